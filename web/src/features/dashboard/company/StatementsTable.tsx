import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { ScoreBreakdown } from '../../../api/company-api';
import { formatMillions, NOT_REPORTED } from '../../../shared/risk/company-format';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { numberCell, ScrollBox } from './breakdown-parts';

/** The 21 line items over the company's years ($ millions). */
export function StatementsTable({ statements }: { statements: ScoreBreakdown['statements'] }) {
  const anyNotReported = statements.items.some((row) => row.notReported.some(Boolean));
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ScrollBox label="Financial statements ($ millions)">
        <Table
          size="small"
          aria-label="Financial statements ($ millions)"
          sx={{ minWidth: 240 + 110 * statements.years.length }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Line item ($m)</TableCell>
              {statements.years.map((year) => (
                <TableCell key={year} sx={numberCell}>
                  {year}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.items.map((row) => (
              <TableRow key={row.item} hover>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell key={statements.years[index]} sx={numberCell}>
                    {formatMillions(value)}
                    {row.notReported[index] ? (
                      <>
                        <Box component="sup" aria-hidden="true" sx={{ color: 'text.secondary', ml: 0.25 }}>
                          †
                        </Box>
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {` (${NOT_REPORTED})`}
                        </Box>
                      </>
                    ) : null}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      {anyNotReported ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          † {NOT_REPORTED}: the year’s complete annual report has no line for it, so the company has none.
        </Typography>
      ) : null}
    </Box>
  );
}
