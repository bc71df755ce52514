export const ROLES = ['ADMINISTRATOR', 'SALE', 'TENANT_ADMINISTRATOR', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export function isPlatformStaff(role: Role): boolean {
  return role === 'ADMINISTRATOR' || role === 'SALE';
}
