import { describe, expect, it } from 'vitest';
import { employeeFormErrors, employeeRequest, emptyEmployeeForm, sameEmployee } from './employee-form';

const form = (overrides = {}) => ({
  ...emptyEmployeeForm('VENDOR_WORKER'),
  name: 'Nina New',
  email: 'nina@example.com',
  ...overrides,
});

describe('employee form rules', () => {
  it('needs a name of fewer than four words', () => {
    expect(employeeFormErrors(form({ name: '' })).name).toBe('required');
    expect(employeeFormErrors(form({ name: 'Anna Maria Smith' })).name).toBeUndefined();
    expect(employeeFormErrors(form({ name: 'Anna Maria de Smith' })).name).toBe('employeeName');
  });

  it('needs a valid e-mail', () => {
    expect(employeeFormErrors(form({ email: '' })).email).toBe('required');
    expect(employeeFormErrors(form({ email: 'nina@' })).email).toBe('email');
  });

  it('takes no phone, or a plus and 11 to 13 digits', () => {
    expect(employeeFormErrors(form({ phone: '' })).phone).toBeUndefined();
    expect(employeeFormErrors(form({ phone: '+1234567890' })).phone).toBe('phone');
    expect(employeeFormErrors(form({ phone: '+12345678901' })).phone).toBeUndefined();
    expect(employeeFormErrors(form({ phone: '+1234567890123' })).phone).toBeUndefined();
    expect(employeeFormErrors(form({ phone: '+12345678901234' })).phone).toBe('phone');
  });

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
