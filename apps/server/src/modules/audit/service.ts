import {
  AUDIT_LIMITS,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditPerson,
  type AuditQuery,
  type AuditSummary,
  type AuditTargetType,
  VENDOR_CONTEXT_HEADER,
} from '@larder/contract';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { sessionOf } from '../../plugins/access.ts';

/**
 * The audit log's one way in: `recordAudit(tx, actor, event)` inside the transaction of the change,
 * so a change and its row commit or vanish together. Any service of any area calls it the same way.
 */

/** Who made a change, and for which vendors (the vendor context of the request). */
export interface AuditActor {
  userId: number;
  vendorIds: readonly number[];
}

export interface AuditEvent {
  action: AuditAction;
  target: { type: AuditTargetType; id: number | null; name?: string | null };
  /** What the changed fields were and became; see `changes` for the usual shape. */
  before?: AuditSummary | null;
  after?: AuditSummary | null;
}

export async function recordAudit(tx: Tx, actor: AuditActor, event: AuditEvent): Promise<void> {
  if (actor.vendorIds.length === 0) return;
  const row = {
    userId: actor.userId,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id,
    targetName: event.target.name ? clip(event.target.name) : null,
    before: summarize(event.before),
    after: summarize(event.after),
  };
  await tx.insert(auditLog).values(actor.vendorIds.map((vendorId) => ({ ...row, vendorId })));
}

/**
 * The vendors a request acts for: the vendor in its path, else the vendor its client names in
 * VENDOR_CONTEXT_HEADER when that is one of the session's, else every vendor of the session's
 * account (a catalogue is the account's, so a change without a context is every vendor's).
 */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const auth = sessionOf(request);
  const fromPath = (request.params as { vendorId?: unknown } | undefined)?.vendorId;
  if (typeof fromPath === 'number' && auth.vendorIds.includes(fromPath)) {
    return { userId: auth.userId, vendorIds: [fromPath] };
  }
  const header = request.headers[VENDOR_CONTEXT_HEADER];
  const named = typeof header === 'string' && /^[1-9][0-9]{0,9}$/.test(header) ? Number(header) : null;
  if (named !== null && auth.vendorIds.includes(named)) return { userId: auth.userId, vendorIds: [named] };
  return { userId: auth.userId, vendorIds: auth.vendorIds };
}

// ---------------------------------------------------------------------------------------------
// Summaries
// ---------------------------------------------------------------------------------------------

const clip = (text: string) =>
  text.length > AUDIT_LIMITS.text ? `${text.slice(0, AUDIT_LIMITS.text - 1)}…` : text;

function small(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return clip(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, AUDIT_LIMITS.list).map((item) => small(item, depth + 1));
    return value.length > AUDIT_LIMITS.list ? [...kept, `+${value.length - AUDIT_LIMITS.list}`] : kept;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, small(item, depth + 1)]));
}

/** A summary cut to size: long texts and lists shortened; past the limit only the field names stay. */
export function summarize(summary: AuditSummary | null | undefined): AuditSummary | null {
  if (!summary || Object.keys(summary).length === 0) return null;
  const cut = small(summary) as AuditSummary;
  if (JSON.stringify(cut).length <= AUDIT_LIMITS.summaryChars) return cut;
  return Object.fromEntries(Object.keys(cut).map((key) => [key, '…']));
}

/** The fields of `after` whose value differs from `before`: `{before, after}` holding only those. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: AuditSummary; after: AuditSummary } {
  const was: AuditSummary = {};
  const now: AuditSummary = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key] ?? null;
    if (JSON.stringify(old) === JSON.stringify(value ?? null)) continue;
    was[key] = old;
    now[key] = value ?? null;
  }
  return { before: was, after: now };
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export async function listAudit(db: Db, vendorId: number, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [eq(auditLog.vendorId, vendorId)];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.userId) conditions.push(eq(auditLog.userId, query.userId));
  if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, new Date(query.to)));
  const rows = await db
    .select({ entry: auditLog, userName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(query.page * query.size)
    // One more than asked tells whether this is the last page.
    .limit(query.size + 1);
  return {
    content: rows.slice(0, query.size).map(({ entry, userName }) => toEntry(entry, userName)),
    last: rows.length <= query.size,
  };
}

function toEntry(row: typeof auditLog.$inferSelect, userName: string | null): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    userName,
    vendorId: row.vendorId,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, name: row.targetName },
    before: row.before,
    after: row.after,
  };
}

export async function listAuditPeople(db: Db, vendorId: number): Promise<AuditPerson[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.vendorId, vendorId))
    .orderBy(asc(users.name), asc(users.id));
}
