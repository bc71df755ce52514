import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';

import { ContentApi, type AnnouncementView } from '../../../api/content-api';
import type { DataGridColumn, GridRowAction } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleGrid } from '../../../shared/grid/ConsoleGrid';
import { PageHeader } from '../../../shared/page/PageHeader';
import { AddButton } from '../../../shared/page/PageActions';
import { pagedGridProps } from '../../../shared/grid/paged-grid';
import { TargetConfirmDialog } from '../../../shared/dialogs/TargetConfirmDialog';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
import { formatDay, formatMoment, localDay } from '../calendar-day';
import { AnnouncementFormDialog } from '../components/AnnouncementFormDialog';
import { announcementPreview, AnnouncementsStore } from '../stores/announcements-store';

export const NO_ANNOUNCEMENTS_TEXT =
  'No announcements yet. Use New Announcement to tell every signed-in user about maintenance or news.';

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
      width: 170,
      minWidth: 168,
      sortable: false,
      format: (value) => formatMoment(String(value)),
    },
  ];
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; announcement: AnnouncementView }
  | { kind: 'delete'; announcement: AnnouncementView };

/**
 * `/administrator/announcement` (Administrator): every announcement in a grid (title, a 60-character preview
 * of the content, days, version), New Announcement, and Edit or Delete of the one chosen.
 */
export const AnnouncementsPage = observer(function AnnouncementsPage() {
  const { api } = useStores();
  const [store] = useState(() => new AnnouncementsStore(new ContentApi(api)));
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const done = useDoneNotice();
  const today = localDay(new Date());
  const [gridColumns] = useState(() => columns(today));
  useDocumentTitle('Announcements');

  useEffect(() => {
    void store.load();
  }, [store]);

  const close = () => {
    setDialog(undefined);
  };
  const announcementActions = (announcement: AnnouncementView): GridRowAction[] => [
    {
      label: 'Edit',
      hint: `${announcementState(announcement, today)}, version ${announcement.version}`,
      onSelect: () => {
        setDialog({ kind: 'edit', announcement });
      },
    },
    {
      label: 'Delete',
      destructive: true,
      onSelect: () => {
        setDialog({ kind: 'delete', announcement });
      },
    },
  ];

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
      <ConsoleGrid<AnnouncementView>
        {...pagedGridProps(store)}
        label="Announcements"
        columns={gridColumns}
        rowKey={(row) => row.id}
        emptyText={NO_ANNOUNCEMENTS_TEXT}
        rowActions={{ name: (announcement) => announcement.title, actions: announcementActions }}
        total={store.announcements.length}
      />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <AnnouncementFormDialog
          announcement={dialog.kind === 'edit' ? dialog.announcement : undefined}
          onSave={(input) =>
            done(
              store.save(input, dialog.kind === 'edit' ? dialog.announcement.id : undefined),
              `Announcement '${input.title.trim()}' ${dialog.kind === 'edit' ? 'saved: users see it again' : 'added'}.`,
            )
          }
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
        onConfirm={(announcement) =>
          done(store.delete(announcement), `Announcement '${announcement.title}' deleted.`)
        }
        onClose={close}
      />
    </Box>
  );
});
