import type { Role } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendorMemberships } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  asClient,
  createTestApp,
  MANAGER,
  OTHER_OWNER,
  OWNER,
  PASSWORD,
  type TestApp,
  WORKER,
} from '../../test/app.ts';
import { menuOf } from '../../test/orders.ts';

// One app for the whole table: each cell acts on a target made for it, so cells do not disturb
// each other, and the actors' own sessions survive every cell (acting on oneself is refused or
// harmless).
let t: TestApp;
let accountId: number;
let vendorId: number;
let passwordHash: string;
const actors = {} as Record<Role, { cookie: string; id: number; email: string }>;
let otherAccountUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
  for (const [role, email] of [
    ['VENDOR_OWNER', OWNER],
    ['VENDOR_MANAGER', MANAGER],
    ['VENDOR_WORKER', WORKER],
  ] as const) {
    const session = await menuOf(t.app, email);
    accountId = session.accountId;
    vendorId = session.vendorId;
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    actors[role] = { cookie: session.cookie, id: row!.id, email };
  }
  const [other] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, OTHER_OWNER));
  otherAccountUserId = other!.id;
}, 60_000);
afterAll(() => t.close());

let made = 0;
/** A fresh member of the demo vendor with this role. */
async function makeTarget(role: Role) {
  made++;
  const email = `target${made}@demo.example`;
  const [user] = await t.database.db
    .insert(users)
    .values({ accountId, email, name: `Target ${made}`, role, passwordHash })
    .returning({ id: users.id });
  await t.database.db.insert(vendorMemberships).values({ userId: user!.id, vendorId });
  return { id: user!.id, email };
}

type Target = 'self' | 'owner' | 'manager' | 'worker' | 'another account';
const targetRole: Record<Exclude<Target, 'self' | 'another account'>, Role> = {
  owner: 'VENDOR_OWNER',
  manager: 'VENDOR_MANAGER',
  worker: 'VENDOR_WORKER',
};

async function resolveTarget(actor: Role, target: Target) {
  if (target === 'self') return { id: actors[actor].id, email: actors[actor].email };
  if (target === 'another account') return { id: otherAccountUserId, email: OTHER_OWNER };
  return makeTarget(targetRole[target]);
}

const base = () => `/api/vendor/accounts/${accountId}/vendors/${vendorId}/users`;

const act = {
  edit: (id: number, email: string) => ({
    method: 'PUT' as const,
    url: `${base()}/${id}`,
    payload: { name: 'Renamed Person', position: 'Cook', email, phone: null, role: 'VENDOR_WORKER' },
  }),
  block: (id: number) => ({ method: 'POST' as const, url: `${base()}/${id}/block` }),
  unblock: (id: number) => ({ method: 'POST' as const, url: `${base()}/${id}/unblock` }),
  reset: (id: number) => ({ method: 'POST' as const, url: `${base()}/${id}/reset-password` }),
  avatar: (id: number) => ({
    method: 'PATCH' as const,
    url: `${base()}/${id}`,
    // Removing the picture: the permission is what is tested, not the upload.
    payload: { avatarPath: null },
  }),
};
type TargetAction = keyof typeof act;

// docs/product.md#roles-and-permissions: an owner acts on anyone but blocks and resets nobody's but others';
// a manager edits themselves and workers and blocks or resets only workers; a worker gets 403 on every route;
// another account's user is 404 to anyone who may use the routes at all.
const expected: Record<Role, Record<TargetAction, Record<Target, number>>> = {
  VENDOR_OWNER: {
    edit: { self: 200, owner: 200, manager: 200, worker: 200, 'another account': 404 },
    avatar: { self: 200, owner: 200, manager: 200, worker: 200, 'another account': 404 },
    block: { self: 403, owner: 200, manager: 200, worker: 200, 'another account': 404 },
    unblock: { self: 403, owner: 200, manager: 200, worker: 200, 'another account': 404 },
    reset: { self: 403, owner: 200, manager: 200, worker: 200, 'another account': 404 },
  },
  VENDOR_MANAGER: {
    edit: { self: 200, owner: 403, manager: 403, worker: 200, 'another account': 404 },
    avatar: { self: 200, owner: 403, manager: 403, worker: 200, 'another account': 404 },
    block: { self: 403, owner: 403, manager: 403, worker: 200, 'another account': 404 },
    unblock: { self: 403, owner: 403, manager: 403, worker: 200, 'another account': 404 },
    reset: { self: 403, owner: 403, manager: 403, worker: 200, 'another account': 404 },
  },
  VENDOR_WORKER: {
    edit: { self: 403, owner: 403, manager: 403, worker: 403, 'another account': 403 },
    avatar: { self: 403, owner: 403, manager: 403, worker: 403, 'another account': 403 },
    block: { self: 403, owner: 403, manager: 403, worker: 403, 'another account': 403 },
    unblock: { self: 403, owner: 403, manager: 403, worker: 403, 'another account': 403 },
    reset: { self: 403, owner: 403, manager: 403, worker: 403, 'another account': 403 },
  },
};

