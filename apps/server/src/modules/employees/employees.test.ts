import { LIVE_CLOSE_CODES, password as passwordRule, SIGN_IN_MESSAGES } from '@larder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  asClient,
  fileTestApp,
  MANAGER,
  OTHER_OWNER,
  OWNER,
  PASSWORD,
  signInAs,
  WORKER,
} from '../../test/app.ts';
import { uploadPhoto } from '../../test/image-files.ts';
import { closedWithin, closeInstances, connect, listen, secondInstance } from '../../test/live.ts';
import { menuOf } from '../../test/orders.ts';

const t = fileTestApp();
let owner: { cookie: string; accountId: number; vendorId: number };
beforeEach(async () => {
  owner = await menuOf(t.app, OWNER);
});
afterEach(() => closeInstances());

const base = () => `/api/vendor/accounts/${owner.accountId}/vendors/${owner.vendorId}/users`;
const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nina New',
  position: 'Cook',
  email: 'nina@demo.example',
  phone: null,
  role: 'VENDOR_WORKER',
  ...overrides,
});

const create = (payload: object, cookie = owner.cookie) =>
  t.app.inject(asClient({ method: 'POST', url: base(), cookie, payload }));
const list = (query = '', cookie = owner.cookie) =>
  t.app.inject(asClient({ method: 'GET', url: `${base()}${query}`, cookie }));
const post = (userId: number, action: string, cookie = owner.cookie) =>
  t.app.inject(asClient({ method: 'POST', url: `${base()}/${userId}/${action}`, cookie }));
const idOf = async (email: string) =>
  (await list('?status=ACTIVE')).json().find((e: { email: string }) => e.email === email)?.id as number;

