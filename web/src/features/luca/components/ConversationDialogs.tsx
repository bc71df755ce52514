import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { CONVERSATION_TITLE_MAX_LENGTH, type ConversationSummary } from '../../../api/luca-api';
import { ActionDialog } from '../../../shared/dialogs/ActionDialog';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
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
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

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
    <FormDialog
      open={conversation !== undefined}
      title="Rename conversation"
      maxWidth="xs"
      onEnter={() => {
        setTitle(conversation?.title ?? '');
        setError(undefined);
      }}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel="Rename"
    >
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
    </FormDialog>
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
  const textId = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The title stays while the dialog fades out.
  const [shown, setShown] = useState(conversation);
  if (conversation !== undefined && conversation !== shown) setShown(conversation);

  const confirm = async () => {
    if (busy || conversation === undefined) return;
    setBusy(true);
    const refused = await onDelete(conversation.id);
    setBusy(false);
    if (refused === undefined) onClose();
    else setError(refused);
  };

  return (
    <ActionDialog
      open={conversation !== undefined}
      title="Delete conversation"
      maxWidth="xs"
      onClose={onClose}
      onEnter={() => {
        setError(undefined);
      }}
      describedBy={textId}
      contentSx={{ display: 'grid', gap: 3 }}
      busy={busy}
      actionLabel="Delete"
      destructive
      focus="cancel"
      onAction={() => {
        void confirm();
      }}
    >
      <DialogContentText id={textId}>
        Delete &ldquo;{shown?.title}&rdquo;? Its questions and answers are deleted too.
      </DialogContentText>
      {error !== undefined && <Alert severity="error">{error}</Alert>}
    </ActionDialog>
  );
}
