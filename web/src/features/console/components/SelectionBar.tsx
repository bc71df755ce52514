import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SelectionBarProps {
  /** The section's accessible name ("Selected tenant"). */
  label: string;
  /** What to do while nothing is selected. */
  hint: ReactNode;
  /** The selected row in a line (a SelectionSummary), or undefined while nothing is selected. */
  summary: ReactNode;
  /** The actions on the selected row (BarButtons). */
  children?: ReactNode;
  /** The bar's vertical padding. */
  py?: number;
}

/** The bar above a console grid: a hint until a row is chosen, then the row and what can be done to it. */
export function SelectionBar({ label, hint, summary, children, py = 3 }: SelectionBarProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 4, py, mb: 3 }}
    >
      {summary === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : (
        <>
          {summary}
          {children}
        </>
      )}
    </Paper>
  );
}

/** The selected row's name, then a detail in brackets. */
export function SelectionSummary({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="p" sx={{ mr: 'auto', minWidth: 0, overflowWrap: 'anywhere' }}>
      {title}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({detail})
      </Typography>
    </Typography>
  );
}

/** A small outlined button of a selection bar. */
export function BarButton(props: Omit<ButtonProps, 'size' | 'variant'>) {
  return <Button size="small" variant="outlined" {...props} />;
}
