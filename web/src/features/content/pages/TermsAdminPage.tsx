import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';

import { ContentApi, TERMS_KINDS, type TermsKind } from '../../../api/content-api';
import { EmptyState } from '../../../shared/feedback/EmptyState';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleConfirmDialog } from '../../../shared/dialogs/ConsoleConfirmDialog';
import { PageHeader } from '../../../shared/page/PageHeader';
import { formatMoment } from '../calendar-day';
import { TERMS_KIND_LABELS, TermsStore } from '../stores/terms-store';

/** The editor of the terms is 300 px high (spec section 2). */
export const TERMS_EDITOR_HEIGHT = 300;
export const NO_TERMS_TEXT = 'There are no terms yet. Use Edit to write them.';
export const REACCEPT_WARNING =
  'Publishing new terms and conditions asks every user who agreed before to agree again at their next sign-in.';

const PANEL_ID = 'terms-panel';
const tabId = (kind: TermsKind) => `terms-tab-${kind}`;

/**
 * `/administrator/termandcondition` (Administrator): the read view of the terms users agree to at sign-in,
 * and of the subscription terms of the payment page; Edit opens the rich-text editor (300 px), Save publishes.
 */
export const TermsAdminPage = observer(function TermsAdminPage() {
  const { api, ui } = useStores();
  const [store] = useState(() => new TermsStore(new ContentApi(api)));
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle('Terms and Conditions');

  useEffect(() => {
    void store.load();
  }, [store]);

  const publish = async () => {
    const outcome = await store.save();
    if (outcome === 'saved') {
      ui.notify({
        title: 'Notification',
        message: `${TERMS_KIND_LABELS[store.kind]} published.`,
        severity: 'success',
      });
    }
  };

  const save = () => {
    if (!store.validate()) {
      document.querySelector<HTMLElement>(`#${PANEL_ID} [role="textbox"][contenteditable]`)?.focus();
      return;
    }
    if (store.kind === 'GENERAL') setConfirming(true);
    else void publish();
  };

  const terms = store.current;
  let body;
  if (store.editing) {
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {store.kind === 'GENERAL' && <Alert severity="info">{REACCEPT_WARNING}</Alert>}
        <RichTextEditor
          label={`${TERMS_KIND_LABELS[store.kind]} content`}
          required
          autoFocus
          height={TERMS_EDITOR_HEIGHT}
          value={store.draft}
          error={store.draftError}
          onChange={(html) => {
            store.setDraft(html);
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
          <Button
            color="inherit"
            onClick={() => {
              store.cancelEdit();
            }}
            disabled={store.busy}
          >
            Cancel
          </Button>
          <Button variant="contained" loading={store.busy} onClick={save}>
            Save
          </Button>
        </Box>
      </Box>
    );
  } else if (store.status === 'error' && terms === undefined) {
    body = <ErrorWithRetry onRetry={() => void store.load()}>{store.error}</ErrorWithRetry>;
  } else if (terms === undefined) {
    body = (
      <Box role="status" aria-label="Loading the terms">
        <Skeleton width="40%" height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="80%" />
      </Box>
    );
  } else if (store.isEmpty) {
    body = <EmptyState variant="plain" text={NO_TERMS_TEXT} />;
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {terms.updated !== null && terms.updated !== undefined && (
          <Typography variant="caption" color="text.secondary">
            Last updated {formatMoment(terms.updated)}
          </Typography>
        )}
        <RichTextView html={terms.content} />
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Terms and Conditions"
        description="The terms users agree to at sign-in, and the subscription terms of the payment page."
        actions={
          store.editing ? undefined : (
            <Button
              variant="contained"
              startIcon={<EditOutlined />}
              disabled={store.status !== 'ready'}
              onClick={() => {
                store.startEdit();
              }}
            >
              Edit
            </Button>
          )
        }
      />
      <Tabs
        value={store.kind}
        onChange={(_event, kind: TermsKind) => {
          void store.setKind(kind);
        }}
        aria-label="Which terms"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TERMS_KINDS.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={TERMS_KIND_LABELS[kind]}
            id={tabId(kind)}
            aria-controls={PANEL_ID}
            disabled={store.editing && kind !== store.kind}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(store.kind)}
        aria-busy={store.status === 'loading'}
        sx={{ px: { xs: 4, md: 6 }, py: 5 }}
      >
        {body}
      </Paper>
      <ConsoleConfirmDialog
        open={confirming}
        title="Publish Terms and Conditions"
        confirmLabel="Publish"
        onConfirm={publish}
        onClose={() => {
          setConfirming(false);
        }}
      >
        {REACCEPT_WARNING}
      </ConsoleConfirmDialog>
    </Box>
  );
});
