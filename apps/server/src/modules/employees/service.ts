import {
  type CreatedEmployee,
  type CreateEmployeeRequest,
  type Employee,
  type EmployeeCredentials,
  type EmployeeListQuery,
  type EmployeeLocations,
  ERROR_CODES,
  employeeActions,
  GENERATED_PASSWORD_LENGTH,
  type Role,
  stripPhone,
} from '@larder/contract';
import { and, asc, eq, ilike, inArray, isNotNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, vendorMemberships, vendors } from '../../db/schema/index.ts';
import { AppError, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { changeCached } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { type AuditEvent, changes, recordAudit } from '../audit/service.ts';
import { normalizeEmail } from '../auth/service.ts';
import { endSessions } from '../auth/sessions.ts';
import { resolveOwnedImage } from '../images/service.ts';

type Actor = Pick<SessionUser, 'userId' | 'accountId' | 'role'>;
type UserRow = typeof users.$inferSelect;
/** The request bodies after the contract's parsing (phone normalised, empty position null). */
type EmployeeInput = Omit<CreateEmployeeRequest, 'phone' | 'position'> & {
  phone: string | null;
  position: string | null;
};

/** Records a staff change in its transaction, under the vendor in the path. */
const audit = (tx: Tx, actor: Actor, vendorId: number, event: AuditEvent) =>
  recordAudit(tx, { userId: actor.userId, vendorIds: [vendorId] }, event);

const employeeTarget = (row: Pick<UserRow, 'id' | 'name'>) => ({
  type: 'employee' as const,
  id: row.id,
  name: row.name,
});

/** What the audit log compares of a profile edit (never a password). */
const employeeFields = (row: UserRow) => ({
  name: row.name,
  position: row.position,
  email: row.email,
  phone: row.phone,
});

const alreadyExists = () =>
  new AppError(409, ERROR_CODES.alreadyExists, 'User with this email already exists');

export function toEmployeeView(row: UserRow): Employee {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    email: row.email,
    phone: row.phone,
    avatarPath: row.avatarPath,
    role: row.role,
    blocked: row.blocked,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Owners first, then managers, then workers: the order of the roles in docs/product.md#roles-and-permissions.
const roleRank = sql`case ${users.role} when 'VENDOR_OWNER' then 0 when 'VENDOR_MANAGER' then 1 else 2 end`;

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL | undefined {
  const byName = ilike(users.name, containing(search));
  // Phones are stored as digits: compare the digits the user typed, whatever they typed around them.
  const digits = stripPhone(search);
  if (!/^[0-9]+$/.test(digits)) return byName;
  return or(byName, and(isNotNull(users.phone), like(users.phone, containing(digits))));
}

/** The vendor's staff of one status, optionally of one role and matching a search. */
export async function listEmployees(db: Db, vendorId: number, query: EmployeeListQuery): Promise<Employee[]> {
  const conditions = [
    eq(vendorMemberships.vendorId, vendorId),
    eq(users.blocked, query.status === 'BLOCKED'),
    query.role ? eq(users.role, query.role) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ];
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(vendorMemberships, eq(vendorMemberships.userId, users.id))
    .where(and(...conditions))
    .orderBy(roleRank, asc(sql`lower(${users.name})`), asc(users.id))
    .offset(query.offset)
    .limit(query.limit);
  return rows.map((row) => toEmployeeView(row.user));
}

/** One employee of the vendor; anyone else, of this account or another, answers 404. */
async function findEmployee(db: Db | Tx, vendorId: number, userId: number): Promise<UserRow> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(vendorMemberships, eq(vendorMemberships.userId, users.id))
    .where(and(eq(vendorMemberships.vendorId, vendorId), eq(users.id, userId)));
  if (!row) throw notFound('Employee not found');
  return row.user;
}

export async function loadEmployee(db: Db, vendorId: number, userId: number): Promise<Employee> {
  return toEmployeeView(await findEmployee(db, vendorId, userId));
}

function allowed(actor: Actor, target: UserRow, action: 'edit' | 'block' | 'resetPassword') {
  const actions = employeeActions(
    { id: actor.userId, role: actor.role },
    { id: target.id, role: target.role },
  );
  if (actions[action]) return actions;
  if (actor.userId === target.id)
    throw forbidden(`You cannot ${action === 'block' ? 'block' : 'reset the password of'} yourself`);
  throw forbidden('You may not manage this employee');
}

async function assertEmailFree(db: Db | Tx, email: string, exceptUserId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (taken) throw alreadyExists();
}

/** The unique index settles a race between two writes of the same address. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists();
    throw error;
  }
}

const firstNameOf = (name: string) => name.split(/\s+/)[0] ?? name;

/**
 * docs/product.md#roles-and-permissions: only an owner chooses a role; anyone else's new employee is a
 * worker.
 */
const roleForNew = (actor: Actor, requested: Role): Role =>
  actor.role === 'VENDOR_OWNER' ? requested : 'VENDOR_WORKER';

/** A new employee of the vendor with a generated password, answered once and never stored in clear. */
export async function createEmployee(
  db: Db,
  actor: Actor,
  vendorId: number,
  input: EmployeeInput,
): Promise<CreatedEmployee> {
  const email = normalizeEmail(input.email);
  await assertEmailFree(db, email);
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  const id = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          accountId: actor.accountId,
          email,
          name: input.name,
          firstName: firstNameOf(input.name),
          position: input.position,
          phone: input.phone,
          role: roleForNew(actor, input.role),
          passwordHash,
        })
        .returning();
      await tx.insert(vendorMemberships).values({ userId: user!.id, vendorId });
      await audit(tx, actor, vendorId, {
        action: 'employee.create',
        target: employeeTarget(user!),
        after: { ...employeeFields(user!), role: user!.role },
      });
      return user!.id;
    }),
  );
  return { id, email, password };
}

