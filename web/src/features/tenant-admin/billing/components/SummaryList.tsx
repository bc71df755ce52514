import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** A total line: bold, with a rule above. */
  emphasis?: boolean;
}

export interface SummaryListProps {
  rows: readonly SummaryRow[];
  label?: string;
  /**
   * 'amounts': values on the right (an order's prices, a narrow summary); 'text': values beside their labels,
   * from a column as wide as the longest label.
   */
  variant?: 'text' | 'amounts';
}

/** A label/value list (order summaries, details): a description list, two columns from sm up. */
export function SummaryList({ rows, label, variant = 'text' }: SummaryListProps) {
  const amounts = variant === 'amounts';
  const gap = amounts ? 4 : 6;
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: amounts
          ? 'max-content minmax(0, 1fr)'
          : { xs: '1fr', sm: 'minmax(140px, max-content) minmax(0, 1fr)' },
        columnGap: gap,
        rowGap: amounts ? 2 : { xs: 0, sm: 2 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{
              pt: row.emphasis === true ? 2 : 0,
              borderTop: row.emphasis === true ? 1 : 0,
              borderColor: 'divider',
              fontWeight: row.emphasis === true ? 700 : 400,
              mt: amounts ? 0 : { xs: 2, sm: 0 },
              // The total's rule runs on under the gap between the columns.
              ...(row.emphasis === true
                ? amounts
                  ? { mr: -gap, pr: gap }
                  : { mr: { xs: 0, sm: -gap }, pr: { xs: 0, sm: gap } }
                : {}),
            }}
          >
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              pt: row.emphasis === true ? 2 : 0,
              borderTop: row.emphasis === true ? 1 : 0,
              borderColor: 'divider',
              fontWeight: row.emphasis === true ? 700 : 500,
              textAlign: amounts ? 'right' : 'left',
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
