import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';

import { LucaApi, type ConversationSummary } from '../../../api/luca-api';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { PermissionDenied } from '../../../shared/routing/PermissionDenied';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { DeleteConversationDialog, RenameConversationDialog } from '../components/ConversationDialogs';
import { ConversationList } from '../components/ConversationList';
import { ConversationsButton, LucaThread } from '../components/LucaThread';
import { LucaStore } from '../stores/luca-store';

const DRAWER_ID = 'luca-conversations';

/** The page fills the window under the header: the thread scrolls, the question box stays in view. */
const PAGE_HEIGHT = {
  xs: 'calc(100dvh - var(--ls-banner-height, 0px) - 56px - 48px)',
  sm: 'calc(100dvh - var(--ls-banner-height, 0px) - 60px - 48px)',
  md: 'calc(100dvh - var(--ls-banner-height, 0px) - 60px - 64px)',
};

/**
 * `/luca` (lucaAccessible only): the Luca assistant (docs/api/luca.md). Conversations on the left (a
 * drawer on narrow screens), the conversation on screen beside them. Opening the page records the
 * LUCA_ACCESS activity; a refusal by the server (Luca taken away, or outside the Luca dates) shows the
 * permission message. The store lives with the page, so another user never sees these conversations.
 */
export const LucaPage = observer(function LucaPage() {
  const { api } = useStores();
  const [store] = useState(() => new LucaStore(new LucaApi(api)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [renaming, setRenaming] = useState<ConversationSummary | undefined>(undefined);
  const [deleting, setDeleting] = useState<ConversationSummary | undefined>(undefined);
  useDocumentTitle('Luca');

  useEffect(() => {
    void store.open();
    return () => {
      store.dispose();
    };
  }, [store]);

  if (store.status === 'denied') return <PermissionDenied />;

  const actions = {
    onRename: (conversation: ConversationSummary) => {
      setRenaming(conversation);
    },
    onDelete: (conversation: ConversationSummary) => {
      setDeleting(conversation);
    },
  };
  const closeDrawer = () => {
    setDrawerOpen(false);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr)',
        gap: { xs: 3, md: 4 },
        height: PAGE_HEIGHT,
        minHeight: 480,
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'flex-end', gap: 4, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ m: 0 }}>
            Assistant
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
            Luca
          </Typography>
        </Box>
        {store.engine !== undefined && (
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {store.engine === 'LLM'
              ? 'Answers by a language model, from your dashboard data'
              : "Answers by Luca's built-in engine, from your dashboard data"}
          </Typography>
        )}
      </Box>
      {store.status === 'error' ? (
        <ErrorWithRetry sx={{ alignSelf: 'start' }} onRetry={() => void store.open()}>
          {store.error}
        </ErrorWithRetry>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
            gap: 4,
            minHeight: 0,
          }}
        >
          <Paper
            component="aside"
            variant="outlined"
            aria-label="Conversations"
            sx={{
              display: { xs: 'none', md: 'grid' },
              gridTemplateRows: 'minmax(0, 1fr)',
              p: 3,
              minHeight: 0,
              overflow: 'hidden',
              borderRadius: 3,
            }}
          >
            <ConversationList store={store} {...actions} />
          </Paper>
          <LucaThread
            store={store}
            {...actions}
            listButton={
              <ConversationsButton
                expanded={drawerOpen}
                onClick={() => {
                  setDrawerOpen(true);
                }}
              />
            }
          />
        </Box>
      )}
      <Drawer
        id={DRAWER_ID}
        open={drawerOpen}
        onClose={closeDrawer}
        slotProps={{
          paper: {
            sx: { width: 'min(320px, 88vw)', p: 3, pt: 'calc(var(--ls-banner-height, 0px) + 12px)' },
            'aria-label': 'Conversations',
          },
        }}
        sx={{ display: { md: 'none' } }}
      >
        <ConversationList store={store} onChosen={closeDrawer} {...actions} />
      </Drawer>
      <RenameConversationDialog
        conversation={renaming}
        onRename={(conversationId, title) => store.rename(conversationId, title)}
        onClose={() => {
          setRenaming(undefined);
        }}
      />
      <DeleteConversationDialog
        conversation={deleting}
        onDelete={(conversationId) => store.remove(conversationId)}
        onClose={() => {
          setDeleting(undefined);
        }}
      />
    </Box>
  );
});
