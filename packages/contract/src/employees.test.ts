import { describe, expect, it } from 'vitest';
import { CreateEmployeeRequest, EmployeeName, employeeActions, OptionalPhone } from './employees.ts';

describe('employeeActions', () => {
  const owner = { id: 1, role: 'VENDOR_OWNER' as const };
  const manager = { id: 2, role: 'VENDOR_MANAGER' as const };
  const worker = { id: 3, role: 'VENDOR_WORKER' as const };
  const otherOwner = { id: 4, role: 'VENDOR_OWNER' as const };

  it('an owner manages everyone else, edits themselves, and never changes their own role', () => {
    expect(employeeActions(owner, owner)).toEqual({
      edit: true,
      block: false,
      resetPassword: false,
      chooseRole: false,
    });
    for (const target of [otherOwner, manager, worker]) {
      expect(employeeActions(owner, target)).toEqual({
        edit: true,
        block: true,
        resetPassword: true,
        chooseRole: true,
      });
    }
  });

  it('a manager edits themselves and manages workers only', () => {
    expect(employeeActions(manager, manager)).toMatchObject({
      edit: true,
      block: false,
      resetPassword: false,
    });
    expect(employeeActions(manager, worker)).toEqual({
      edit: true,
      block: true,
      resetPassword: true,
      chooseRole: false,
    });
    expect(employeeActions(manager, owner)).toEqual({
      edit: false,
      block: false,
      resetPassword: false,
      chooseRole: false,
    });
    expect(employeeActions(manager, { id: 5, role: 'VENDOR_MANAGER' })).toMatchObject({
      edit: false,
      block: false,
    });
  });

  it('a worker manages nobody, not even themselves', () => {
    for (const target of [owner, manager, worker]) {
      expect(Object.values(employeeActions(worker, target)).some(Boolean)).toBe(false);
    }
  });
});

describe('employee fields', () => {
  it('a name has fewer than four words', () => {
    expect(EmployeeName.safeParse('Anna Maria Smith').success).toBe(true);
    expect(EmployeeName.safeParse('Anna Maria de Smith').success).toBe(false);
    expect(EmployeeName.safeParse('  ').success).toBe(false);
  });

  it('a phone is stored as its digits; empty or absent is none', () => {
    expect(OptionalPhone.parse('+44 (20) 7946-0958')).toBe('442079460958');
    expect(OptionalPhone.parse('')).toBeNull();
    expect(OptionalPhone.parse(undefined)).toBeNull();
    expect(OptionalPhone.safeParse('+1234567890').success).toBe(false);
    expect(OptionalPhone.safeParse('+12345678901234').success).toBe(false);
  });

  it('the e-mail is trimmed and the position dropped when blank', () => {
    const parsed = CreateEmployeeRequest.parse({
      name: 'Nina New',
      position: '  ',
      email: ' nina@example.com ',
      role: 'VENDOR_WORKER',
    });
    expect(parsed).toEqual({
      name: 'Nina New',
      position: null,
      email: 'nina@example.com',
      phone: null,
      role: 'VENDOR_WORKER',
    });
  });
});
