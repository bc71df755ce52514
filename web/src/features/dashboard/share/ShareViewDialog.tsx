import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';

export interface ShareViewDialogProps {
  /** The absolute link; the dialog is open while there is one. */
  link: string | undefined;
  onClose: () => void;
}

/** The share link with Copy: the link opens this screen and company for users of the same organisation. */
export function ShareViewDialog({ link, onClose }: ShareViewDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (link === undefined) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: select the link so Ctrl+C copies it.
      input.current?.select();
    }
  };

  return (
    <Dialog
      open={link !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEnter: () => setCopied(false) } }}
    >
      <DialogTitle id={titleId}>Share View</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 4 }}>
        <DialogContentText variant="body2">
          Anyone in your organisation who opens this link sees this screen: the same filters and the same
          company. It does not work for other organisations.
        </DialogContentText>
        <TextField
          label="Link"
          value={link ?? ''}
          inputRef={input}
          onFocus={(event) => {
            event.target.select();
          }}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          helperText={copied ? 'Copied to the clipboard.' : ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        <Button
          variant="contained"
          startIcon={<ContentCopyOutlined fontSize="small" />}
          onClick={() => {
            void copy();
          }}
        >
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
