import {
  type CreateEmployeeRequest,
  type Employee,
  email as emailRule,
  employeeName,
  normalizePhone,
  type Role,
  required,
  stripPhone,
  telNew,
  type ValidationMessageKey,
} from '@larder/contract';
import { firstError } from '@/shared/lib/validation';

/** What the add and edit forms hold: text as typed, the phone with its plus. */
export interface EmployeeFormValues {
  name: string;
  position: string;
  email: string;
  phone: string;
  role: Role;
}

export type EmployeeFormErrors = Partial<Record<keyof EmployeeFormValues, ValidationMessageKey>>;

export const emptyEmployeeForm = (role: Role): EmployeeFormValues => ({
  name: '',
  position: '',
  email: '',
  phone: '',
  role,
});

/** The stored employee as the form shows it: phones are stored as digits, typed with a plus. */
export const employeeFormValues = (employee: Employee): EmployeeFormValues => ({
  name: employee.name,
  position: employee.position ?? '',
  email: employee.email,
  phone: employee.phone ? `+${employee.phone}` : '',
  role: employee.role,
});

/**
 * The employee form (docs/product.md#employees): name required and under four words, e-mail required and
 * valid, phone valid if given.
 */
export function employeeFormErrors(values: EmployeeFormValues): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  const name = firstError(() => employeeName(values.name));
  const email = firstError(
    () => required(values.email),
    () => emailRule(values.email.trim()),
  );
  const phone = firstError(() => telNew(values.phone));
  const role = firstError(() => required(values.role));
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (phone) errors.phone = phone;
  if (role) errors.role = role;
  return errors;
}

/**
 * The request body: trimmed text, the phone normalised (docs/product.md#validation-and-formatting), empty
 * optional fields null.
 */
export function employeeRequest(values: EmployeeFormValues): CreateEmployeeRequest {
  const phone = normalizePhone(stripPhone(values.phone));
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    position: values.position.trim() || null,
    email: values.email.trim(),
    phone: phone || null,
    role: values.role,
  };
}

/**
 * Whether an edit would change anything (docs/product.md#employees: edit is disabled when nothing changed).
 */
export function sameEmployee(a: EmployeeFormValues, b: EmployeeFormValues): boolean {
  const x = employeeRequest(a);
  const y = employeeRequest(b);
  return (
    x.name === y.name &&
    x.position === y.position &&
    x.email.toLowerCase() === y.email.toLowerCase() &&
    x.phone === y.phone &&
    x.role === y.role
  );
}
