import { Tenant } from './tenant.js';
import { TenancyError } from './tenancy-error.js';

const base = {
  id: 't-1',
  companyId: 1,
  organizationName: 'Acme Capital',
  organizationUrl: 'https://acme.test',
  contactName: 'Olivia Owner',
  contactEmail: 'Owner@Acme.test',
  regionIds: [3, 1, 3],
  startDate: new Date('2026-01-01T00:00:00Z'),
  ssp: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

describe('Tenant', () => {
  it('keeps regions unique and sorted and the contact email lower-case', () => {
    const tenant = new Tenant(base);
    expect(tenant.regionIds).toEqual([1, 3]);
    expect(tenant.contactEmail).toBe('owner@acme.test');
    expect(tenant.status).toBe(true);
  });

  it.each(['<script>', '', ' ', 'Acme; drop table'])('refuses the organisation name %p', (name) => {
    expect(() => new Tenant({ ...base, organizationName: name })).toThrow(TenancyError);
  });

  it('is active between its start and end dates only', () => {
    const tenant = new Tenant({ ...base, endDate: new Date('2026-12-31T00:00:00Z') });
    expect(tenant.isActiveOn(new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(tenant.isActiveOn(new Date('2027-01-02T00:00:00Z'))).toBe(false);
    tenant.status = false;
    expect(tenant.isActiveOn(new Date('2026-06-01T00:00:00Z'))).toBe(false);
  });
});
