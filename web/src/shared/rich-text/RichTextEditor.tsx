import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Component, Suspense, type ReactNode } from 'react';

import { DEFAULT_EDITOR_HEIGHT, type RichTextEditorProps } from './rich-text-types';
import { lazyWithRetry } from '../lazy-with-retry';

export type { RichTextEditorProps } from './rich-text-types';

/** TipTap and ProseMirror load with the first editor on screen, never with the login page. */
const LazyEditor = lazyWithRetry(() => import('./RichTextEditorImpl'));

/** An editor whose code failed to load (offline, a new release) says so instead of breaking the page. */
class EditorLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Typography role="alert" color="error" variant="body2" sx={{ py: 4 }}>
        The editor could not be loaded. Reload the page to try again.
      </Typography>
    );
  }
}

function EditorSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Box role="status" aria-label={`Loading the ${label} editor`} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}

/**
 * The app's one rich-text editor (TipTap): a labelled toolbar (bold, italic, bulleted and numbered lists,
 * link), usable from the keyboard, over a writing area of the given height. Loaded on demand.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? DEFAULT_EDITOR_HEIGHT;
  return (
    <EditorLoadBoundary>
      <Suspense fallback={<EditorSkeleton label={props.label} height={height} />}>
        <LazyEditor {...props} height={height} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
