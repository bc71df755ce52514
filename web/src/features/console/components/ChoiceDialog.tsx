import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState, type ReactNode } from 'react';

import { ActionDialog } from '../../../shared/dialogs/ActionDialog';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceDialogProps<Value extends string> {
  title: string;
  /** What is changed (e.g. the tenant's name). */
  description?: ReactNode;
  /** The name of the radio group. */
  label: string;
  options: readonly ChoiceOption<Value>[];
  initial: Value;
  /** Saves the choice; a rejection (shown by the client's notification) keeps the dialog open. */
  onSave: (value: Value) => Promise<unknown>;
  onClose: () => void;
}

/** One choice among a few (Edit Status: Active/Disabled; Role: User/Sale). Mounted while open. */
export function ChoiceDialog<Value extends string>({
  title,
  description,
  label,
  options,
  initial,
  onSave,
  onClose,
}: ChoiceDialogProps<Value>) {
  const labelId = useId();
  const [value, setValue] = useState<Value>(initial);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await onSave(value);
      onClose();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title={title}
      maxWidth="xs"
      onClose={onClose}
      contentSx={{ display: 'grid', gap: 3 }}
      busy={busy}
      actionLabel="Save"
      onAction={() => {
        void save();
      }}
    >
      {description !== undefined && <DialogContentText variant="body2">{description}</DialogContentText>}
      <FormControl>
        <FormLabel id={labelId}>{label}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen !== undefined) setValue(chosen.value);
          }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </ActionDialog>
  );
}
