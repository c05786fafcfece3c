import type { Role } from '@larder/contract';
import type { Tx } from '../../db/client.ts';
import { accounts, users, vendorMemberships, vendors } from '../../db/schema/index.ts';
import { normalizeEmail } from '../auth/service.ts';

export interface NewAccount {
  vendorName: string;
  timeZone: string;
  liveMode?: boolean;
  visible?: boolean;
  /** False for an account that still has to walk the onboarding. */
  activated?: boolean;
  vendorPhone?: string;
  staff: {
    email: string;
    name: string;
    role: Role;
    passwordHash: string;
    position?: string;
    phone?: string;
  }[];
}

/** One account with one vendor and its staff, each working at that vendor. */
export async function createAccount(tx: Tx, input: NewAccount) {
  const [account] = await tx
    .insert(accounts)
    .values({
      liveMode: input.liveMode ?? false,
      visible: input.visible ?? false,
      activated: input.activated ?? true,
    })
    .returning({ id: accounts.id });
  const [vendor] = await tx
    .insert(vendors)
    .values({
      accountId: account!.id,
      name: input.vendorName,
      timeZone: input.timeZone,
      phone: input.vendorPhone ?? null,
    })
    .returning({ id: vendors.id });
  const staff = await tx
    .insert(users)
    .values(
      input.staff.map((person) => ({
        accountId: account!.id,
        email: normalizeEmail(person.email),
        name: person.name,
        firstName: person.name.split(' ')[0] ?? person.name,
        role: person.role,
        passwordHash: person.passwordHash,
        position: person.position ?? null,
        phone: person.phone ?? null,
      })),
    )
    .returning({ id: users.id, email: users.email, role: users.role });
  await tx.insert(vendorMemberships).values(staff.map((user) => ({ userId: user.id, vendorId: vendor!.id })));
  return { accountId: account!.id, vendorId: vendor!.id, staff };
}
