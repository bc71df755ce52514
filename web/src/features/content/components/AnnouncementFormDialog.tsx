import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';

import type { AnnouncementInput, AnnouncementView } from '../../../api/content-api';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { ANNOUNCEMENT_TITLE_MAX_LENGTH } from '../../../shared/support/content-texts';
import { AnnouncementForm, type AnnouncementField } from '../stores/announcement-form';

export interface AnnouncementFormDialogProps {
  /** The announcement edited; a new one without. */
  announcement?: AnnouncementView | undefined;
  /** Saves; a rejection keeps the dialog open with the reason. */
  onSave: (input: AnnouncementInput) => Promise<unknown>;
  onClose: () => void;
  /** Today, for the date pickers (tests). */
  today?: () => string;
}

const CONTENT_LABEL = 'Content';

/**
 * New Announcement and Edit Announcement: title (at most 255 characters), start and end days (the pickers
 * start at today), and the content in the rich-text editor. Mounted while open.
 */
export const AnnouncementFormDialog = observer(function AnnouncementFormDialog({
  announcement,
  onSave,
  onClose,
  today,
}: AnnouncementFormDialogProps) {
  const [form] = useState(() => new AnnouncementForm(announcement, today));
  const formRef = useRef<HTMLFormElement>(null);
  const heading = form.editing ? 'Edit Announcement' : 'New Announcement';

  const close = () => {
    if (!form.busy) onClose();
  };

  const focusField = (field: AnnouncementField | undefined) => {
    if (field === undefined) return;
    const selector = field === 'content' ? '[role="textbox"][contenteditable]' : `[name="${field}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit(onSave);
    if (outcome === 'saved') onClose();
    else focusField(form.firstInvalidField);
  };

  const dateField = (field: 'startDate' | 'endDate', label: string) => {
    const error = form.errors[field];
    return (
      <TextField
        name={field}
        label={label}
        type="date"
        required
        value={form.values[field]}
        error={error !== undefined}
        helperText={error ?? ' '}
        onChange={(event) => {
          form.set(field, event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.minDay } }}
      />
    );
  };

  return (
    <FormDialog
      title={heading}
      maxWidth="md"
      formRef={formRef}
      onSubmit={submit}
      onClose={close}
      busy={form.busy}
      submitLabel={form.editing ? 'Save' : 'Publish'}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {announcement !== undefined && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Saving makes this version {announcement.version + 1}: users who acknowledged version{' '}
          {announcement.version} see the announcement again.
        </Alert>
      )}
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
        value={form.values.title}
        error={form.errors.title !== undefined}
        helperText={
          form.errors.title ?? `${form.values.title.trim().length}/${ANNOUNCEMENT_TITLE_MAX_LENGTH}`
        }
        onChange={(event) => {
          form.set('title', event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX_LENGTH } }}
        sx={{ mt: 2 }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
        {dateField('startDate', 'Start Date')}
        {dateField('endDate', 'End Date')}
      </Box>
      <RichTextEditor
        label={CONTENT_LABEL}
        required
        value={form.values.content}
        height={220}
        error={form.errors.content}
        helperText="Shown to every signed-in user from the start date through the end date."
        onChange={(html) => {
          form.set('content', html);
        }}
      />
    </FormDialog>
  );
});
