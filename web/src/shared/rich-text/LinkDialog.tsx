import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type SubmitEvent } from 'react';

import { normalizeLinkAddress, LINK_ADDRESS_INVALID, LINK_ADDRESS_REQUIRED } from './link-address';

export interface LinkDialogProps {
  /** The address of the link being edited ('' for a new one). */
  href: string;
  /** Nothing is selected: ask for the text to show too. */
  askText: boolean;
  onApply: (href: string, text: string) => void;
  /** Offered when editing a link. */
  onRemove?: (() => void) | undefined;
  onClose: () => void;
}

/** Asks for a link's address (http, https or mailto) and, for a new link without selected text, its text. */
export function LinkDialog({ href, askText, onApply, onRemove, onClose }: LinkDialogProps) {
  const titleId = useId();
  const [address, setAddress] = useState(href);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const editing = href !== '';

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits inside other forms in the React tree: keep its submit to itself.
    event.stopPropagation();
    if (address.trim() === '') {
      setError(LINK_ADDRESS_REQUIRED);
      return;
    }
    const normalized = normalizeLinkAddress(address);
    if (normalized === undefined) {
      setError(LINK_ADDRESS_INVALID);
      return;
    }
    onApply(normalized, text.trim());
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        aria-label={editing ? 'Edit link' : 'Insert link'}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          apply(event);
        }}
      >
        <DialogTitle id={titleId}>{editing ? 'Edit link' : 'Insert link'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Link address"
            value={address}
            autoFocus
            required
            placeholder="https://"
            error={error !== undefined}
            helperText={error ?? 'A web address (https://) or an email address (mailto:).'}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(undefined);
            }}
            slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
            sx={{ mt: 2 }}
          />
          {askText && (
            <TextField
              label="Text to show"
              value={text}
              helperText="Leave empty to show the address."
              onChange={(event) => {
                setText(event.target.value);
              }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          {onRemove !== undefined && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remove link
            </Button>
          )}
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
