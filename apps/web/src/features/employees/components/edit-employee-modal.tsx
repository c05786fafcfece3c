import { ERROR_CODES, employeeActions } from '@larder/contract';
import { Alert, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { ModalLayout } from '@/shared/components/modal-layout';
import { Spinner } from '@/shared/components/spinner';
import { useButtonState } from '@/shared/components/state-button';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateEmployee } from '../api/update-employee';
import { employeeFormValues, employeeRequest, sameEmployee } from '../lib/employee-form';
import { EmployeeForm } from './employee-form';
import { useEmployeeTarget } from './use-employee-target';

/** view=edit-employee&id={employee id}: save is disabled while nothing changed; back returns to the profile. */
export function EditEmployeeModal() {
  const { t } = useTranslation();
  const { user, account, vendorId } = useVendorSession();
  const { openModal } = useModalParams();
  const { userId, data, query } = useEmployeeTarget();
  const update = useUpdateEmployee(account.id, vendorId, userId);
  const button = useButtonState();
  const [emailTaken, setEmailTaken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toProfile = () => openModal('employee-profile', { id: userId }, { replace: true, state: data });
  const employee = query.data;

  if (!employee || query.isPlaceholderData) {
    return (
      <ModalLayout title={t('employees.edit.title')} onBack={toProfile}>
        {query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('employees.profile.notFound')}
          </Alert>
        ) : (
          <Group justify="center" py="xl">
            <Spinner />
          </Group>
        )}
      </ModalLayout>
    );
  }

  const initial = employeeFormValues(employee);
  const actions = employeeActions({ id: user.id, role: user.role }, { id: employee.id, role: employee.role });
  return (
    <ModalLayout title={t('employees.edit.title')} onBack={toProfile}>
      <EmployeeForm
        initial={initial}
        canChooseRole={actions.chooseRole}
        submitLabel={t('common.save')}
        buttonState={button.state}
        unchanged={(values) => sameEmployee(values, initial)}
        serverErrors={emailTaken ? { email: t('employees.emailTaken') } : {}}
        failure={failure}
        onChange={(field) => {
          if (field === 'email') setEmailTaken(false);
          setFailure(null);
        }}
        onSubmit={async (values) => {
          try {
            await button.run(() => update.mutateAsync(employeeRequest(values)));
            toProfile();
          } catch (error) {
            if (isApiError(error, ERROR_CODES.alreadyExists)) setEmailTaken(true);
            else setFailure(errorMessage(error, t));
          }
        }}
      />
    </ModalLayout>
  );
}
