import type { DataGridColumn } from '../../../shared/grid/DataGrid';

interface ContactRow {
  contactName?: string | null | undefined;
  contactEmail?: string | null | undefined;
  tenantManagerName?: string | null | undefined;
  tenantManagerEmail?: string | null | undefined;
}

function orNotAvailable(text: string | null | undefined): string {
  const clean = text?.trim() ?? '';
  return clean === '' ? 'N/A' : clean;
}

/** The POC and Tenant Manager columns of a tenants or tenant requests grid: a name, its email under it. */
export function contactColumns<Row extends object & ContactRow>(pocSortable: boolean): DataGridColumn<Row>[] {
  return [
    {
      key: 'contactName' as Extract<keyof Row, string>,
      header: 'POC',
      width: 190,
      minWidth: 140,
      ...(pocSortable ? {} : { sortable: false }),
      format: (_value, row) => orNotAvailable(row.contactName),
      secondary: (row) => orNotAvailable(row.contactEmail),
    },
    {
      key: 'tenantManagerName' as Extract<keyof Row, string>,
      header: 'Tenant Manager',
      width: 190,
      minWidth: 140,
      sortable: false,
      format: (_value, row) => orNotAvailable(row.tenantManagerName),
      secondary: (row) => orNotAvailable(row.tenantManagerEmail),
    },
  ];
}
