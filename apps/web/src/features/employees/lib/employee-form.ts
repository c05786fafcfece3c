import {
  type CreateEmployeeRequest,
  type Employee,
  normalizePhone,
  type Role,
  stripPhone,
} from '@larder/contract';

/** What the add and edit forms hold: text as typed, the phone with its plus. */
export type EmployeeFormValues = {
  name: string;
  position: string;
  email: string;
  phone: string;
  role: Role;
};

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