/** PUT: the whole profile. A role changes only by an owner's hand, and never one's own. */
export async function updateEmployee(
  db: Db,
  actor: Actor,
  vendorId: number,
  userId: number,
  input: EmployeeInput,
): Promise<Employee> {
  const target = await findEmployee(db, vendorId, userId);
  const actions = allowed(actor, target, 'edit');
  const email = normalizeEmail(input.email);
  if (email !== target.email) await assertEmailFree(db, email, userId);
  const row = await uniqueEmail(() =>
    changeCached(db, async (tx, stale) => {
      stale.user(userId);
      const [updated] = await tx
        .update(users)
        .set({
          email,
          name: input.name,
          firstName: firstNameOf(input.name),
          position: input.position,
          phone: input.phone,
          role: actions.chooseRole ? input.role : target.role,
        })
        .where(eq(users.id, userId))
        .returning();
      const profile = changes(employeeFields(target), employeeFields(updated!));
      if (Object.keys(profile.after).length > 0) {
        await audit(tx, actor, vendorId, {
          action: 'employee.update',
          target: employeeTarget(updated!),
          ...profile,
        });
      }
      if (updated!.role !== target.role) {
        await audit(tx, actor, vendorId, {
          action: 'employee.roleChange',
          target: employeeTarget(updated!),
          before: { role: target.role },
          after: { role: updated!.role },
        });
      }
      return updated!;
    }),
  );
  return toEmployeeView(row);
}

/** A picture this account uploaded (POST accounts/{id}/images), or null for the initials. */
export async function setEmployeeAvatar(
  db: Db,
  actor: Actor,
  vendorId: number,
  userId: number,
  avatarPath: string | null,
): Promise<Employee> {
  const target = await findEmployee(db, vendorId, userId);
  allowed(actor, target, 'edit');
  await resolveOwnedImage(db, actor.accountId, avatarPath);
  const row = await changeCached(db, async (tx, stale) => {
    stale.user(userId);
    const [updated] = await tx.update(users).set({ avatarPath }).where(eq(users.id, userId)).returning();
    if (target.avatarPath !== avatarPath) {
      await audit(tx, actor, vendorId, {
        action: 'employee.avatar',
        target: employeeTarget(updated!),
        before: { avatar: target.avatarPath },
        after: { avatar: avatarPath },
      });
    }
    return updated!;
  });
  return toEmployeeView(row);
}

/**
 * Blocking ends every session of the user and closes their sockets on every instance, in the same
 * transaction; a blocked user cannot sign in. Blocking twice keeps the first blockedAt.
 */
