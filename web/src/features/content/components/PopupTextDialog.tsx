import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';

import type { PopupTextInput, PopupTextView } from '../../../api/content-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { POPUP_TEXT_MAX_LENGTH, POPUP_TITLE_MAX_LENGTH } from '../../../shared/support/content-texts';
import { PopupTextForm } from '../stores/popup-text-form';

export interface PopupTextDialogProps {
  popup: PopupTextView;
  onSave: (input: PopupTextInput) => Promise<unknown>;
  onClose: () => void;
}

/** Edit Popup Text: the title and plain text of one dashboard info popup. Mounted while open. */
export const PopupTextDialog = observer(function PopupTextDialog({
  popup,
  onSave,
  onClose,
}: PopupTextDialogProps) {
  const [form] = useState(() => new PopupTextForm(popup));
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit(onSave);
    if (outcome === 'saved') onClose();
    else
      formRef.current
        ?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')
        ?.focus();
  };

  return (
    <FormDialog
      title="Edit Popup Text"
      titleExtra={<Chip size="small" label={popup.id} sx={{ fontFamily: 'monospace' }} />}
      maxWidth="sm"
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      busy={form.busy}
      submitLabel="Save"
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {form.formError !== undefined && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <TextField
        name="title"
        label="Title"
        required
        autoFocus
        value={form.title}
        error={form.errors.title !== undefined}
        helperText={form.errors.title ?? ' '}
        onChange={(event) => {
          form.set('title', event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: POPUP_TITLE_MAX_LENGTH } }}
        sx={{ mt: 2 }}
      />
      <TextField
        name="text"
        label="Text"
        required
        multiline
        minRows={4}
        maxRows={12}
        value={form.text}
        error={form.errors.text !== undefined}
        helperText={
          form.errors.text ??
          `Plain text, shown as it is. ${form.text.trim().length}/${POPUP_TEXT_MAX_LENGTH}`
        }
        onChange={(event) => {
          form.set('text', event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: POPUP_TEXT_MAX_LENGTH } }}
      />
    </FormDialog>
  );
});
