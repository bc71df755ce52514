import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { DOWNLOAD_MAX_WATCHLISTS, type Watchlist } from '../../../api/watchlists-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { useDialogAction } from '../../../shared/dialogs/use-dialog-action';
import { message } from '../../../shared/messages';
import { normaliseCsvFileName } from '../screen/save-file';

export const WATCHLIST_DOWNLOAD_TITLE = 'Download watchlists';

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'ledgerscope-watchlists-2026-11-21.csv', with the local date. */
export function defaultWatchlistFileName(now: Date = new Date()): string {
  return `ledgerscope-watchlists-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export interface WatchlistDownloadDialogProps {
  open: boolean;
  watchlists: readonly Watchlist[];
  /** Ticked when the dialog opens (the watchlist on screen). */
  initialIds: readonly string[];
  download: (watchlistIds: readonly string[], fileName: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Downloads the ticked watchlists as one CSV (isin, ticker, company_name, domicile_country,
 * exchange_countryID, exchange_country, risk_score, rating, watchlist_name): at least one and at most 100 of
 * them, and a file name (required).
 */
export const WatchlistDownloadDialog = observer(function WatchlistDownloadDialog({
  open,
  watchlists,
  initialIds,
  download,
  onClose,
}: WatchlistDownloadDialogProps) {
  const listLabelId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [ids, setIds] = useState<string[]>([]);
  const [fileName, setFileName] = useState(defaultWatchlistFileName);
  const [fileNameError, setFileNameError] = useState<string | undefined>(undefined);
  const { busy, error, setError, run } = useDialogAction();

  const reset = () => {
    setIds(initialIds.filter((id) => watchlists.some((list) => list.id === id)));
    setFileName(defaultWatchlistFileName());
    setFileNameError(undefined);
    setError(undefined);
  };

  const tooMany = ids.length > DOWNLOAD_MAX_WATCHLISTS;
  const allTicked = watchlists.length > 0 && ids.length === watchlists.length;

  const toggle = (id: string, ticked: boolean) => {
    setError(undefined);
    setIds((current) => {
      const others = current.filter((other) => other !== id);
      // Kept in the list's order: the file has the watchlists in the order sent.
      const next = ticked ? [...others, id] : others;
      return watchlists.map((list) => list.id).filter((listId) => next.includes(listId));
    });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (ids.length === 0) {
      setError(message('NO_WATCHLIST_SELECTED'));
      return;
    }
    if (tooMany) return;
    if (normaliseCsvFileName(fileName) === '') {
      setFileNameError(message('DOWNLOAD_FILE_NAME_REQUIRED'));
      nameInput.current?.focus();
      return;
    }
    if (await run(() => download(ids, fileName))) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={WATCHLIST_DOWNLOAD_TITLE}
      maxWidth="xs"
      onEnter={reset}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel="Download"
      submitDisabled={tooMany}
      submitIcon={<FileDownloadOutlined fontSize="small" />}
      error={error}
      contentSx={{ display: 'grid', gap: 3 }}
    >
      <DialogContentText variant="body2">
        The companies of the ticked watchlists as one CSV file, with the watchlist&apos;s name on each row (up
        to {DOWNLOAD_MAX_WATCHLISTS} watchlists at a time).
      </DialogContentText>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={listLabelId} variant="subtitle2" component="h3">
          Watchlists
        </Typography>
        <Typography
          variant="body2"
          color={tooMany ? 'error' : 'text.secondary'}
          role="status"
          sx={{ ml: 'auto' }}
        >
          {ids.length} selected
        </Typography>
      </Box>
      <Box
        role="group"
        aria-labelledby={listLabelId}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          maxHeight: 240,
          overflowY: 'auto',
          px: 3,
          py: 1,
          display: 'grid',
        }}
      >
        <FormControlLabel
          label="Select all"
          control={
            <Checkbox
              size="small"
              checked={allTicked}
              indeterminate={ids.length > 0 && !allTicked}
              onChange={(event) => {
                setError(undefined);
                setIds(event.target.checked ? watchlists.map((list) => list.id) : []);
              }}
            />
          }
          sx={{ borderBottom: 1, borderColor: 'divider', mx: 0 }}
        />
        {watchlists.map((list) => (
          <FormControlLabel
            key={list.id}
            label={`${list.name} (${list.companies.length})`}
            control={
              <Checkbox
                size="small"
                checked={ids.includes(list.id)}
                onChange={(event) => {
                  toggle(list.id, event.target.checked);
                }}
              />
            }
            sx={{ mx: 0 }}
          />
        ))}
      </Box>
      {tooMany && (
        <Alert severity="error" role="alert">
          {message('DOWNLOAD_WATCHLIST_LIMITED')}
        </Alert>
      )}
      <TextField
        label="File name"
        required
        value={fileName}
        inputRef={nameInput}
        error={fileNameError !== undefined}
        helperText={fileNameError}
        onChange={(event) => {
          setFileName(event.target.value);
          setFileNameError(undefined);
        }}
        slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
});
