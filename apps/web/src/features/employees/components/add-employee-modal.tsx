import { type CreatedEmployee, can, ERROR_CODES } from '@larder/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { useButtonState } from '@/shared/components/state-button';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useCreateEmployee } from '../api/create-employee';
import { employeeRequest, emptyEmployeeForm } from '../lib/employee-form';
import { EmployeeForm } from './employee-form';
import { OneTimePassword } from './one-time-password';

/** view=add-employee: the form, then the new employee's one-time password and a proceed button. */
export function AddEmployeeModal() {
  const { t } = useTranslation();
  const { close } = useModalControls();
  const { user, account, vendorId } = useVendorSession();
  const create = useCreateEmployee(account.id, vendorId);
  const button = useButtonState();
  const canChooseRole = can(user.role, 'employees.chooseRole');
  const [emailTaken, setEmailTaken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedEmployee | null>(null);

  if (created) {
    return (
      <ModalLayout title={t('employees.add.done')}>
        <Stack gap="md" py="xs">
          <Text>{t('employees.add.doneText')}</Text>
          <OneTimePassword email={created.email} password={created.password} />
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('employees.proceed')}
            </Button>
          </Group>
        </Stack>
      </ModalLayout>
    );
  }

  return (
    <ModalLayout title={t('employees.add.title')}>
      <EmployeeForm
        initial={emptyEmployeeForm(canChooseRole ? 'VENDOR_MANAGER' : 'VENDOR_WORKER')}
        canChooseRole={canChooseRole}
        submitLabel={t('employees.add.submit')}
        buttonState={button.state}
        serverErrors={emailTaken ? { email: t('employees.emailTaken') } : {}}
        failure={failure}
        onChange={(field) => {
          if (field === 'email') setEmailTaken(false);
          setFailure(null);
        }}
        onSubmit={async (values) => {
          try {
            setCreated(await button.run(() => create.mutateAsync(employeeRequest(values))));
          } catch (error) {
            // docs/product.md#how-the-web-app-reacts: AlreadyExistsException is shown at the e-mail field;
            // any other refusal above the form.
            if (isApiError(error, ERROR_CODES.alreadyExists)) setEmailTaken(true);
            else setFailure(errorMessage(error, t));
          }
        }}
      />
    </ModalLayout>
  );
}
