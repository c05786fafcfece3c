import { createHash } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '@larder/contract';
import { hash } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { createAccount } from '../modules/accounts/create-account.ts';
import { seedDemoMenu } from '../seed/demo-menu.ts';
import { seedDemoIfEmpty, seedPlatformSettings } from '../seed/seed.ts';

/** A second tenant: every test that reaches for another account's ids uses it. */
export const OTHER_OWNER = 'owner@other.example';

/** The users every test database starts with, each with a session of its own (seededSessionToken). */
export const FIXTURE_USERS = [DEMO_USERS.owner, DEMO_USERS.manager, DEMO_USERS.worker, OTHER_OWNER] as const;

/**
 * The fixture users' password hash: argon2id at its lowest cost. Verifying reads the cost from the
 * hash, so a sign-in as a fixture user costs well under a millisecond instead of the production
 * cost's 16 ms; every password the server sets itself (hashPassword) keeps the production cost.
 */
export const cheapPasswordHash = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 });

/**
 * The token of the session a fixture user holds in every test database, as if signed in when the
 * template was made: tests that are not about signing in use it instead of signing in.
 */
export function seededSessionToken(email: string): string {
  if (!(FIXTURE_USERS as readonly string[]).includes(email)) {
    throw new Error(`${email} is not a fixture user: only ${FIXTURE_USERS.join(', ')} have seeded sessions`);
  }
  return createHash('sha256').update(`larder-test-session:${email}`).digest('base64url');
}

/** What every test database starts with: platform settings, the demo account and another tenant. */
export async function seedTestData(db: Db) {
  await seedPlatformSettings(db);
  await seedDemoIfEmpty(db);
  const passwordHash = await cheapPasswordHash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { accountId } = await createAccount(tx, {
      vendorName: 'Other Diner',
      timeZone: 'Europe/Riga',
      visible: true,
      staff: [{ email: OTHER_OWNER, name: 'Oscar Other', role: 'VENDOR_OWNER', passwordHash }],
    });
    await seedDemoMenu(tx, accountId);
  });
  // The demo seed hashed at the production cost.
  await db.update(users).set({ passwordHash });
  const fixtureUsers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...FIXTURE_USERS]));
  if (fixtureUsers.length !== FIXTURE_USERS.length) throw new Error('the seed is missing a fixture user');
  await db
    .insert(sessions)
    .values(
      fixtureUsers.map((user) => ({ tokenHash: hashToken(seededSessionToken(user.email)), userId: user.id })),
    );
}
