import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import { migratedOrm } from '../../../../../../test/support/database.js';
import { FixedClock } from '../../../../../shared/domain/clock.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import type { TenantRepository } from '../../../domain/tenant.repository.js';
import {
  checkTenantRequest,
  TenantRequest,
  type TenantRequestDraft,
} from '../../../domain/tenant-request.js';
import { MikroOrmTenantRequestRepository } from '../../../infrastructure/persistence/mikro-orm-tenant-request.repository.js';
import type { PersonAccount, PersonAccounts } from '../../ports/person-accounts.js';
import { CreateTenant } from '../create-tenant/create-tenant.command.js';
import {
  AddPerson,
  SetPersonsDisabled,
  SetPersonsLucaAccess,
} from '../manage-persons/manage-persons.commands.js';
import { ChangeTenantStatus, UpdateTenantManager } from '../manage-tenants/manage-tenants.commands.js';
import { RunDueTenantRequestsHandler } from './run-tenant-requests.handler.js';

const NEW_TENANT = randomUUID();
const EXISTING_TENANT = randomUUID();

const CREATED = new Date('2026-11-22T02:00:00Z');
const START = new Date('2026-11-23T01:00:00Z');
const END = new Date('2026-11-30T01:00:00Z');

const draft: TenantRequestDraft = {
  country: 'Asia/Singapore',
  startDate: '2026-11-23T09:00:00',
  endDate: '2026-11-30T09:00:00',
  organizationName: 'Northwind Research',
  organizationUrl: 'https://northwind.test',
  contactName: 'Nora North',
  contactEmail: 'nora@northwind.test',
  tenantManagerName: 'Nora North',
  tenantManagerEmail: 'nora@northwind.test',
  regions: [1],
  personList: [
    { displayName: 'Ned Analyst', email: 'ned@northwind.test', lucaAccessible: true },
    { displayName: 'Taken', email: 'taken@northwind.test', lucaAccessible: false },
  ],
};

/** The tenancy commands the handler sends, recorded; a few answers scripted. */
class RecordingBus {
  readonly sent: object[] = [];
  failTenant: TenancyError | null = null;
  private users = 0;

  execute(command: object): Promise<unknown> {
    this.sent.push(command);
    if (command instanceof CreateTenant) {
      return this.failTenant ? Promise.reject(this.failTenant) : Promise.resolve(NEW_TENANT);
    }
    if (command instanceof AddPerson) {
      if (command.input.email.startsWith('taken@'))
        return Promise.reject(new TenancyError('EMAIL_ALREADY_EXISTS'));
      this.users += 1;
      return Promise.resolve({ uid: `user-${this.users}`, email: command.input.email });
    }
    return Promise.resolve(undefined);
  }

  of<T extends object>(type: new (...args: never[]) => T): T[] {
    return this.sent.filter((command): command is T => command instanceof type);
  }
}

let orm: MikroORM;

beforeAll(async () => {
  orm = await migratedOrm();
});

afterAll(async () => {
  await orm.close();
});

beforeEach(async () => {
  await orm.em.fork().execute('delete from tenancy.tenant_request');
});

/** The request as a later reader finds it in the table. */
async function stored(id: string): Promise<TenantRequest> {
  const request = await new MikroOrmTenantRequestRepository(orm.em.fork()).byId(id);
  if (!request) throw new Error(`no request ${id}`);
  return request;
}

/**
 * The handler on the tenancy.tenant_request table (the real repository: its transaction, its row claims); the
 * commands it sends to tenancy are recorded, and the tenants and person accounts it reads are given.
 */
function setUp(accounts: PersonAccount[] = []) {
  const requests = new MikroOrmTenantRequestRepository(orm.em.fork({ useContext: true }));
  const bus = new RecordingBus();
  const clock = new FixedClock(CREATED);
  const tenants = { byId: (id: string) => Promise.resolve(id === EXISTING_TENANT ? { id } : null) };
  const people = {
    byId: (id: string) => Promise.resolve(accounts.find((account) => account.id === id) ?? null),
  };
  const handler = new RunDueTenantRequestsHandler(
    requests,
    tenants as unknown as TenantRepository,
    people as unknown as PersonAccounts,
    bus as unknown as CommandBus,
    clock,
  );
  const run = async (at: Date) => {
    clock.advance(at.getTime() - clock.now().getTime());
    return handler.execute();
  };
  /** Stores a request of these details (by default the draft's, for region 1), created at CREATED. */
  const add = async (details = checkTenantRequest(draft, CREATED, new Set([1]))) => {
    const request = new TenantRequest(randomUUID(), details, CREATED);
    await requests.add(request);
    return request;
  };
  return { bus, run, add };
}

function account(id: string): PersonAccount {
  return {
    id,
    email: `${id}@x.test`,
    displayName: id,
    role: 'USER',
    tenantId: EXISTING_TENANT,
    disabled: false,
    lucaAccessible: false,
    lastLoginAt: null,
  };
}

