import type { Role } from '../../../../../shared/domain/roles.js';

/** The spec's Person entity as the API answers it (docs/api/tenancy.md). */
export interface PersonView {
  uid: string;
  displayName: string;
  email: string;
  disabled: boolean;
  status: 'Active' | 'Inactive';
  lucaAccessible: boolean;
  isManager: boolean;
  role: Role;
  lastLoginDate: string | null;
  tenantId: string;
}