describe('creating an employee', () => {
  it('answers 201 with a generated strong password that signs in, shown once', async () => {
    const res = await create(person());
    expect(res.statusCode).toBe(201);
    const { id, email, password } = res.json();
    expect(email).toBe('nina@demo.example');
    expect(passwordRule(password)).toBe(true);
    expect(password.length).toBeGreaterThanOrEqual(12);
    await signInAs(t.app, email, password);
    const listed = (await list()).json().find((e: { id: number }) => e.id === id);
    expect(listed).toMatchObject({
      name: 'Nina New',
      position: 'Cook',
      role: 'VENDOR_WORKER',
      blocked: false,
    });
    expect(listed).not.toHaveProperty('password');
    // Two creations never share a password.
    const again = await create(person({ email: 'nina2@demo.example' }));
    expect(again.json().password).not.toBe(password);
  });

  it.each([
    ['three words', 'Anna Maria Smith', 201],
    ['four words', 'Anna Maria de Smith', 400],
    ['one word', 'Anna', 201],
    ['empty', '', 400],
    ['only spaces', '   ', 400],
    ['a NUL', 'Anna\u0000', 400],
  ])('a name of %s (%j) answers %i', async (_what, name, status) => {
    expect((await create(person({ name }))).statusCode).toBe(status);
  });

  it.each([
    ['10 digits', '+1234567890', 400, null],
    ['11 digits', '+12345678901', 201, '12345678901'],
    ['13 digits', '+1234567890123', 201, '1234567890123'],
    ['14 digits', '+12345678901234', 400, null],
    ['formatted', '+44 (20) 7946-0958', 201, '442079460958'],
    ['already normalised', '442079460958', 201, '442079460958'],
    ['letters', '+44 20 7946 09ab', 400, null],
    ['empty', '', 201, null],
    ['absent', undefined, 201, null],
  ])('a phone of %s (%j) answers %i and is stored as %j', async (_what, phone, status, stored) => {
    const res = await create(person({ phone }));
    expect(res.statusCode, res.body).toBe(status);
    if (status !== 201) return;
    const employee = (await list()).json().find((e: { id: number }) => e.id === res.json().id);
    expect(employee.phone).toBe(stored);
  });

  it('refuses an invalid e-mail with 400 and a taken one, in any case, with 409 AlreadyExistsException', async () => {
    expect((await create(person({ email: 'not-an-email' }))).statusCode).toBe(400);
    expect((await create(person({ email: '' }))).statusCode).toBe(400);
    const taken = await create(person({ email: ' Manager@Demo.Larder.App ' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'AlreadyExistsException',
      message: 'User with this email already exists',
    });
  });

  it('of two creations with one address at once, exactly one wins and the other is 409', async () => {
    const [a, b] = await Promise.all([create(person()), create(person({ name: 'Nina Twin' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await list('?search=nina')).json()).toHaveLength(1);
  });

  it('refuses unknown fields and a missing role', async () => {
    expect((await create({ ...person(), admin: true })).statusCode).toBe(400);
    const { role: _role, ...noRole } = person();
    expect((await create(noRole)).statusCode).toBe(400);
  });
});

describe('the employee list', () => {
  it('filters by status and role, and by default shows active staff of every role', async () => {
    const all = (await list()).json();
    expect(all.map((e: { email: string }) => e.email)).toEqual([OWNER, MANAGER, WORKER]);
    expect((await list('?role=VENDOR_MANAGER')).json().map((e: { email: string }) => e.email)).toEqual([
      MANAGER,
    ]);
    expect((await list('?status=BLOCKED')).json()).toEqual([]);
    await post(await idOf(WORKER), 'block');
    expect((await list('?status=BLOCKED')).json().map((e: { email: string }) => e.email)).toEqual([WORKER]);
    expect((await list('?status=BLOCKED&role=VENDOR_MANAGER')).json()).toEqual([]);
    expect((await list()).json()).toHaveLength(2);
  });

  it('searches names case-insensitively and phones by their digits, whatever is typed around them', async () => {
    await create(person({ name: 'Zoe 100% Real', phone: '+44 20 7946 0958', email: 'zoe@demo.example' }));
    const names = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).json().map((e: { name: string }) => e.name);
    expect(await names('max')).toEqual(['Max Manager']);
    expect(await names('MAX MAN')).toEqual(['Max Manager']);
    expect(await names('(20) 7946')).toEqual(['Zoe 100% Real']);
    expect(await names('+442079460958')).toEqual(['Zoe 100% Real']);
    // Pattern characters are matched literally.
    expect(await names('100%')).toEqual(['Zoe 100% Real']);
    expect(await names('%')).toEqual(['Zoe 100% Real']);
    expect(await names('_')).toEqual([]);
    expect(await names('nobody')).toEqual([]);
  });

  it('is paged: limit at its maximum, one past it refused', async () => {
    expect((await list('?limit=1')).json()).toHaveLength(1);
    expect((await list('?limit=1&offset=1')).json()[0].email).toBe(MANAGER);
    expect((await list('?limit=100')).statusCode).toBe(200);
    expect((await list('?limit=101')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?status=GONE')).statusCode).toBe(400);
  });
});

describe('editing', () => {
  it('stores the edit; an e-mail another user has answers 409', async () => {
    const { id } = (await create(person())).json();
    const put = (payload: object) =>
      t.app.inject(asClient({ method: 'PUT', url: `${base()}/${id}`, cookie: owner.cookie, payload }));
    const res = await put(person({ name: 'Nina Renamed', position: '', phone: '+371 2000 0000 0' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nina Renamed', position: null, phone: '371200000000' });
    expect((await put(person({ email: WORKER }))).json().code).toBe('AlreadyExistsException');
    expect((await put(person({ name: 'One Two Three Four' }))).statusCode).toBe(400);
  });

  it("sets an avatar the account uploaded, refuses another account's or an unknown one, and removes it", async () => {
    const { id } = (await create(person())).json();
    const patch = (avatarPath: string | null) =>
      t.app.inject(
        asClient({ method: 'PATCH', url: `${base()}/${id}`, cookie: owner.cookie, payload: { avatarPath } }),
      );
    const ours = await uploadPhoto(t.app, owner.cookie, owner.accountId, {
      width: 400,
      height: 400,
      type: 'logo',
    });
    expect((await patch(ours.path)).json().avatarPath).toBe(ours.path);
    const other = await menuOf(t.app, OTHER_OWNER);
    const theirs = await uploadPhoto(t.app, other.cookie, other.accountId, {
      width: 420,
      height: 420,
      type: 'logo',
    });
    expect((await patch(theirs.path)).statusCode).toBe(400);
    expect((await patch('/images/not-uploaded.jpg')).statusCode).toBe(400);
    expect((await patch(null)).json().avatarPath).toBeNull();
    expect(
      (
        await t.app.inject(
          asClient({ method: 'PATCH', url: `${base()}/${id}`, cookie: owner.cookie, payload: {} }),
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('blocking', () => {
  it("a blocked worker's session and socket die at once, sign-in is refused, and unblocking restores", async () => {
    const ws = await listen(t.app);
    const manager = await signInAs(t.app, MANAGER);
    const worker = await menuOf(t.app, WORKER);
    const socket = await connect(ws, worker.vendorId, worker.cookie);
    const workerId = await idOf(WORKER);

    const blocked = await post(workerId, 'block', manager);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, blockedAt: expect.any(String) });
    expect(await closedWithin(socket, 1000)).toBe(LIVE_CLOSE_CODES.sessionEnded);
    expect((await socket.closed).reason).toBe('BLOCKED');
    const next = await t.app.inject(
      asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: worker.cookie }),
    );
    expect(next.statusCode).toBe(403);
    const signIn = await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/auth/login',
        payload: { email: WORKER, password: PASSWORD },
      }),
    );
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ code: 'AccountBlocked', message: SIGN_IN_MESSAGES.accountBlocked });
    // A second block keeps the moment of the first.
    expect((await post(workerId, 'block', manager)).json().blockedAt).toBe(blocked.json().blockedAt);

    const unblocked = await post(workerId, 'unblock', manager);
    expect(unblocked.json()).toMatchObject({ blocked: false, blockedAt: null });
    await signInAs(t.app, WORKER);
  });

  it('a password reset answers a new password; the old one and the old sessions stop working', async () => {
    const worker = await signInAs(t.app, WORKER);
    const res = await post(await idOf(WORKER), 'reset-password');
    expect(res.statusCode).toBe(200);
    const { email, password } = res.json();
    expect(email).toBe(WORKER);
    expect(passwordRule(password)).toBe(true);
    expect(
      (await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: worker })))
        .statusCode,
    ).toBe(403);
    await expect(signInAs(t.app, WORKER)).rejects.toThrow(/401/);
    await signInAs(t.app, WORKER, password);
  });

  const onPostgres = process.env.TEST_DB === 'postgres' ? it : it.skip;
  onPostgres("a block on instance A closes the worker's socket on instance B", async () => {
    const appB = await secondInstance(t.connectionString!);
    const wsB = await listen(appB);
    const worker = await menuOf(t.app, WORKER);
    const onB = await connect(wsB, worker.vendorId, worker.cookie);
    expect(onB.socket.readyState).toBe(onB.socket.OPEN);
    await post(await idOf(WORKER), 'block');
    expect(await closedWithin(onB, 1000)).toBe(LIVE_CLOSE_CODES.sessionEnded);
  });
});

describe('one employee', () => {
  it("answers the vendor's employee and 404 for anyone else's", async () => {
    const id = await idOf(MANAGER);
    const res = await t.app.inject(asClient({ method: 'GET', url: `${base()}/${id}`, cookie: owner.cookie }));
    expect(res.json()).toMatchObject({ id, email: MANAGER, role: 'VENDOR_MANAGER', blocked: false });
    const other = await menuOf(t.app, OTHER_OWNER);
    const otherId = (
      await t.app.inject(
        asClient({
          method: 'GET',
          url: `/api/vendor/accounts/${other.accountId}/vendors/${other.vendorId}/users`,
          cookie: other.cookie,
        }),
      )
    ).json()[0].id;
    const stranger = await t.app.inject(
      asClient({ method: 'GET', url: `${base()}/${otherId}`, cookie: owner.cookie }),
    );
    expect(stranger.statusCode).toBe(404);
  });
});
