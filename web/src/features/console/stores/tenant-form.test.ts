import { describe, expect, it, vi } from 'vitest';

import type { TenantInput } from '../../../api/tenants-api';
import { aTenant, REGIONS } from '../console-test-support';
import {
  emptyTenantForm,
  isMaliciousName,
  TenantForm,
  tenantFormOf,
  tenantInputOf,
  validateTenantForm,
  type TenantFormValues,
} from './tenant-form';

function filled(overrides: Partial<TenantFormValues> = {}): TenantFormValues {
  return {
    ...emptyTenantForm(),
    organizationName: 'Acme & Sons',
    organizationUrl: 'https://acme.test',
    contactName: 'Olivia Owner',
    contactEmail: 'owner@acme.test',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    region: [1],
    ...overrides,
  };
}

describe('organization name sanitising', () => {
  it.each([
    ['Acme Capital', false],
    ["O'Brien & Sons", false],
    ['  Acme  ', false],
    ['<b>Acme</b>', true],
    ['Acme<script>alert(1)</script>', true],
    ['<img src=x onerror=alert(1)>', true],
  ])('%s is malicious: %s', (name, expected) => {
    expect(isMaliciousName(name)).toBe(expected);
  });
});

describe('validateTenantForm', () => {
  it('gives the texts of spec section 5 for an empty Add Company form', () => {
    expect(validateTenantForm(emptyTenantForm(), 'add')).toEqual({
      organizationName: 'Organization name is required.',
      organizationUrl: 'Organization URL is required.',
      contactName: 'POC Name is required.',
      contactEmail: 'POC Email is required.',
      region: 'Region is required.',
      startDate: 'Start Date is required.',
      endDate: 'End Date is required.',
    });
  });

  it('checks the emails, the name characters and the dates', () => {
    expect(
      validateTenantForm(
        filled({
          organizationName: 'Acme #1',
          contactEmail: 'owner@acme',
          tenantManagerEmail: 'not-an-email',
          endDate: '2027-01-01',
        }),
        'add',
      ),
    ).toEqual({
      organizationName: 'Organization name should not be filled with special characters.',
      contactEmail: 'Please enter a valid email.',
      tenantManagerEmail: 'Please enter a valid email.',
      endDate: 'End Date must greater than Start Access',
    });
    // Editing puts the date rule on the start date, with its own text.
    expect(validateTenantForm(filled({ startDate: '2028-01-01' }), 'edit')).toEqual({
      startDate: 'Start Date cannot after or equal End Date',
    });
    // Select all regions stands in for the region list.
    expect(validateTenantForm(filled({ region: [], selectAllRegions: true }), 'add')).toEqual({});
  });
});

describe('tenantInputOf', () => {
  it('trims, sends the dates at 00:00 UTC, mirrors the POC as manager, and sends every region for Select all', () => {
    expect(
      tenantInputOf(
        filled({ organizationName: ' Acme ', pocIsManager: true, selectAllRegions: true, region: [] }),
        REGIONS,
      ),
    ).toEqual({
      organizationName: 'Acme',
      organizationUrl: 'https://acme.test',
      contactName: 'Olivia Owner',
      contactEmail: 'owner@acme.test',
      startDate: '2027-01-01T00:00:00.000Z',
      endDate: '2027-12-31T00:00:00.000Z',
      region: [1, 3, 9],
      selectAllRegions: true,
      tenantManagerName: 'Olivia Owner',
      tenantManagerEmail: 'owner@acme.test',
    });
    const withoutManager = tenantInputOf(filled(), REGIONS);
    expect(withoutManager.region).toEqual([1]);
    expect('tenantManagerName' in withoutManager).toBe(false);
  });

  it('reads a tenant back into the edit form', () => {
    expect(tenantFormOf(aTenant())).toEqual({
      organizationName: 'Acme Capital',
      organizationUrl: 'https://acme.test',
      contactName: 'Olivia Owner',
      contactEmail: 'owner@acme.test',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      region: [1, 3],
      selectAllRegions: false,
      pocIsManager: true,
      tenantManagerName: 'Olivia Owner',
      tenantManagerEmail: 'owner@acme.test',
    });
  });
});

describe('TenantForm', () => {
  it('opens the malicious-content dialog and sends nothing for a name with markup', async () => {
    const form = new TenantForm('add');
    form.values = filled({ organizationName: '<script>x</script>Acme' });
    const save = vi.fn(() => Promise.resolve());
    expect(await form.submit(save, REGIONS)).toBe('malicious');
    expect(form.maliciousName).toBe(true);
    expect(save).not.toHaveBeenCalled();
    form.closeMaliciousName();
    expect(form.maliciousName).toBe(false);
  });

  it('shows the errors and sends nothing until the form is valid; editing a field clears its error', async () => {
    const form = new TenantForm('add');
    const save = vi.fn((input: TenantInput) => Promise.resolve(input));
    expect(await form.submit(save, REGIONS)).toBe('invalid');
    expect(form.errors.contactName).toBe('POC Name is required.');
    form.set('contactName', 'Nia');
    expect(form.errors.contactName).toBeUndefined();
    form.values = filled();
    expect(await form.submit(save, REGIONS)).toBe('saved');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('mirrors the POC into the tenant manager while the box is ticked', () => {
    const form = new TenantForm('add');
    form.set('contactName', 'Nia');
    form.set('contactEmail', 'nia@new.test');
    form.setPocIsManager(true);
    expect([form.managerName, form.managerEmail]).toEqual(['Nia', 'nia@new.test']);
    form.set('contactEmail', 'nia@other.test');
    expect(form.managerEmail).toBe('nia@other.test');
    form.setPocIsManager(false);
    expect(form.managerEmail).toBe('nia@new.test');
  });

  it('stays open (failed) when the server refuses', async () => {
    const form = new TenantForm('edit', aTenant());
    const outcome = await form.submit(() => Promise.reject(new Error('409')), REGIONS);
    expect(outcome).toBe('failed');
    expect(form.busy).toBe(false);
  });
});
