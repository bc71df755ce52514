import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';

import type { UploadResult } from '../../../api/watchlists-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { useDialogAction } from '../../../shared/dialogs/use-dialog-action';
import { UPLOAD_MAX_BYTES } from '../../../shared/upload-limit';
import { message } from '../../../shared/messages';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { uploadFileError } from './watchlists-store';

export const UPLOAD_TITLE = 'Upload CSV';
export const PARTIAL_UPLOAD_TITLE = 'Partial upload';
export const UPLOAD_RESULT_TITLE = 'Upload result';

export interface UploadDialogProps {
  open: boolean;
  /** The watchlist the companies go into. */
  watchlist: { id: string; name: string } | undefined;
  upload: (watchlistId: string, file: File) => Promise<UploadResult>;
  onClose: () => void;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kilobytes = bytes / 1024;
  return `${Number.isInteger(kilobytes) ? kilobytes : kilobytes.toFixed(1)} KB`;
}

/**
 * Uploads a CSV of ISINs into a watchlist: a .csv of at most 102400 bytes with an `isin` column. The
 * server's message shows afterwards ('Upload complete.', the data match warning, the restricted-exchange
 * message); when some rows were not added the partial-upload dialog lists what was and was not added.
 */
export function UploadDialog({ open, watchlist, upload, onClose }: UploadDialogProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const { busy, error, setError, run } = useDialogAction();
  const [result, setResult] = useState<UploadResult | undefined>(undefined);

  const reset = () => {
    setFile(undefined);
    setError(undefined);
    setResult(undefined);
    if (input.current !== null) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setError(chosen === undefined ? undefined : uploadFileError(chosen));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || watchlist === undefined) return;
    if (file === undefined) {
      setError(message('NO_FILE_UPLOADED'));
      return;
    }
    const invalid = uploadFileError(file);
    if (invalid !== undefined) {
      setError(invalid);
      return;
    }
    await run(async () => {
      setResult(await upload(watchlist.id, file));
    });
  };

  return (
    <FormDialog
      open={open}
      title={UPLOAD_TITLE}
      maxWidth="sm"
      onEnter={reset}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel="Upload"
      submitIcon={<FileUploadOutlined fontSize="small" />}
      error={error}
      contentSx={{ display: 'grid', gap: 4 }}
      step={
        result === undefined
          ? undefined
          : {
              title: result.partial ? PARTIAL_UPLOAD_TITLE : UPLOAD_RESULT_TITLE,
              contentSx: { display: 'grid', gap: 4 },
              content: <UploadResultSummary result={result} />,
              actions: (
                <Button variant="contained" onClick={onClose} autoFocus>
                  Done
                </Button>
              ),
            }
      }
    >
      <DialogContentText variant="body2" id={hintId}>
        Adds the companies of a CSV file to <strong>{watchlist?.name ?? 'the watchlist'}</strong>. The file
        needs a header row with an <code>isin</code> column, one company per row; other columns are ignored.
        At most {formatBytes(UPLOAD_MAX_BYTES)} ({UPLOAD_MAX_BYTES} bytes).
      </DialogContentText>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Box component="label" htmlFor={inputId} sx={VISUALLY_HIDDEN}>
          CSV file
        </Box>
        {/* The file input stays in the page (labelled, reachable by tests), operated through the button. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          style={VISUALLY_HIDDEN}
          tabIndex={-1}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            choose(event.target.files?.[0]);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<InsertDriveFileOutlined fontSize="small" />}
          onClick={() => input.current?.click()}
          disabled={busy}
          autoFocus
        >
          {file === undefined ? 'Choose file' : 'Choose another file'}
        </Button>
        <Typography variant="body2" color={file === undefined ? 'text.secondary' : 'text.primary'}>
          {file === undefined ? 'No file chosen' : `${file.name} (${formatBytes(file.size)})`}
        </Typography>
      </Box>
    </FormDialog>
  );
}

/** The server's messages, then what was added and, for a partial upload, what was not and why. */
export function UploadResultSummary({ result }: { result: UploadResult }) {
  const others = result.messages.filter((text) => text !== result.message);
  const complete = !result.partial && result.message === message('UPLOAD_COMPLETE');
  return (
    <>
      <Alert severity={complete ? 'success' : 'warning'} role="status">
        {result.message}
      </Alert>
      {others.map((text) => (
        <Alert key={text} severity="warning">
          {text}
        </Alert>
      ))}
      <Typography variant="body2">
        {result.added.length === 1 ? '1 company was' : `${result.added.length} companies were`} added to{' '}
        <strong>{result.watchlist.name}</strong>.
      </Typography>
      {result.added.length > 0 && (
        <ResultList title={`Added (${result.added.length})`}>
          {result.added.map((company) => (
            <li key={company.tickerID}>
              {company.name} <Muted>{company.isin}</Muted>
            </li>
          ))}
        </ResultList>
      )}
      {result.unmatched.length > 0 && (
        <ResultList title={`Not found in the database (${result.unmatched.length})`}>
          {result.unmatched.map((isin) => (
            <li key={isin}>{isin}</li>
          ))}
        </ResultList>
      )}
      {result.restricted.length > 0 && (
        <ResultList title={`Exchange country not permitted (${result.restricted.length})`}>
          {result.restricted.map((row) => (
            <li key={row.isin}>
              {row.isin} <Muted>{row.exchange_country}</Muted>
            </li>
          ))}
        </ResultList>
      )}
      {result.duplicates.length > 0 && (
        <ResultList title={`Already in the watchlist (${result.duplicates.length})`}>
          {result.duplicates.map((isin) => (
            <li key={isin}>{isin}</li>
          ))}
        </ResultList>
      )}
    </>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', ml: 1 }}>
      {children}
    </Box>
  );
}

function ResultList({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box
        component="ul"
        tabIndex={0}
        aria-labelledby={headingId}
        sx={{
          m: 0,
          pl: 5,
          maxHeight: 160,
          overflowY: 'auto',
          typography: 'body2',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 2,
          '& li + li': { mt: 0.5 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