export async function setEmployeeBlocked(
  db: Db,
  actor: Actor,
  vendorId: number,
  userId: number,
  blocked: boolean,
): Promise<Employee> {
  const target = await findEmployee(db, vendorId, userId);
  allowed(actor, target, 'block');
  await changeCached(db, async (tx, stale) => {
    const changed = await tx
      .update(users)
      .set({ blocked, blockedAt: blocked ? new Date() : null })
      .where(and(eq(users.id, userId), eq(users.blocked, !blocked)))
      .returning({ id: users.id });
    stale.user(userId);
    if (blocked) await endSessions(tx, stale, { userId }, 'BLOCKED');
    if (changed.length > 0) {
      await audit(tx, actor, vendorId, {
        action: blocked ? 'employee.block' : 'employee.unblock',
        target: employeeTarget(target),
        before: { blocked: !blocked },
        after: { blocked },
      });
    }
  });
  return loadEmployee(db, vendorId, userId);
}

/** A new generated password, shown once; the old one and every session made with it stop working. */
export async function resetEmployeePassword(
  db: Db,
  actor: Actor,
  vendorId: number,
  userId: number,
): Promise<EmployeeCredentials> {
  const target = await findEmployee(db, vendorId, userId);
  allowed(actor, target, 'resetPassword');
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  await changeCached(db, async (tx, stale) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, stale, { userId }, 'PASSWORD_RESET');
    await audit(tx, actor, vendorId, { action: 'employee.passwordReset', target: employeeTarget(target) });
  });
  return { email: target.email, password };
}

/** The locations the employee works at (the path vendor among them), by id. */
export async function getEmployeeLocations(
  db: Db,
  vendorId: number,
  userId: number,
): Promise<EmployeeLocations> {
  await findEmployee(db, vendorId, userId);
  const rows = await db
    .select({ vendorId: vendorMemberships.vendorId })
    .from(vendorMemberships)
    .where(eq(vendorMemberships.userId, userId))
    .orderBy(asc(vendorMemberships.vendorId));
  return { vendorIds: rows.map((row) => row.vendorId) };
}

/**
 * The owner chooses which of the account's locations a manager or worker works at
 * (docs/product.md#employees): the locations named must be the owner's (every one of the account);
 * an owner's own locations are every location and not chosen. A location taken away ends the
 * employee's sessions, so a board of theirs still open there closes at once on every instance;
 * one given is theirs at their next request.
 */
export async function setEmployeeLocations(
  db: Db,
  actor: Actor & { vendorIds: readonly number[] },
  vendorId: number,
  userId: number,
  input: EmployeeLocations,
): Promise<EmployeeLocations> {
  const target = await findEmployee(db, vendorId, userId);
  if (target.role === 'VENDOR_OWNER') throw forbidden('An owner works at every location');
  const wanted = [...new Set(input.vendorIds)].sort((a, b) => a - b);
  if (wanted.some((id) => !actor.vendorIds.includes(id))) throw notFound('Vendor not found');
  return changeCached(db, async (tx, stale) => {
    const before = (
      await tx
        .select({ vendorId: vendorMemberships.vendorId })
        .from(vendorMemberships)
        .where(eq(vendorMemberships.userId, userId))
    )
      .map((row) => row.vendorId)
      .sort((a, b) => a - b);
    const removed = before.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !before.includes(id));
    if (removed.length > 0) {
      await tx
        .delete(vendorMemberships)
        .where(and(eq(vendorMemberships.userId, userId), inArray(vendorMemberships.vendorId, removed)));
      await endSessions(tx, stale, { userId }, 'SESSION_ENDED');
    }
    if (added.length > 0) {
      await tx.insert(vendorMemberships).values(added.map((id) => ({ userId, vendorId: id })));
    }
    if (removed.length + added.length > 0) {
      stale.user(userId);
      // The log names the locations, as the people reading it know them.
      const names = new Map(
        (
          await tx
            .select({ id: vendors.id, name: vendors.name })
            .from(vendors)
            .where(inArray(vendors.id, [...before, ...added]))
        ).map((row) => [row.id, row.name]),
      );
      const named = (ids: number[]) => ids.map((id) => names.get(id) ?? String(id));
      await audit(tx, actor, vendorId, {
        action: 'employee.locations',
        target: employeeTarget(target),
        before: { locations: named(before) },
        after: { locations: named(wanted) },
      });
    }
    return { vendorIds: wanted };
  });
}
