import { GENERATED_PASSWORD_LENGTH, password as passwordRule } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, MARKETPLACE_TOKEN, signInAs } from '../../test/app.ts';

const t = fileTestApp();

const openAccount = (ownerEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/manager/accounts',
    payload: { ownerEmail, ownerName: 'Ola Oven', vendorName: 'Oven' },
    headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
  });

describe('POST /api/manager/accounts', () => {
  it("gives the new owner a password like an employee's: the generated length, the rule, no look-alikes", async () => {
    const passwords: string[] = [];
    for (const email of ['ola@oven.example', 'per@pan.example']) {
      const res = await openAccount(email);
      expect(res.statusCode, res.body).toBe(201);
      const { password } = res.json() as { password: string };
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(passwordRule(password), password).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
      expect(await signInAs(t.app, email, password)).toBeTruthy();
      passwords.push(password);
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });
});
