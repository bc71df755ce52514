import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { LucaAvatar } from './AnswerCard';

/** The user's question, on the right. */
export function QuestionBubble({ question }: { question: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', pl: { xs: 6, sm: 16 } }}>
      <Typography
        component="p"
        sx={{
          m: 0,
          px: 4,
          py: 2.5,
          borderRadius: 3,
          borderBottomRightRadius: 4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxWidth: '100%',
        }}
      >
        <Box component="span" sx={VISUALLY_HIDDEN}>
          You asked:{' '}
        </Box>
        {question}
      </Typography>
    </Box>
  );
}

/** Luca working on an answer (up to about 30 s with a language model). */
export function PendingAnswer() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <LucaAvatar />
      <Box
        role="status"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 2,
          px: 4,
          py: 2.5,
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.secondary',
        }}
      >
        <CircularProgress size={16} aria-hidden="true" />
        <Typography variant="body2">Luca is looking into it…</Typography>
      </Box>
    </Box>
  );
}
