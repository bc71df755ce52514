import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

import { errorTextOf } from '../../../api/error-text';
import { ActionDialog } from '../../../shared/dialogs/ActionDialog';
import { REQUEST_UPLOAD_ACCEPT, type UploadedPersons } from '../../../api/tenant-requests-api';

export interface UploadUsersDialogProps {
  /** Reads the file on the server (refused before sending when too large or of another type). */
  onRead: (file: File) => Promise<UploadedPersons>;
  /** Adds the users read; resolves with how many were new. */
  onAdd: (persons: UploadedPersons['personList']) => Promise<number>;
  onClose: () => void;
}

/**
 * Upload users from an .xlsx or .csv (at most 102400 bytes): a header row, then user name, email and
 * luca access. The users read are shown with the lines refused and why, then added to the request.
 */
export function UploadUsersDialog({ onRead, onAdd, onClose }: UploadUsersDialogProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [result, setResult] = useState<UploadedPersons | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const read = async (chosen: File) => {
    setFile(chosen);
    setResult(undefined);
    setError(undefined);
    setBusy(true);
    try {
      setResult(await onRead(chosen));
    } catch (failure) {
      setError(errorTextOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (result === undefined) return;
    setBusy(true);
    try {
      await onAdd(result.personList);
      setBusy(false);
      onClose();
    } catch {
      // The API client has shown the error.
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title="Upload Users"
      maxWidth="sm"
      onClose={onClose}
      contentSx={{ display: 'grid', gap: 3 }}
      busy={busy}
      actionLoading={busy && result !== undefined}
      actionLabel={
        result === undefined || result.personList.length === 0
          ? 'Add users'
          : `Add ${result.personList.length} user${result.personList.length === 1 ? '' : 's'}`
      }
      actionDisabled={result === undefined || result.personList.length === 0}
      onAction={() => {
        void add();
      }}
    >
      <DialogContentText variant="body2">
        An .xlsx or .csv file of at most 100 KB: a header row, then one user a line with the user name, the
        email and the luca access (Yes or No).
      </DialogContentText>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={REQUEST_UPLOAD_ACCEPT}
          aria-label="Users file"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen !== undefined) void read(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          loading={busy && result === undefined}
          onClick={() => input.current?.click()}
        >
          Choose file
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {file?.name ?? 'No file chosen'}
        </Typography>
      </Box>
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {result !== undefined && (
        <Box sx={{ display: 'grid', gap: 2 }} role="status">
          <Typography variant="body2">
            {result.accepted} of {result.total} user{result.total === 1 ? '' : 's'} read.
          </Typography>
          {result.errors.length > 0 && (
            <Alert severity="warning">
              <Typography variant="body2" component="p" sx={{ mb: 1 }}>
                These lines were left out:
              </Typography>
              <List dense disablePadding aria-label="Lines left out">
                {result.errors.map((lineError) => (
                  <ListItem key={`${lineError.line}-${lineError.message}`} disableGutters sx={{ py: 0 }}>
                    <ListItemText primary={`Line ${lineError.line}: ${lineError.message}`} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Box>
      )}
    </ActionDialog>
  );
}
