import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';
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
  // The last notice stays in the store, so the text does not change while the dialog closes.
  const current = store.notice;
  let text: ReactNode = null;
  if (current?.kind === 'restricted') text = restrictedFilterText(current.exchanges);
  if (current?.kind === 'adjusted') {
    text = (
      <>
        Some values of <strong>{current.name}</strong> are no longer available, so the filter was applied with
        these changes:
      </>
    );
  }
  return (
    <NoticeDialog
      open={store.noticeOpen && current !== undefined}
      role="dialog"
      maxWidth="sm"
      closeLabel="OK"
      onClose={() => {
        store.dismissNotice();
      }}
      title={current?.kind === 'restricted' ? RESTRICTED_NOTICE_TITLE : ADJUSTED_NOTICE_TITLE}
      text={text}
    >
      {current?.kind === 'adjusted' && (
        <Box component="ul" sx={{ m: 0, pl: 5, typography: 'body2', '& li + li': { mt: 1 } }}>
          {current.adjustments.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
    </NoticeDialog>
  );
});