const targetCells = Object.entries(expected).flatMap(([actor, actions]) =>
  Object.entries(actions).flatMap(([action, targets]) =>
    Object.entries(targets).map(([target, status]) => [actor, action, target, status] as const),
  ),
);

describe('employee permission matrix', () => {
  it.each(targetCells)('%s → %s on %s: %i', async (actor, action, target, status) => {
    const who = await resolveTarget(actor as Role, target as Target);
    const request = act[action as TargetAction](who.id, who.email);
    const res = await t.app.inject(asClient({ ...request, cookie: actors[actor as Role].cookie }));
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400)
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    if (status === 404) expect(res.json().code).toBe('NotFound');
    if (status === 403) expect(res.json().code).toBe('Forbidden');
  });

  it.each([
    ['VENDOR_OWNER', 200],
    ['VENDOR_MANAGER', 200],
    ['VENDOR_WORKER', 403],
  ] as const)('%s lists employees: %i', async (actor, status) => {
    const res = await t.app.inject(asClient({ method: 'GET', url: base(), cookie: actors[actor].cookie }));
    expect(res.statusCode).toBe(status);
  });

  // Only an owner chooses the role; anyone else's new employee is a worker
  // (docs/product.md#roles-and-permissions).
  const createCells: [Role, Role, number, Role | null][] = [
    ['VENDOR_OWNER', 'VENDOR_OWNER', 201, 'VENDOR_OWNER'],
    ['VENDOR_OWNER', 'VENDOR_MANAGER', 201, 'VENDOR_MANAGER'],
    ['VENDOR_OWNER', 'VENDOR_WORKER', 201, 'VENDOR_WORKER'],
    ['VENDOR_MANAGER', 'VENDOR_OWNER', 201, 'VENDOR_WORKER'],
    ['VENDOR_MANAGER', 'VENDOR_MANAGER', 201, 'VENDOR_WORKER'],
    ['VENDOR_MANAGER', 'VENDOR_WORKER', 201, 'VENDOR_WORKER'],
    ['VENDOR_WORKER', 'VENDOR_OWNER', 403, null],
    ['VENDOR_WORKER', 'VENDOR_MANAGER', 403, null],
    ['VENDOR_WORKER', 'VENDOR_WORKER', 403, null],
  ];
  it.each(createCells)('%s creates a %s: %i, stored as %s', async (actor, role, status, stored) => {
    made++;
    const email = `created${made}@demo.example`;
    const res = await t.app.inject(
      asClient({
        method: 'POST',
        url: base(),
        cookie: actors[actor].cookie,
        payload: { name: 'New Person', position: null, email, phone: null, role },
      }),
    );
    expect(res.statusCode, res.body).toBe(status);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(row?.role ?? null).toBe(stored);
  });

  it("another account's or vendor's path answers 404 to an owner", async () => {
    const other = await menuOf(t.app, OTHER_OWNER);
    const cookie = actors.VENDOR_OWNER.cookie;
    for (const url of [
      `/api/vendor/accounts/${other.accountId}/vendors/${other.vendorId}/users`,
      `/api/vendor/accounts/${accountId}/vendors/${other.vendorId}/users`,
      `/api/vendor/accounts/${other.accountId}/vendors/${vendorId}/users`,
    ]) {
      const res = await t.app.inject(asClient({ method: 'GET', url, cookie }));
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('an edit by a manager or of oneself never changes a role', async () => {
    const worker = await makeTarget('VENDOR_WORKER');
    const byManager = await t.app.inject(
      asClient({
        ...act.edit(worker.id, worker.email),
        payload: { name: 'Still Worker', email: worker.email, role: 'VENDOR_OWNER' },
        cookie: actors.VENDOR_MANAGER.cookie,
      }),
    );
    expect(byManager.json().role).toBe('VENDOR_WORKER');
    const self = await t.app.inject(
      asClient({
        ...act.edit(actors.VENDOR_OWNER.id, OWNER),
        payload: { name: 'Olivia Owner', email: OWNER, role: 'VENDOR_WORKER' },
        cookie: actors.VENDOR_OWNER.cookie,
      }),
    );
    expect(self.json().role).toBe('VENDOR_OWNER');
    const promoted = await t.app.inject(
      asClient({
        ...act.edit(worker.id, worker.email),
        payload: { name: 'Now Manager', email: worker.email, role: 'VENDOR_MANAGER' },
        cookie: actors.VENDOR_OWNER.cookie,
      }),
    );
    expect(promoted.json().role).toBe('VENDOR_MANAGER');
  });
});

it('a signed-out caller gets 403 on every employee route', async () => {
  const res = await t.app.inject(asClient({ method: 'GET', url: base() }));
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('NotAuthenticated');
});