describe('RunDueTenantRequestsHandler', () => {
  it('creates the tenant, its persons and its manager at the start, once, and disables the tenant at the end', async () => {
    const { bus, run, add } = setUp();
    const request = await add();

    expect(await run(new Date(START.getTime() - 60_000))).toEqual({ started: 0, failed: 0, ended: 0 });
    expect(bus.sent).toHaveLength(0);

    expect(await run(START)).toEqual({ started: 1, failed: 0, ended: 0 });
    const [create] = bus.of(CreateTenant);
    expect(create?.input).toMatchObject({
      organizationName: 'Northwind Research',
      ssp: false,
      startDate: START,
      endDate: END,
    });
    expect(
      bus.of(AddPerson).map((command) => [command.actor, command.input.email, command.input.lucaAccessible]),
    ).toEqual([
      ['SYSTEM', 'ned@northwind.test', true],
      ['SYSTEM', 'taken@northwind.test', false],
      ['SYSTEM', 'nora@northwind.test', false],
    ]);
    const [manager] = bus.of(UpdateTenantManager);
    expect(manager).toMatchObject({ tenantId: NEW_TENANT, userId: 'user-2', limit: 3 });
    expect((await stored(request.id)).state).toBe('STARTED');
    expect((await stored(request.id)).tenantId).toBe(NEW_TENANT);
    expect(
      (await stored(request.id)).personList.map(({ email, uid, error }) => ({ email, uid, error })),
    ).toEqual([
      { email: 'ned@northwind.test', uid: 'user-1', error: null },
      { email: 'taken@northwind.test', uid: null, error: 'The user with the provided email already exists' },
      { email: 'nora@northwind.test', uid: 'user-2', error: null },
    ]);

    // Later runs before the end do nothing more.
    expect(await run(new Date(START.getTime() + 60_000))).toEqual({ started: 0, failed: 0, ended: 0 });
    expect(bus.of(CreateTenant)).toHaveLength(1);

    expect(await run(END)).toEqual({ started: 0, failed: 0, ended: 1 });
    expect(bus.of(ChangeTenantStatus)).toEqual([
      expect.objectContaining({ tenantId: NEW_TENANT, status: false }),
    ]);
    expect((await stored(request.id)).state).toBe('ENDED');
  });

  it('marks the request failed when the tenant cannot be created, and creates nobody', async () => {
    const { bus, run, add } = setUp();
    const request = await add();
    bus.failTenant = new TenancyError('ORGANIZATION_ALREADY_EXISTS');
    expect(await run(START)).toEqual({ started: 0, failed: 1, ended: 0 });
    expect((await stored(request.id)).state).toBe('FAILED');
    expect((await stored(request.id)).failureReason).toBe('An organization with this name already exists.');
    expect(bus.of(AddPerson)).toHaveLength(0);
    // A failed request never ends.
    expect(await run(END)).toEqual({ started: 0, failed: 0, ended: 0 });
  });

  it('adds users to an existing tenant and disables them at the end', async () => {
    const { bus, run, add } = setUp([account('user-1')]);
    const details = checkTenantRequest(
      { ...draft, requestType: 'USER', tenantId: EXISTING_TENANT, personList: [draft.personList![0]!] },
      CREATED,
      new Set(),
    );
    const request = await add(details);
    await run(START);
    expect(bus.of(AddPerson).map((command) => command.input.tenantId)).toEqual([EXISTING_TENANT]);
    expect((await stored(request.id)).createdUserIds()).toEqual(['user-1']);
    await run(END);
    expect(bus.of(SetPersonsDisabled)).toEqual([
      expect.objectContaining({
        actor: 'SYSTEM',
        tenantId: EXISTING_TENANT,
        userIds: ['user-1'],
        disabled: true,
      }),
    ]);
  });

  it('gives Luca access at the start and removes it at the end, for the users that still exist', async () => {
    const { bus, run, add } = setUp([account('u-a')]);
    const details = checkTenantRequest(
      { ...draft, requestType: 'LUCA', tenantId: EXISTING_TENANT, uids: ['u-a', 'u-gone'] },
      CREATED,
      new Set(),
    );
    details.personList = [
      { displayName: 'A', email: 'u-a@x.test', lucaAccessible: true, uid: 'u-a', error: null },
      { displayName: 'Gone', email: 'gone@x.test', lucaAccessible: true, uid: 'u-gone', error: null },
    ];
    const request = await add(details);
    await run(START);
    expect(bus.of(SetPersonsLucaAccess)).toEqual([
      expect.objectContaining({ userIds: ['u-a'], lucaAccessible: true }),
    ]);
    expect((await stored(request.id)).personList.map((person) => person.error)).toEqual([
      null,
      'The user could not be found.',
    ]);
    await run(END);
    expect(bus.of(SetPersonsLucaAccess).at(-1)).toEqual(
      expect.objectContaining({ userIds: ['u-a'], lucaAccessible: false }),
    );
  });
});
