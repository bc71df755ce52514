import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';

import { ContentApi, type PopupTextView, type SettingView } from '../../../api/content-api';
import type { DataGridColumn, GridRowAction } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleGrid } from '../../../shared/grid/ConsoleGrid';
import { PageHeader } from '../../../shared/page/PageHeader';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
import { formatMoment } from '../calendar-day';
import { ConnectionResultDialog } from '../components/ConnectionResultDialog';
import { PopupTextDialog } from '../components/PopupTextDialog';
import { SettingFormDialog } from '../components/SettingFormDialog';
import { CONTENT_PAGE_SIZE } from '../stores/announcements-store';
import {
  canTestConnection,
  settingValueText,
  SettingsStore,
  type SettingsTab,
} from '../stores/settings-store';

/** A long value shows its start in the grid; the edit dialog has all of it. */
function clip(text: string, length = 140): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

export const SETTING_COLUMNS: readonly DataGridColumn<SettingView>[] = [
  { key: 'key', header: 'Key', width: 230, sortable: false },
  {
    key: 'value',
    header: 'Value',
    width: 280,
    sortable: false,
    format: (_value, row) => clip(settingValueText(row)),
  },
  {
    key: 'description',
    header: 'Description',
    width: 330,
    sortable: false,
    format: (value) => clip(String(value)),
  },
  { key: 'type', header: 'Type', width: 90, sortable: false },
  {
    key: 'updated',
    header: 'Last Updated',
    width: 170,
    minWidth: 168,
    sortable: false,
    format: (value) => formatMoment(String(value)),
  },
];

export const POPUP_COLUMNS: readonly DataGridColumn<PopupTextView>[] = [
  { key: 'id', header: 'Id', width: 190, sortable: false },
  { key: 'title', header: 'Title', width: 230, sortable: false },
  { key: 'text', header: 'Text', width: 540, sortable: false, format: (value) => clip(String(value)) },
  {
    key: 'updated',
    header: 'Last Updated',
    width: 170,
    minWidth: 168,
    sortable: false,
    format: (value) => (value === null ? 'Default' : formatMoment(String(value))),
  },
];

type Dialog = { kind: 'setting'; setting: SettingView } | { kind: 'popup'; popup: PopupTextView };

const TAB_LABELS: Readonly<Record<SettingsTab, string>> = { settings: 'Settings', popups: 'Popup texts' };
const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

/** Client-side pages of a list (the lists are short: a page of 10 keeps the grids alike). */
function usePage(length: number): [number, (page: number) => void, number] {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(length / CONTENT_PAGE_SIZE) - 1);
  return [Math.min(page, last), setPage, CONTENT_PAGE_SIZE];
}

/**
 * `/administrator/setting` (Administrator): the settings grid (key, value, description); each row's menu
 * (the Actions column, or a click on the row) has Edit, in the editor of the setting's type, and on the
 * dataset Test connection; and the dashboard's popup texts with Edit. Every save confirms with a notice.
 */
export const SettingsPage = observer(function SettingsPage() {
  const { api } = useStores();
  const [store] = useState(() => new SettingsStore(new ContentApi(api)));
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const done = useDoneNotice();
  const [settingsPage, setSettingsPage, size] = usePage(store.settings.rows.length);
  const [popupsPage, setPopupsPage] = usePage(store.popups.rows.length);
  useDocumentTitle('Settings');

  useEffect(() => {
    void store.loadSettings();
  }, [store]);

  const close = () => {
    setDialog(undefined);
  };
  const settingActions = (setting: SettingView): GridRowAction[] => [
    {
      label: 'Edit',
      onSelect: () => {
        setDialog({ kind: 'setting', setting });
      },
    },
    ...(canTestConnection(setting)
      ? [
          {
            label: 'Test connection',
            hint: 'Checks the dataset source it names',
            disabled: store.testing,
            onSelect: () => {
              void store.testConnection(setting.value);
            },
          },
        ]
      : []),
  ];
  const popupActions = (popup: PopupTextView): GridRowAction[] => [
    {
      label: 'Edit',
      hint: popup.id,
      onSelect: () => {
        setDialog({ kind: 'popup', popup });
      },
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Settings"
        description="Values the product reads at run time, and the texts of the dashboard's info popups."
      />
      <Tabs
        value={store.tab}
        onChange={(_event, tab: SettingsTab) => {
          void store.setTab(tab);
        }}
        aria-label="Settings and popup texts"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {(['settings', 'popups'] as const).map((tab) => (
          <Tab key={tab} value={tab} label={TAB_LABELS[tab]} id={tabId(tab)} aria-controls={panelId(tab)} />
        ))}
      </Tabs>

      {store.tab === 'settings' ? (
        <Box role="tabpanel" id={panelId('settings')} aria-labelledby={tabId('settings')}>
          <ConsoleGrid<SettingView>
            label="Settings"
            columns={SETTING_COLUMNS}
            rows={store.settings.rows.slice(settingsPage * size, (settingsPage + 1) * size)}
            rowKey={(row) => row.key}
            status={store.settings.status}
            error={store.settings.error}
            onRetry={() => {
              void store.loadSettings();
            }}
            emptyText="There are no settings."
            rowActions={{ name: (row) => row.key, actions: settingActions }}
            page={settingsPage}
            total={store.settings.rows.length}
            onPageChange={setSettingsPage}
          />
        </Box>
      ) : (
        <Box role="tabpanel" id={panelId('popups')} aria-labelledby={tabId('popups')}>
          <ConsoleGrid<PopupTextView>
            label="Popup texts"
            columns={POPUP_COLUMNS}
            rows={store.popups.rows.slice(popupsPage * size, (popupsPage + 1) * size)}
            rowKey={(row) => row.id}
            status={store.popups.status}
            error={store.popups.error}
            onRetry={() => {
              void store.loadPopups();
            }}
            emptyText="There are no popup texts."
            rowActions={{ name: (row) => row.title, actions: popupActions }}
            page={popupsPage}
            total={store.popups.rows.length}
            onPageChange={setPopupsPage}
          />
        </Box>
      )}

      {dialog?.kind === 'setting' && (
        <SettingFormDialog
          setting={dialog.setting}
          onSave={(input) => done(store.saveSetting(input), `Setting ${input.key} saved.`)}
          onTestConnection={(value) => {
            void store.testConnection(value);
          }}
          testing={store.testing}
          onClose={close}
        />
      )}
      {dialog?.kind === 'popup' && (
        <PopupTextDialog
          popup={dialog.popup}
          onSave={(input) => done(store.savePopup(input), `Popup text '${dialog.popup.title}' saved.`)}
          onClose={close}
        />
      )}
      {store.connection !== undefined && (
        <ConnectionResultDialog
          outcome={store.connection}
          onClose={() => {
            store.closeConnectionResult();
          }}
        />
      )}
    </Box>
  );
});
