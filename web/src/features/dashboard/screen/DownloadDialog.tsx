import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';

import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { companiesText } from './format';
import { defaultCsvFileName, normaliseCsvFileName } from './save-file';
import type { ResultsPage } from './results-page';
import type { ScreenStore } from './screen-store';

export const FILE_NAME_REQUIRED = 'File name is required.';

/** What the dialog needs of the store. */
export type DownloadStore = Pick<ScreenStore, 'downloadCsv' | 'downloading'> & {
  readonly results: Pick<ResultsPage, 'total'>;
};

export interface DownloadDialogProps {
  open: boolean;
  onClose: () => void;
  store: DownloadStore;
  /** The name offered (default 'ledgerscope-screen-<today>.csv'). */
  defaultFileName?: string;
}

/**
 * Asks for a file name (required) and downloads the results under the current filter as CSV. Download is
 * the primary action on the right; Cancel or Escape closes.
 */
export const DownloadDialog = observer(function DownloadDialog({
  open,
  onClose,
  store,
  defaultFileName,
}: DownloadDialogProps) {
  const [fileName, setFileName] = useState(() => defaultFileName ?? defaultCsvFileName());
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  const reset = () => {
    setFileName(defaultFileName ?? defaultCsvFileName());
    setError(undefined);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (store.downloading) return;
    if (normaliseCsvFileName(fileName) === '') {
      setError(FILE_NAME_REQUIRED);
      input.current?.focus();
      return;
    }
    if (await store.downloadCsv(fileName)) onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Download CSV"
      maxWidth="xs"
      onEnter={reset}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={store.downloading}
      submitLabel="Download"
      submitIcon={<FileDownloadOutlined fontSize="small" />}
      contentSx={{ display: 'grid', gap: 4 }}
    >
      <DialogContentText variant="body2">
        {companiesText(store.results.total)} under the current filter and sort, as a CSV file (ISIN, name,
        domicile, rank percentages, rating and risk).
      </DialogContentText>
      <TextField
        label="File name"
        required
        autoFocus
        value={fileName}
        inputRef={input}
        error={error !== undefined}
        helperText={error}
        onChange={(event) => {
          setFileName(event.target.value);
          setError(undefined);
        }}
        slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
});

export interface DownloadCsvButtonProps {
  store: ScreenStore;
}

/** 'Download CSV': opens the download dialog; disabled while there is nothing to download. */
export const DownloadCsvButton = observer(function DownloadCsvButton({ store }: DownloadCsvButtonProps) {
  const [open, setOpen] = useState(false);
  const disabled = !store.criteria.canApply || store.results.total === 0 || store.initializing;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadOutlined fontSize="small" />}
        disabled={disabled}
        onClick={() => {
          setOpen(true);
        }}
      >
        Download CSV
      </Button>
      <DownloadDialog
        open={open}
        store={store}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
});
