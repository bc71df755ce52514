import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';

import type { ConversationSummary } from '../../../api/luca-api';
import { EmptyState } from '../../../shared/feedback/EmptyState';
import type { LucaStore } from '../stores/luca-store';
import { conversationTime, questionsText } from './conversation-time';

export interface ConversationActions {
  onRename: (conversation: ConversationSummary) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** The Rename / Delete menu of one conversation, behind a labelled ⋮ button. */
export function ConversationMenu({
  conversation,
  onRename,
  onDelete,
  edge,
}: ConversationActions & { conversation: ConversationSummary; edge?: 'end' | false }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        edge={edge}
        size="small"
        aria-label={`Actions for ${conversation.title}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : menuId}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onRename(conversation);
          }}
        >
          <ListItemIcon>
            <DriveFileRenameOutline fontSize="small" />
          </ListItemIcon>
          Rename
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onDelete(conversation);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}

export interface ConversationListProps extends ConversationActions {
  store: LucaStore;
  /** After a conversation (or a new one) was chosen, e.g. to close the drawer. */
  onChosen?: () => void;
}

/** The user's conversations, most recently used first, with New conversation above them. */
export const ConversationList = observer(function ConversationList({
  store,
  onChosen,
  onRename,
  onDelete,
}: ConversationListProps) {
  const headingId = useId();
  const now = new Date();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'auto auto minmax(0, 1fr)',
        gap: 3,
        minHeight: 0,
        height: '100%',
      }}
    >
      <Button
        variant="outlined"
        startIcon={<AddCommentOutlined />}
        onClick={() => {
          store.startNew();
          onChosen?.();
        }}
        fullWidth
      >
        New conversation
      </Button>
      <Typography
        id={headingId}
        variant="overline"
        color="text.secondary"
        component="h2"
        sx={{ m: 0, px: 1 }}
      >
        Conversations
      </Typography>
      {store.status === 'loading' ? (
        <Box role="status" aria-label="Loading conversations" sx={{ display: 'grid', gap: 2, px: 1 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={44} />
          ))}
        </Box>
      ) : store.conversations.length === 0 ? (
        <EmptyState
          variant="inline"
          text="No conversations yet. Ask a question to start one."
          sx={{ px: 1 }}
        />
      ) : (
        <List
          dense
          disablePadding
          sx={{
            overflowY: 'auto',
            minHeight: 0,
            alignSelf: 'start',
            maxHeight: '100%',
            '& > li + li': { mt: 0.5 },
          }}
        >
          {store.conversations.map((conversation) => {
            const active = conversation.id === store.activeId;
            return (
              <ListItem
                key={conversation.id}
                disablePadding
                secondaryAction={
                  <ConversationMenu
                    conversation={conversation}
                    onRename={onRename}
                    onDelete={onDelete}
                    edge="end"
                  />
                }
              >
                <ListItemButton
                  selected={active}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => {
                    void store.select(conversation.id);
                    onChosen?.();
                  }}
                  sx={{ borderRadius: 2, pr: 10 }}
                >
                  <ListItemText
                    primary={conversation.title}
                    secondary={`${questionsText(conversation.turns)} · ${conversationTime(conversation.updatedAt, now)}`}
                    slotProps={{
                      primary: {
                        noWrap: true,
                        title: conversation.title,
                        sx: { fontWeight: active ? 600 : 500 },
                      },
                      secondary: { noWrap: true },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
});
