import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { CONVERSATION_TITLE_MAX_LENGTH, type ConversationSummary } from '../../../api/luca-api';
import { conversationTitleError } from '../stores/luca-store';

export interface RenameConversationDialogProps {
  /** The conversation to rename; undefined when the dialog is closed. */
  conversation: ConversationSummary | undefined;
  /** Renames; resolves with the refusal to show under the field, undefined when done. */
  onRename: (conversationId: string, title: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** A new title for a conversation: 1 to 100 characters. */
export function RenameConversationDialog({ conversation, onRename, onClose }: RenameConversationDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || conversation === undefined) return;
    const invalid = conversationTitleError(title);
    if (invalid !== undefined) {
      setError(invalid);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onRename(conversation.id, title);
    setBusy(false);
    if (refused === undefined) {
      onClose();
    } else {
      setError(refused);
      input.current?.focus();
    }
  };

  return (
    <Dialog
      open={conversation !== undefined}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            setTitle(conversation?.title ?? '');
            setError(undefined);
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label="Rename conversation"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void submit(event);
        }}
      >
        <DialogTitle id={titleId}>Rename conversation</DialogTitle>
        <DialogContent>
          <TextField
            label="Title"
            required
            autoFocus
            fullWidth
            value={title}
            inputRef={input}
            error={error !== undefined}
            helperText={error ?? `At most ${CONVERSATION_TITLE_MAX_LENGTH} characters`}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
            slotProps={{ htmlInput: { maxLength: CONVERSATION_TITLE_MAX_LENGTH } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button color="inherit" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Rename
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export interface DeleteConversationDialogProps {
  conversation: ConversationSummary | undefined;
  /** Deletes; resolves with the refusal to show, undefined when done. */
  onDelete: (conversationId: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** Confirms deleting a conversation with its questions and answers. */
export function DeleteConversationDialog({ conversation, onDelete, onClose }: DeleteConversationDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The title stays while the dialog fades out.
  const [shown, setShown] = useState(conversation);
  if (conversation !== undefined && conversation !== shown) setShown(conversation);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    if (busy || conversation === undefined) return;
    setBusy(true);
    const refused = await onDelete(conversation.id);
    setBusy(false);
    if (refused === undefined) onClose();
    else setError(refused);
  };

  return (
    <Dialog
      open={conversation !== undefined}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            setError(undefined);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>Delete conversation</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <DialogContentText id={textId}>
          Delete &ldquo;{shown?.title}&rdquo;? Its questions and answers are deleted too.
        </DialogContentText>
        {error !== undefined && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button color="inherit" onClick={close} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={busy}
          onClick={() => {
            void confirm();
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
