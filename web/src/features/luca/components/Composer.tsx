import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';

import { QUESTION_MAX_LENGTH } from '../../../api/luca-api';
import type { LucaStore } from '../stores/luca-store';

export const QUESTION_FIELD_LABEL = 'Ask Luca';
const HINT = 'Enter sends, Shift+Enter adds a line';

/** Whether a key press in the question box sends it: Enter without Shift, not while composing text (IME). */
export function sendsOnKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'> & {
    nativeEvent?: { isComposing?: boolean };
  },
): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.altKey && event.nativeEvent?.isComposing !== true;
}

/** The question box: Enter sends, Shift+Enter adds a line; the send button says when it cannot send. */
export const Composer = observer(function Composer({
  store,
  autoFocus = false,
}: {
  store: LucaStore;
  autoFocus?: boolean;
}) {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const hintId = useId();
  const length = store.draft.trim().length;
  const error = store.draftError;

  // Back in the box once an answer arrives (or the question failed), ready for the next question.
  const sending = store.sending;
  useEffect(() => {
    if (!sending && autoFocus) inputRef.current?.focus();
  }, [sending, autoFocus]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void store.sendDraft();
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Ask a question" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
        <TextField
          inputRef={inputRef}
          label={QUESTION_FIELD_LABEL}
          placeholder="Ask about a company, a sector or your watchlists"
          value={store.draft}
          onChange={(event) => {
            store.setDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (!sendsOnKey(event)) return;
            event.preventDefault();
            if (store.canSend) submit();
          }}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          error={error !== undefined}
          slotProps={{
            htmlInput: { 'aria-describedby': hintId, autoComplete: 'off' },
          }}
        />
        <Tooltip title={store.sending ? 'Luca is answering' : 'Send (Enter)'}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              aria-label="Send question"
              disabled={!store.canSend}
              sx={{
                width: 48,
                height: 48,
                mb: 0.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark' },
                '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
              }}
            >
              <SendRounded />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', px: 1 }}>
        <Typography
          id={hintId}
          variant="caption"
          color={error === undefined ? 'text.secondary' : 'error'}
          role={error === undefined ? undefined : 'alert'}
        >
          {error ?? HINT}
        </Typography>
        {length > QUESTION_MAX_LENGTH * 0.8 && (
          <Typography
            variant="caption"
            color={error === undefined ? 'text.secondary' : 'error'}
            aria-hidden="true"
          >
            {length}/{QUESTION_MAX_LENGTH}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
