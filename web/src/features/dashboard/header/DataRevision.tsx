import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { useStores } from '../../../stores/store-context';
import { formatRevisionSgt } from './revision-time';

interface RevisionView {
  revisionDate: string | null;
}

type State = { kind: 'loading' } | { kind: 'done'; text: string | undefined };

/**
 * The header's 'last data update' in SGT, read once from `GET /dashboard/revision`: in the toolbar from `md`
 * (`placement` header), or at the top of the phone header's More menu (`placement` menu).
 */
export function DataRevision({ placement = 'header' }: { placement?: 'header' | 'menu' }) {
  const inMenu = placement === 'menu';
  const { api } = useStores();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<RevisionView>('/dashboard/revision', { notifyOnError: false, signal: controller.signal })
      .then((answer) => {
        setState({ kind: 'done', text: formatRevisionSgt(answer.revisionDate) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'done', text: undefined });
      });
    return () => {
      controller.abort();
    };
  }, [api]);

  return (
    <Box
      sx={{
        display: inMenu ? 'flex' : { xs: 'none', md: 'flex' },
        alignItems: 'center',
        gap: 2,
        color: 'text.secondary',
        minWidth: 0,
      }}
      aria-live={inMenu ? undefined : 'polite'}
    >
      <UpdateOutlined fontSize="small" aria-hidden="true" />
      <Typography
        variant={inMenu ? 'caption' : 'body2'}
        noWrap={!inMenu}
        component="p"
        // Cut short on a narrow toolbar: the whole of it on hover.
        title={
          state.kind === 'done' && state.text !== undefined ? `Last data update: ${state.text}` : undefined
        }
        sx={{ m: 0, minWidth: 0 }}
      >
        Last data update:{' '}
        {state.kind === 'loading' ? (
          <Skeleton variant="text" width={150} sx={{ display: 'inline-block' }} />
        ) : (
          <Box
            component="span"
            sx={{ color: 'text.primary', fontWeight: 500 }}
            data-testid={inMenu ? undefined : 'data-revision'}
          >
            {state.text ?? 'not loaded yet'}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
