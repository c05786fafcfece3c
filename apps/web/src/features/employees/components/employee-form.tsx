import { EmployeeForm as EmployeeFormSchema, LIMITS, maskPhone, ROLES, type Role } from '@larder/contract';
import { Alert, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { ButtonState } from '@/shared/components/state-button';
import { StateButton } from '@/shared/components/state-button';
import { useSchemaForm } from '@/shared/hooks/use-schema-form';
import type { EmployeeFormValues } from '../lib/employee-form';

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
  // A rule's message shows once the user has changed the field or left it.
  const form = useSchemaForm({ initialValues: initial, schema: EmployeeFormSchema, validateOn: 'field' });
  const values = form.values;
  const disabled = !form.isValid() || (unchanged?.(values) ?? false);

  const set = (field: keyof EmployeeFormValues, value: string) => {
    form.setFieldValue(field, value);
    onChange?.(field);
  };
  /** A field's value, its change and its message (the server's, for the e-mail, first). */
  const field = (name: keyof EmployeeFormValues) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
      error: serverErrors[name] ?? props.error,
    };
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
          {...field('name')}
          data-autofocus
        />
        <TextInput label={t('employees.form.position')} maxLength={LIMITS.shortText} {...field('position')} />
        <TextInput
          label={t('employees.form.email')}
          required
          type="email"
          autoComplete="off"
          maxLength={LIMITS.shortText}
          {...field('email')}
        />
        <TextInput
          label={t('employees.form.phone')}
          description={t('validation.phoneHint')}
          type="tel"
          inputMode="tel"
          placeholder="+"
          {...field('phone')}
          onChange={(event) => set('phone', maskPhone(event.currentTarget.value))}
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
