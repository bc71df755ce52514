import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { nameWithEmail } from '../console-format';

interface ContactRow {
  contactName?: string | null | undefined;
  contactEmail?: string | null | undefined;
  tenantManagerName?: string | null | undefined;
  tenantManagerEmail?: string | null | undefined;
}

/** The POC and Tenant Manager columns of a tenants or tenant requests grid: a name with its email. */
export function contactColumns<Row extends object & ContactRow>(pocSortable: boolean): DataGridColumn<Row>[] {
  return [
    {
      key: 'contactName' as Extract<keyof Row, string>,
      header: 'POC',
      width: 220,
      ...(pocSortable ? {} : { sortable: false }),
      format: (_value, row) => nameWithEmail(row.contactName, row.contactEmail),
    },
    {
      key: 'tenantManagerName' as Extract<keyof Row, string>,
      header: 'Tenant Manager',
      width: 220,
      sortable: false,
      format: (_value, row) => nameWithEmail(row.tenantManagerName, row.tenantManagerEmail),
    },
  ];
}
