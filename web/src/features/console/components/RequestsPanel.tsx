import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import type { TenantRequestView } from '../../../api/tenant-requests-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { REQUEST_STATE_LABELS, type TenantRequestsStore } from '../stores/tenant-requests-store';
import { formatUtc } from '../time-zones';
import { ConsoleGrid } from './ConsoleGrid';
import { pagedGridProps } from './paged-grid';
import { RefreshNote } from './RefreshNote';
import { BarButton, SelectionBar, SelectionSummary } from './SelectionBar';

/** The last columns of a requests grid: its dates (UTC+0), time zone and state. */
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
  },
];

export interface RequestsPanelProps {
  store: TenantRequestsStore;
  /** The grid's accessible name. */
  label: string;
  columns: readonly DataGridColumn<TenantRequestView>[];
  emptyText: string;
  /** What to do while no request is selected. */
  hint: string;
  /** The selected request's name in the selection bar. */
  title: (request: TenantRequestView) => ReactNode;
  /** Whether the request offers Manage User (the page of the users it creates). */
  managesUsers: (request: TenantRequestView) => boolean;
  onEdit: (request: TenantRequestView) => void;
  onDelete: (request: TenantRequestView) => void;
}

/**
 * The body of a requests page: the refresh note, the selected request with Manage User, Edit (while
 * pending) and Delete, and the grid of the requests.
 */
export const RequestsPanel = observer(function RequestsPanel({
  store,
  label,
  columns,
  emptyText,
  hint,
  title,
  managesUsers,
  onEdit,
  onDelete,
}: RequestsPanelProps) {
  const navigate = useNavigate();
  const selected = store.selected;

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
      <SelectionBar
        label="Selected request"
        hint={hint}
        summary={
          selected && (
            <SelectionSummary
              title={title(selected)}
              detail={`${REQUEST_STATE_LABELS[selected.state]}${selected.failureReason === null ? '' : `: ${selected.failureReason}`}`}
            />
          )
        }
      >
        {selected !== undefined && (
          <>
            {managesUsers(selected) && (
              <BarButton
                onClick={() => {
                  void navigate(
                    `/administrator/tenant-request/${encodeURIComponent(selected.featureRequestId)}`,
                  );
                }}
              >
                Manage User
              </BarButton>
            )}
            <BarButton
              disabled={selected.state !== 'PENDING'}
              title={selected.state === 'PENDING' ? undefined : 'Only a pending request can be edited'}
              onClick={() => {
                onEdit(selected);
              }}
            >
              Edit
            </BarButton>
            <BarButton
              color="error"
              onClick={() => {
                onDelete(selected);
              }}
            >
              Delete
            </BarButton>
          </>
        )}
      </SelectionBar>
      <ConsoleGrid<TenantRequestView>
        {...pagedGridProps(store)}
        label={label}
        columns={columns}
        rowKey={(row) => row.featureRequestId}
        emptyText={emptyText}
        selectedKey={store.selectedId}
        onRowActivate={(row) => {
          store.select(row.featureRequestId);
        }}
        total={store.requests.length}
      />
    </>
  );
});
