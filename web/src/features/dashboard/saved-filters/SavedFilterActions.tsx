import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';

import type { SavedFilter } from '../../../api/watchlists-api';
import { LoadFilterDialog } from './LoadFilterDialog';
import { SaveFilterDialog } from './SaveFilterDialog';
import type { SavedFiltersStore } from './saved-filters-store';

export interface SavedFilterActionsProps {
  store: SavedFiltersStore;
  /** Disabled while the screen cannot be used (loading, no data). */
  disabled?: boolean;
  onSaved?: (filter: SavedFilter) => void;
}

/** 'Save filter' and 'Load filter' beside the filter sidebar's title, with their dialogs. */
export const SavedFilterActions = observer(function SavedFilterActions({
  store,
  disabled = false,
  onSaved,
}: SavedFilterActionsProps) {
  const [dialog, setDialog] = useState<'save' | 'load' | undefined>(undefined);
  const close = () => {
    setDialog(undefined);
  };
  return (
    <>
      <Tooltip title="Save filter">
        <span>
          <IconButton
            size="small"
            aria-label="Save filter"
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => {
              setDialog('save');
            }}
          >
            <BookmarkAddOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Load filter">
        <span>
          <IconButton
            size="small"
            aria-label="Load filter"
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => {
              setDialog('load');
            }}
          >
            <BookmarksOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <SaveFilterDialog
        open={dialog === 'save'}
        store={store}
        onClose={close}
        {...(onSaved === undefined ? {} : { onSaved })}
      />
      <LoadFilterDialog open={dialog === 'load'} store={store} onClose={close} />
    </>
  );
});
