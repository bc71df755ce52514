import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { companiesText } from '../screen/format';
import type { PickedCompany, ResultSelection } from '../screen/result-selection';
import { WatchlistNameField } from './WatchlistNameField';
import {
  watchlistNameError,
  type CompaniesAdded,
  type WatchlistsStore,
  type WatchlistTarget,
} from './watchlists-store';

export const ADD_SELECTED_TO_WATCHLIST = 'Add selected to watchlist';
const NEW_WATCHLIST = 'new';

/** 'Acme Holdings, Brit Mining and 3 more' */
export function pickedNames(companies: readonly PickedCompany[], shown = 3): string {
  const names = companies.slice(0, shown).map((company) => company.name);
  const more = companies.length - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export interface AddToWatchlistButtonProps {
  store: WatchlistsStore;
  selection: ResultSelection;
  /** After the companies were added (the selection is cleared then): show the notice. */
  onAdded: (result: CompaniesAdded) => void;
}

/** 'Add selected to watchlist' beside the count of ticked results: opens the dialog to choose the list. */
export const AddToWatchlistButton = observer(function AddToWatchlistButton({
  store,
  selection,
  onAdded,
}: AddToWatchlistButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<PlaylistAddOutlined fontSize="small" />}
        disabled={selection.count === 0}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          if (store.status === 'idle' || store.status === 'error') void store.load();
        }}
      >
        {ADD_SELECTED_TO_WATCHLIST}
      </Button>
      <AddToWatchlistDialog
        open={open}
        store={store}
        companies={selection.companies}
        onClose={() => {
          setOpen(false);
        }}
        onAdded={(result) => {
          selection.clear();
          onAdded(result);
        }}
      />
    </>
  );
});

export interface AddToWatchlistDialogProps {
  open: boolean;
  store: WatchlistsStore;
  /** The companies to add. */
  companies: readonly PickedCompany[];
  onClose: () => void;
  onAdded: (result: CompaniesAdded) => void;
}

/**
 * Adds the picked companies to one of the user's watchlists (the one shown in the Watchlists tab is chosen
 * first) or to a new one named here. A refusal shows in the dialog: a taken or empty name under the name
 * field, others (a company no longer permitted, a watchlist gone) above the buttons.
 */
export const AddToWatchlistDialog = observer(function AddToWatchlistDialog({
  open,
  store,
  companies,
  onClose,
  onAdded,
}: AddToWatchlistDialogProps) {
  const groupLabelId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // Until the user chooses: the list shown in the tab, else a new one.
  const value = choice ?? store.selected?.id ?? NEW_WATCHLIST;
  const creating = value === NEW_WATCHLIST || store.byId(value) === undefined;
  const title = `Add ${companiesText(companies.length, 'plain')} to a watchlist`;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || companies.length === 0) return;
    setError(undefined);
    let target: WatchlistTarget;
    if (creating) {
      const invalid = watchlistNameError(name);
      if (invalid !== undefined) {
        setNameError(invalid);
        nameInput.current?.focus();
        return;
      }
      target = { newName: name.trim() };
    } else {
      target = { watchlistId: value };
    }
    setBusy(true);
    try {
      const result = await store.addCompaniesTo(
        target,
        companies.map((company) => company.tickerID),
      );
      onAdded(result);
      onClose();
    } catch (failure) {
      const code = errorCodeOf(failure);
      if (creating && code !== undefined && code.startsWith('WATCHLIST_NAME')) {
        setNameError(errorTextOf(failure));
        nameInput.current?.focus();
      } else {
        setError(errorTextOf(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  let lists;
  if (store.status === 'loading' && store.watchlists.length === 0) {
    lists = <LinearProgress aria-label="Loading your watchlists" />;
  } else if (store.status === 'error') {
    lists = <ErrorWithRetry onRetry={() => void store.load()}>{store.error}</ErrorWithRetry>;
  } else {
    lists = (
      <FormControl>
        <FormLabel id={groupLabelId} sx={{ mb: 1 }}>
          Watchlist
        </FormLabel>
        <RadioGroup
          aria-labelledby={groupLabelId}
          value={creating ? NEW_WATCHLIST : value}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
          sx={{ maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {store.watchlists.map((list) => (
            <FormControlLabel
              key={list.id}
              value={list.id}
              control={<Radio size="small" autoFocus={!creating && list.id === value} />}
              label={`${list.name} (${companiesText(list.companies.length, 'plain')})`}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
          <FormControlLabel value={NEW_WATCHLIST} control={<Radio size="small" />} label="New watchlist" />
        </RadioGroup>
      </FormControl>
    );
  }

  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth="xs"
      onEnter={() => {
        setChoice(undefined);
        setName('');
        setNameError(undefined);
        setError(undefined);
      }}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel="Add"
      submitDisabled={store.status === 'error'}
      error={error}
      contentSx={{ display: 'grid', gap: 3 }}
    >
      <DialogContentText variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {pickedNames(companies)}
      </DialogContentText>
      {lists}
      {creating && (
        <WatchlistNameField
          label="New watchlist name"
          size="small"
          value={name}
          inputRef={nameInput}
          // Only when there is no list to choose: choosing 'New watchlist' keeps the focus on it.
          autoFocus={store.watchlists.length === 0}
          error={nameError}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
        />
      )}
    </FormDialog>
  );
});
