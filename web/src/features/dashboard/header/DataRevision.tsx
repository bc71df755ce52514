import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import type { components } from '../../../api/schema';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { useStores } from '../../../stores/store-context';
import { datasetOriginName, describeDatasetOrigin } from './dataset-origin';
import { formatRevisionSgt } from './revision-time';

type RevisionView = components['schemas']['RevisionView'];

type State =
  | { kind: 'loading' }
  | { kind: 'done'; text: string | undefined; origin?: { name: string; description: string } };

/**
 * The header's 'last data update' in SGT and where the data came from, read once from `GET /dashboard/revision`:
 * in the toolbar from `md` (`placement` header: the origin's name, in full on hover and for a screen reader),
 * or at the top of the phone header's More menu (`placement` menu: the origin in full on a line of its own).
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
        const name = datasetOriginName(answer.origin);
        const description = describeDatasetOrigin(answer.origin);
        setState({
          kind: 'done',
          text: formatRevisionSgt(answer.revisionDate),
          ...(name !== undefined && description !== undefined ? { origin: { name, description } } : {}),
        });
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
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant={inMenu ? 'caption' : 'body2'}
          noWrap={!inMenu}
          component="p"
          // Cut short on a narrow toolbar: the whole of it on hover.
          title={
            state.kind === 'done' && state.text !== undefined
              ? `Last data update: ${state.text}${state.origin ? ` · ${state.origin.description}` : ''}`
              : undefined
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
          {state.kind === 'done' && state.origin && !inMenu ? (
            <>
              <span aria-hidden="true"> · {state.origin.name}</span>
              <Box component="span" sx={VISUALLY_HIDDEN} data-testid="data-origin">
                {`, from ${state.origin.description}`}
              </Box>
            </>
          ) : null}
        </Typography>
        {state.kind === 'done' && state.origin && inMenu ? (
          <Typography variant="caption" component="p" sx={{ m: 0 }}>
            {state.origin.description}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
