import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';

import { ContentApi, type AnnouncementView } from '../../../api/content-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleGrid } from '../../console/components/ConsoleGrid';
import { PageHeader } from '../../console/components/PageHeader';
import { AddButton } from '../../console/components/PageActions';
import { pagedGridProps } from '../../console/components/paged-grid';
import { BarButton, SelectionBar, SelectionSummary } from '../../console/components/SelectionBar';
import { TargetConfirmDialog } from '../../console/components/TargetConfirmDialog';
import { formatDay, formatMoment, localDay } from '../calendar-day';
import { AnnouncementFormDialog } from '../components/AnnouncementFormDialog';
import { announcementPreview, AnnouncementsStore } from '../stores/announcements-store';

export const NO_ANNOUNCEMENTS_TEXT =
  'No announcements yet. Use New Announcement to tell every signed-in user about maintenance or news.';
export const SELECT_ANNOUNCEMENT_HINT =
  'Select an announcement in the grid (click, or Enter) to edit or delete it.';

export type AnnouncementState = 'Scheduled' | 'Current' | 'Ended';

/** Whether users see it today: before its start Scheduled, after its end Ended. */
export function announcementState(
  announcement: Pick<AnnouncementView, 'startDate' | 'endDate'>,
  today: string,
): AnnouncementState {
  if (today < announcement.startDate) return 'Scheduled';
  return today > announcement.endDate ? 'Ended' : 'Current';
}

function columns(today: string): readonly DataGridColumn<AnnouncementView>[] {
  return [
    { key: 'title', header: 'Title', width: 220, sortable: false },
    {
      key: 'preview',
      header: 'Content',
      width: 360,
      sortable: false,
      format: (_value, row) => announcementPreview(row),
    },
    {
      key: 'startDate',
      header: 'Start Date',
      width: 110,
      sortable: false,
      format: (value) => formatDay(String(value)),
    },
    {
      key: 'endDate',
      header: 'End Date',
      width: 110,
      sortable: false,
      format: (value) => formatDay(String(value)),
    },
    {
      key: 'id',
      header: 'Status',
      width: 90,
      sortable: false,
      format: (_value, row) => announcementState(row, today),
    },
    { key: 'version', header: 'Version', width: 70, align: 'right', sortable: false },
    {
      key: 'updated',
      header: 'Last Updated',
      width: 160,
      sortable: false,
      format: (value) => formatMoment(String(value)),
    },
  ];
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; announcement: AnnouncementView }
  | { kind: 'delete'; announcement: AnnouncementView };

const STATE_COLORS = { Scheduled: 'info', Current: 'success', Ended: 'default' } as const;

/**
 * `/administrator/announcement` (Administrator): every announcement in a grid (title, a 60-character preview
 * of the content, days, version), New Announcement, and Edit or Delete of the one chosen.
 */
export const AnnouncementsPage = observer(function AnnouncementsPage() {
  const { api } = useStores();
  const [store] = useState(() => new AnnouncementsStore(new ContentApi(api)));
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const today = localDay(new Date());
  const [gridColumns] = useState(() => columns(today));
  useDocumentTitle('Announcements');

  useEffect(() => {
    void store.load();
  }, [store]);

  const selected = store.selected;
  const close = () => {
    setDialog(undefined);
  };

  return (
    <Box>
      <PageHeader
        title="Announcements"
        description="Each signed-in user sees a current announcement once and acknowledges it; an edit shows it again."
        actions={
          <AddButton
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            New Announcement
          </AddButton>
        }
      />
      <SelectionBar
        label="Selected announcement"
        hint={SELECT_ANNOUNCEMENT_HINT}
        summary={
          selected && <SelectionSummary title={selected.title} detail={`version ${selected.version}`} />
        }
      >
        {selected !== undefined && (
          <>
            <Chip
              size="small"
              variant="outlined"
              label={announcementState(selected, today)}
              color={STATE_COLORS[announcementState(selected, today)]}
            />
            <BarButton
              onClick={() => {
                setDialog({ kind: 'edit', announcement: selected });
              }}
            >
              Edit
            </BarButton>
            <BarButton
              color="error"
              onClick={() => {
                setDialog({ kind: 'delete', announcement: selected });
              }}
            >
              Delete
            </BarButton>
          </>
        )}
      </SelectionBar>
      <ConsoleGrid<AnnouncementView>
        {...pagedGridProps(store)}
        label="Announcements"
        columns={gridColumns}
        rowKey={(row) => row.id}
        emptyText={NO_ANNOUNCEMENTS_TEXT}
        selectedKey={store.selectedId}
        onRowActivate={(row) => {
          store.select(row.id);
        }}
        total={store.announcements.length}
      />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <AnnouncementFormDialog
          announcement={dialog.kind === 'edit' ? dialog.announcement : undefined}
          onSave={(input) => store.save(input, dialog.kind === 'edit' ? dialog.announcement.id : undefined)}
          onClose={close}
        />
      )}
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.announcement : undefined}
        title="Delete Announcement"
        destructive
        message={(announcement) =>
          `Delete the announcement '${announcement.title}'? Users will no longer see it.`
        }
        onConfirm={(announcement) => store.delete(announcement)}
        onClose={close}
      />
    </Box>
  );
});
