import type { ModuleRef } from '@nestjs/core';
import { CommandBus, type QueryBus } from '@nestjs/cqrs';
import { FixedClock } from '../../../../shared/domain/clock.js';
import { ChangeTenantStatus, DeleteTenant, type TenantSummary } from '../../../tenancy/index.js';
import { signInAllowed, TENANT_ACCESS_TTL_MS, TenancyTenantDirectory } from './tenancy-tenant-directory.js';

const summary = (overrides: Partial<TenantSummary> = {}): TenantSummary => ({
  id: 't-1',
  companyId: 1,
  organizationName: 'Acme Capital',
  status: true,
  ssp: false,
  provider: false,
  regionIds: [1],
  startDate: new Date('2026-01-01T00:00:00Z'),
  endDate: null,
  usersLimit: 5,
  ...overrides,
});

describe('signInAllowed', () => {
  const tenant = summary({
    startDate: new Date('2026-03-01T15:30:00Z'),
    endDate: new Date('2026-06-30T00:00:00Z'),
  });

  it('allows an active tenant from its start day to its end day, both whole days included', () => {
    expect(signInAllowed(tenant, new Date('2026-03-01T00:00:01Z'))).toBe(true);
    expect(signInAllowed(tenant, new Date('2026-06-30T23:59:59Z'))).toBe(true);
    expect(signInAllowed(tenant, new Date('2026-02-28T23:59:59Z'))).toBe(false);
    expect(signInAllowed(tenant, new Date('2026-07-01T00:00:00Z'))).toBe(false);
    expect(signInAllowed({ ...tenant, endDate: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('refuses a disabled tenant, the provider one too', () => {
    expect(signInAllowed({ ...tenant, status: false }, new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });
});

describe('TenancyTenantDirectory', () => {
  let clock: FixedClock;
  let stored: TenantSummary | null;
  let reads: number;
  let commands: CommandBus;
  let directory: TenancyTenantDirectory;

  beforeEach(() => {
    clock = new FixedClock(new Date('2026-11-21T09:00:00Z'));
    stored = summary();
    reads = 0;
    const queries = {
      execute: () => {
        reads += 1;
        return Promise.resolve(stored && { ...stored });
      },
    } as unknown as QueryBus;
    commands = new CommandBus({} as ModuleRef);
    directory = new TenancyTenantDirectory(queries, commands, clock);
  });

  afterEach(() => directory.onModuleDestroy());

  it('answers the name and whether sign-in is allowed; null for an unknown tenant', async () => {
    await expect(directory.access('t-1')).resolves.toEqual({ name: 'Acme Capital', signInAllowed: true });
    stored = summary({ status: false });
    await expect(directory.access('t-1')).resolves.toEqual({ name: 'Acme Capital', signInAllowed: false });
    stored = null;
    await expect(directory.access('t-1')).resolves.toBeNull();
  });

  it('reuses a recent answer for requests for at most the TTL; sign-in always reads afresh', async () => {
    await directory.recentAccess('t-1');
    stored = summary({ status: false });
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(true);
    expect(reads).toBe(1);
    expect((await directory.access('t-1'))?.signInAllowed).toBe(false);
    clock.advance(TENANT_ACCESS_TTL_MS);
    stored = summary();
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(true);
    stored = summary({ status: false });
    clock.advance(TENANT_ACCESS_TTL_MS - 1);
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(true);
    clock.advance(1);
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(false);
  });

  it('reads a tenant afresh for one TTL after a ChangeTenantStatus of this process', async () => {
    await directory.recentAccess('t-1');
    // The bus announces the command before its handler writes: a read in between must not be reused after.
    commands.publisher.publish(new ChangeTenantStatus('t-1', false));
    await directory.recentAccess('t-1');
    stored = summary({ status: false });
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(false);
    clock.advance(TENANT_ACCESS_TTL_MS);
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(false);
    const before = reads;
    await directory.recentAccess('t-1');
    expect(reads).toBe(before);
  });

  it('ignores other commands', async () => {
    await directory.recentAccess('t-1');
    commands.publisher.publish(new DeleteTenant('t-1'));
    stored = summary({ status: false });
    expect((await directory.recentAccess('t-1'))?.signInAllowed).toBe(true);
  });
});
