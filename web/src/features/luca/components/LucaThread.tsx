import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';

import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { CONVERSATION_FULL, type LucaStore } from '../stores/luca-store';
import { AnswerCard, LucaAvatar } from './AnswerCard';
import { Composer } from './Composer';
import { ConversationMenu, type ConversationActions } from './ConversationList';
import { PendingAnswer, QuestionBubble } from './Messages';
import { SuggestionChips } from './SuggestionChips';

/** What a new conversation shows: what Luca does, and questions to start with. */
const EmptyThread = observer(function EmptyThread({ store }: { store: LucaStore }) {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 4,
        py: { xs: 6, md: 10 },
        px: 2,
      }}
    >
      <Box sx={{ transform: 'scale(1.5)', mb: 2 }}>
        <LucaAvatar />
      </Box>
      <Typography variant="h3" component="h2">
        Ask Luca about accounting risk
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        Luca answers from the same data as your dashboard: scores, ratings, risk clusters and your watchlists.
        Every figure is numbered and links to the company dashboard it comes from.
      </Typography>
      <Box sx={{ maxWidth: 720, width: '100%', textAlign: 'left' }}>
        <SuggestionChips
          label="Try asking"
          suggestions={store.suggestions}
          onAsk={(question) => {
            void store.askSuggestion(question);
          }}
          disabled={store.sending}
        />
      </Box>
    </Box>
  );
});

function ThreadLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading the conversation"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}
    >
      <Skeleton variant="rounded" height={44} sx={{ justifySelf: 'end', width: '50%' }} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={44} sx={{ justifySelf: 'end', width: '40%' }} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

export interface LucaThreadProps extends ConversationActions {
  store: LucaStore;
  /** The Conversations button of narrow screens (the list is a drawer there). */
  listButton?: ReactNode;
}

/** The conversation on screen: its title and actions, the questions and answers, and the question box. */
export const LucaThread = observer(function LucaThread({
  store,
  listButton,
  onRename,
  onDelete,
}: LucaThreadProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLDivElement>(null);
  const summary = store.activeSummary;
  const turns = store.turns;
  const pending = store.visiblePending;
  const failure = store.visibleFailure;
  const ask = (question: string) => {
    void store.askSuggestion(question);
  };

  // The newest exchange comes into view: its question at the top, so a long answer reads from its start.
  const lastKey = `${store.activeId ?? 'new'}|${turns.length}|${pending === undefined ? '' : 'pending'}|${failure === undefined ? '' : 'failed'}`;
  useEffect(() => {
    const log = logRef.current;
    const last = lastRef.current;
    if (log === null || last === null || typeof log.scrollTo !== 'function') return;
    log.scrollTo({ top: Math.max(0, last.offsetTop - 16), behavior: 'smooth' });
  }, [lastKey]);

  let content: ReactNode;
  if (store.threadState.status === 'loading') {
    content = <ThreadLoading />;
  } else if (store.threadState.status === 'error') {
    content = (
      <ErrorWithRetry
        onRetry={
          store.activeId === undefined
            ? undefined
            : () => {
                if (store.activeId !== undefined) void store.select(store.activeId);
              }
        }
      >
        {store.threadState.message}
      </ErrorWithRetry>
    );
  } else if (store.isEmpty && failure === undefined) {
    content = <EmptyThread store={store} />;
  } else {
    content = (
      <>
        {turns.map((turn, position) => (
          <Box
            key={turn.id}
            ref={position === turns.length - 1 && pending === undefined ? lastRef : undefined}
            component="article"
            aria-label={`Question ${position + 1}`}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}
          >
            <QuestionBubble question={turn.question} />
            <AnswerCard turnId={turn.id} answer={turn.answer} onAsk={ask} busy={store.sending} />
          </Box>
        ))}
        {pending !== undefined && (
          <Box ref={lastRef} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
            <QuestionBubble question={pending.question} />
            <PendingAnswer />
          </Box>
        )}
        {failure !== undefined && (
          <Box
            ref={pending === undefined ? lastRef : undefined}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}
          >
            <QuestionBubble question={failure.question} />
            {failure.errorCode === CONVERSATION_FULL ? (
              <ErrorWithRetry
                otherAction={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      store.startNew();
                    }}
                  >
                    New conversation
                  </Button>
                }
              >
                {failure.message}
              </ErrorWithRetry>
            ) : (
              <ErrorWithRetry onRetry={() => void store.retry()} retryDisabled={store.sending}>
                {failure.message}
              </ErrorWithRetry>
            )}
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Conversation"
      sx={{
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr) auto',
        gridTemplateColumns: 'minmax(0, 1fr)',
        minHeight: 0,
        minWidth: 0,
        height: '100%',
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 3, sm: 5 },
          py: 2.5,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 56,
        }}
      >
        {listButton}
        <ForumOutlined
          fontSize="small"
          sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}
        />
        <Typography
          variant="h4"
          component="h2"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontSize: '1rem' }}
          title={store.title}
        >
          {store.title}
        </Typography>
        {summary !== undefined && (
          <ConversationMenu conversation={summary} onRename={onRename} onDelete={onDelete} edge="end" />
        )}
        {summary === undefined && store.activeId === undefined && turns.length === 0 && (
          <Tooltip title="Your conversation is saved when you ask the first question">
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'none', sm: 'block' } }}
            >
              Not saved yet
            </Typography>
          </Tooltip>
        )}
      </Box>
      <Box
        ref={logRef}
        role="log"
        aria-label="Questions and answers"
        sx={{
          position: 'relative',
          overflowY: 'auto',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignContent: 'start',
          gap: 6,
          px: { xs: 3, sm: 5 },
          py: { xs: 4, sm: 5 },
          minWidth: 0,
        }}
      >
        {content}
      </Box>
      <Box
        sx={{
          px: { xs: 3, sm: 5 },
          pt: 3,
          pb: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Composer store={store} autoFocus />
      </Box>
    </Paper>
  );
});

/** The Conversations button of narrow screens. */
export function ConversationsButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  return (
    <Tooltip title="Conversations">
      <IconButton
        aria-label="Show conversations"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={onClick}
        edge="start"
        sx={{ display: { md: 'none' } }}
      >
        <ForumOutlined />
      </IconButton>
    </Tooltip>
  );
}
