import { GENERATED_PASSWORD_LENGTH } from '@larder/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generatePassword } from '../../lib/passwords.ts';
import { createTestApp, MARKETPLACE_TOKEN, signInAs, type TestApp } from '../../test/app.ts';

// The one password generator, watched: a new owner's password must come from it, as an employee's does.
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return { ...actual, generatePassword: vi.fn(actual.generatePassword) };
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('POST /api/manager/accounts', () => {
  it("gives the new owner a password from the same generator as an employee's", async () => {
    vi.mocked(generatePassword).mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/manager/accounts',
      payload: { ownerEmail: 'ola@oven.example', ownerName: 'Ola Oven', vendorName: 'Oven' },
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { email, password } = res.json();
    expect(generatePassword).toHaveBeenCalledWith(GENERATED_PASSWORD_LENGTH);
    expect(vi.mocked(generatePassword).mock.results.at(-1)?.value).toBe(password);
    expect(await signInAs(t.app, email, password)).toBeTruthy();
  });
});
