import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';

import type { TenantRequestView } from '../../../api/tenant-requests-api';
import type { DataGridColumn, GridRowAction } from '../../../shared/grid/DataGrid';
import { REQUEST_STATE_LABELS, type TenantRequestsStore } from '../stores/tenant-requests-store';
import { formatUtc } from '../time-zones';
import { ConsoleGrid } from '../../../shared/grid/ConsoleGrid';
import { pagedGridProps } from '../../../shared/grid/paged-grid';
import { RefreshNote } from './RefreshNote';

/** The last columns of a requests grid: its dates (UTC+0), time zone and state (with a failure's reason). */
export const REQUEST_SCHEDULE_COLUMNS: readonly DataGridColumn<TenantRequestView>[] = [
  {
    key: 'startDate',
    header: 'Start Date (UTC+0)',
    width: 140,
    sortable: false,
    format: (value) => formatUtc(value as string),
  },
  {
    key: 'endDate',
    header: 'End Date (UTC+0)',
    width: 140,
    sortable: false,
    format: (value) => formatUtc(value as string),
  },
  { key: 'country', header: 'Time Zone', width: 140, sortable: false },
  {
    key: 'state',
    header: 'State',
    width: 90,
    sortable: false,
    format: (_value, row) => REQUEST_STATE_LABELS[row.state],
    secondary: (row) => row.failureReason ?? '',
  },
];

export interface RequestsPanelProps {
  store: TenantRequestsStore;
  /** The grid's accessible name. */
  label: string;
  columns: readonly DataGridColumn<TenantRequestView>[];
  emptyText: string;
  /** The request's name in its row menu ('Actions for ...'). */
  name: (request: TenantRequestView) => string;
  /** Whether the request offers Manage User (the page of the users it creates). */
  managesUsers: (request: TenantRequestView) => boolean;
  onEdit: (request: TenantRequestView) => void;
  onDelete: (request: TenantRequestView) => void;
}

/** Why a request cannot be edited any more. */
export const ONLY_PENDING_EDITABLE = 'Only a pending request can be edited';

/**
 * The body of a requests page: the refresh note and the grid of the requests, each row with its menu
 * (the Actions column, or a click on the row): Manage User, Edit (while pending) and Delete.
 */
export const RequestsPanel = observer(function RequestsPanel({
  store,
  label,
  columns,
  emptyText,
  name,
  managesUsers,
  onEdit,
  onDelete,
}: RequestsPanelProps) {
  const navigate = useNavigate();
  const actions = (request: TenantRequestView): GridRowAction[] => [
    ...(managesUsers(request)
      ? [
          {
            label: 'Manage User',
            onSelect: () => {
              void navigate(`/administrator/tenant-request/${encodeURIComponent(request.featureRequestId)}`);
            },
          },
        ]
      : []),
    {
      label: 'Edit',
      disabled: request.state !== 'PENDING',
      ...(request.state === 'PENDING' ? {} : { hint: ONLY_PENDING_EDITABLE }),
      onSelect: () => {
        onEdit(request);
      },
    },
    {
      label: 'Delete',
      destructive: true,
      onSelect: () => {
        onDelete(request);
      },
    },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <RefreshNote
          busy={store.status === 'loading'}
          onRefresh={() => {
            void store.load();
          }}
        />
      </Box>
      <ConsoleGrid<TenantRequestView>
        {...pagedGridProps(store)}
        label={label}
        columns={columns}
        rowKey={(row) => row.featureRequestId}
        emptyText={emptyText}
        rowActions={{ name, actions }}
        total={store.requests.length}
      />
    </>
  );
});
