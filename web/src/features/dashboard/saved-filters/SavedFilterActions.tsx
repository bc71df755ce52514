import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';

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
      <OpensDialogButton
        label="Save filter"
        icon={<BookmarkAddOutlined fontSize="small" />}
        disabled={disabled}
        onClick={() => {
          setDialog('save');
        }}
      />
      <OpensDialogButton
        label="Load filter"
        icon={<BookmarksOutlined fontSize="small" />}
        disabled={disabled}
        onClick={() => {
          setDialog('load');
        }}
      />
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

/** An icon button named by its tooltip that opens a dialog. */
function OpensDialogButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
