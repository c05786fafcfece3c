import { describe, expect, it } from 'vitest';
import { employeeRequest, emptyEmployeeForm, sameEmployee } from './employee-form';

const form = (overrides = {}) => ({
  ...emptyEmployeeForm('VENDOR_WORKER'),
  name: 'Nina New',
  email: 'nina@example.com',
  ...overrides,
});

describe('employee form', () => {
  it('sends the phone as digits and empty optional fields as null', () => {
    expect(employeeRequest(form({ phone: '+44 20 7946 0958', position: '  ' }))).toEqual({
      name: 'Nina New',
      position: null,
      email: 'nina@example.com',
      phone: '442079460958',
      role: 'VENDOR_WORKER',
    });
  });

  it('sees no change in whitespace or the case of the e-mail', () => {
    expect(sameEmployee(form(), form({ name: ' Nina  New ', email: 'NINA@example.com' }))).toBe(true);
    expect(sameEmployee(form(), form({ position: 'Cook' }))).toBe(false);
    expect(sameEmployee(form(), form({ role: 'VENDOR_MANAGER' }))).toBe(false);
  });
});
