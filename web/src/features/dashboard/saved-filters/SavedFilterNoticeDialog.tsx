import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';

import { restrictedFilterText, type SavedFiltersStore } from './saved-filters-store';

export const RESTRICTED_NOTICE_TITLE = 'Restricted access';
export const ADJUSTED_NOTICE_TITLE = 'Saved filter adjusted';

export type SavedFilterNoticeStore = Pick<SavedFiltersStore, 'notice' | 'noticeOpen' | 'dismissNotice'>;

/**
 * What loading a saved filter has to tell: the restricted-access dialog of spec section 2 (nothing was
 * applied), or the adjustment notice listing each value that was changed or left out.
 */
export const SavedFilterNoticeDialog = observer(function SavedFilterNoticeDialog({
  store,
}: {
  store: SavedFilterNoticeStore;
}) {
  const titleId = useId();
  const textId = useId();
  // The last notice stays in the store, so the text does not change while the dialog closes.
  const current = store.notice;

  return (
    <Dialog
      open={store.noticeOpen && current !== undefined}
      onClose={() => {
        store.dismissNotice();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {current?.kind === 'restricted' ? RESTRICTED_NOTICE_TITLE : ADJUSTED_NOTICE_TITLE}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        {current?.kind === 'restricted' && (
          <DialogContentText id={textId}>{restrictedFilterText(current.exchanges)}</DialogContentText>
        )}
        {current?.kind === 'adjusted' && (
          <>
            <DialogContentText id={textId} variant="body2">
              Some values of <strong>{current.name}</strong> are no longer available, so the filter was
              applied with these changes:
            </DialogContentText>
            <Box component="ul" sx={{ m: 0, pl: 5, typography: 'body2', '& li + li': { mt: 1 } }}>
              {current.adjustments.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            store.dismissNotice();
          }}
        >
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
});
