import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';

import type { SettingInput, SettingView } from '../../../api/content-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import {
  SETTING_DESCRIPTION_MAX_LENGTH,
  SETTING_VALUE_MAX_LENGTH,
} from '../../../shared/support/content-texts';
import { SettingForm } from '../stores/setting-form';
import { canTestConnection } from '../stores/settings-store';

export interface SettingFormDialogProps {
  setting: SettingView;
  /** Saves; a rejection keeps the dialog open with the reason (nothing is saved on an error). */
  onSave: (input: SettingInput) => Promise<unknown>;
  /** The dataset key: tests the value in the editor (unsaved). */
  onTestConnection?: (value: string) => void;
  testing?: boolean;
  onClose: () => void;
}

/**
 * Edit Setting: the value in the editor its type calls for (numeric, rich text, one line of text) and the
 * description; an empty value (an empty rich-text editor too) is marked invalid and nothing is saved.
 * Mounted while open.
 */
export const SettingFormDialog = observer(function SettingFormDialog({
  setting,
  onSave,
  onTestConnection,
  testing = false,
  onClose,
}: SettingFormDialogProps) {
  const [form] = useState(() => new SettingForm(setting));
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit(onSave);
    if (outcome === 'saved') {
      onClose();
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"], [contenteditable][aria-invalid="true"]',
    );
    invalid?.focus();
  };

  const valueError = form.errors.value;
  const hint = form.rule?.hint;
  let editor;
  switch (form.editor) {
    case 'rich-text':
      editor = (
        <RichTextEditor
          label="Value"
          required
          autoFocus
          height={240}
          value={form.value}
          error={valueError}
          helperText={hint}
          onChange={(html) => {
            form.setValue(html);
          }}
        />
      );
      break;
    case 'numeric':
      editor = (
        <TextField
          name="value"
          label="Value"
          required
          autoFocus
          type="number"
          value={form.value}
          error={valueError !== undefined}
          helperText={valueError ?? hint ?? ' '}
          onChange={(event) => {
            form.setValue(event.target.value);
          }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', min: form.rule?.min, max: form.rule?.max, step: 1 },
          }}
        />
      );
      break;
    case 'text':
      editor = (
        <TextField
          name="value"
          label="Value"
          required
          autoFocus
          value={form.value}
          error={valueError !== undefined}
          helperText={valueError ?? hint ?? ' '}
          onChange={(event) => {
            form.setValue(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: SETTING_VALUE_MAX_LENGTH, spellCheck: false } }}
        />
      );
      break;
  }

  return (
    <FormDialog
      title="Edit Setting"
      titleExtra={
        <>
          <Chip size="small" label={setting.key} sx={{ fontFamily: 'monospace' }} />
          <Chip size="small" variant="outlined" label={setting.type} />
        </>
      }
      maxWidth={form.editor === 'rich-text' ? 'md' : 'sm'}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      busy={form.busy}
      submitLabel="Save"
      secondaryAction={
        onTestConnection !== undefined &&
        canTestConnection(setting) && (
          <Button
            variant="outlined"
            loading={testing}
            onClick={() => {
              if (form.value.trim() === '') form.validate();
              else onTestConnection(form.value.trim());
            }}
            sx={{ mr: 'auto' }}
          >
            Test connection
          </Button>
        )
      }
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {form.formError !== undefined && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <Box sx={{ pt: 2 }}>{editor}</Box>
      <TextField
        name="description"
        label="Description"
        multiline
        minRows={2}
        maxRows={6}
        value={form.description}
        error={form.errors.description !== undefined}
        helperText={form.errors.description ?? `${form.description.length}/${SETTING_DESCRIPTION_MAX_LENGTH}`}
        onChange={(event) => {
          form.setDescription(event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: SETTING_DESCRIPTION_MAX_LENGTH } }}
      />
    </FormDialog>
  );
});
