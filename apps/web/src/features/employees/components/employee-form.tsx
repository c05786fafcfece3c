import { LIMITS, maskPhone, ROLES, type Role } from '@larder/contract';
import { Alert, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { ButtonState } from '@/shared/components/state-button';
import { StateButton } from '@/shared/components/state-button';
import { type EmployeeFormValues, employeeFormErrors } from '../lib/employee-form';

export interface EmployeeFormProps {
  initial: EmployeeFormValues;
  /**
   * docs/product.md#roles-and-permissions: only an owner chooses the role; for anyone else the field reads
   * Worker.
   */
  canChooseRole: boolean;
  submitLabel: string;
  buttonState: ButtonState;
  /** Edit: the save button stays disabled while the form equals what is stored. */
  unchanged?: (values: EmployeeFormValues) => boolean;
  /** A message the server gave for one field (AlreadyExistsException for the e-mail). */
  serverErrors?: Partial<Record<keyof EmployeeFormValues, string>>;
  /** A failure not tied to a field. */
  failure?: string | null;
  onChange?: (field: keyof EmployeeFormValues) => void;
  onSubmit: (values: EmployeeFormValues) => void;
  footer?: ReactNode;
}

/** The employee form (docs/product.md#employees), shared by add-employee and edit-employee. */
export function EmployeeForm({
  initial,
  canChooseRole,
  submitLabel,
  buttonState,
  unchanged,
  serverErrors = {},
  failure,
  onChange,
  onSubmit,
}: EmployeeFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof EmployeeFormValues, boolean>>>({});
  const errors = employeeFormErrors(values);
  const hasErrors = Object.keys(errors).length > 0;
  const disabled = hasErrors || (unchanged?.(values) ?? false);

  const set = (field: keyof EmployeeFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onChange?.(field);
  };
  const touch = (field: keyof EmployeeFormValues) => setTouched((current) => ({ ...current, [field]: true }));
  // A rule's message shows once the user has left the field (or typed in it and it is not empty).
  const errorOf = (field: keyof EmployeeFormValues) => {
    if (serverErrors[field]) return serverErrors[field];
    const key = errors[field];
    if (!key || !(touched[field] || (values[field] !== initial[field] && values[field] !== '')))
      return undefined;
    return t(`validation.${key}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || buttonState !== 'ready') return;
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" py="xs">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('employees.form.name')}
          required
          maxLength={LIMITS.shortText}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          onBlur={() => touch('name')}
          error={errorOf('name')}
          data-autofocus
        />
        <TextInput
          label={t('employees.form.position')}
          maxLength={LIMITS.shortText}
          value={values.position}
          onChange={(event) => set('position', event.currentTarget.value)}
        />
        <TextInput
          label={t('employees.form.email')}
          required
          type="email"
          autoComplete="off"
          maxLength={LIMITS.shortText}
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={() => touch('email')}
          error={errorOf('email')}
        />
        <TextInput
          label={t('employees.form.phone')}
          description={t('validation.phoneHint')}
          type="tel"
          inputMode="tel"
          placeholder="+"
          value={values.phone}
          onChange={(event) => set('phone', maskPhone(event.currentTarget.value))}
          onBlur={() => touch('phone')}
          error={errorOf('phone')}
        />
        {canChooseRole ? (
          <Select
            label={t('employees.form.chooseRole')}
            required
            allowDeselect={false}
            data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={values.role}
            onChange={(role) => role && set('role', role as Role)}
            comboboxProps={{ withinPortal: false }}
            data-testid="employee-role"
          />
        ) : (
          <TextInput
            label={t('employees.form.role')}
            value={t(`roles.${values.role}`)}
            readOnly
            disabled
            data-testid="employee-role"
          />
        )}
        <Group justify="flex-end" mt="xs">
          <StateButton type="submit" state={buttonState} disabled={disabled}>
            {submitLabel}
          </StateButton>
        </Group>
      </Stack>
    </form>
  );
}
