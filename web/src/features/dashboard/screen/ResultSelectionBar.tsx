import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import type { ResultSelection } from './result-selection';

export const SELECTION_HINT = 'Tick companies (or press Space on a row) to add them to a watchlist.';

export const selectedText = (count: number): string =>
  `${count} ${count === 1 ? 'company' : 'companies'} selected`;

export interface ResultSelectionBarProps {
  selection: ResultSelection;
  /** The actions on the picked companies (Add to watchlist). */
  actions?: ReactNode;
}

/** Above the results: how many companies are ticked (announced as it changes), Clear, and the actions. */
export const ResultSelectionBar = observer(function ResultSelectionBar({
  selection,
  actions,
}: ResultSelectionBarProps) {
  const count = selection.count;
  return (
    <Box
      role="group"
      aria-label="Selected companies"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: 32 }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        aria-live="polite"
        sx={{ mr: 'auto', minWidth: 0 }}
      >
        {count === 0 ? SELECTION_HINT : selectedText(count)}
      </Typography>
      <Button
        size="small"
        color="inherit"
        disabled={count === 0}
        onClick={() => {
          selection.clear();
        }}
      >
        Clear selection
      </Button>
      {actions}
    </Box>
  );
});
