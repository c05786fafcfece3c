import { ChangePasswordForm, ERROR_CODES, TIMINGS_MS } from '@larder/contract';
import { Alert, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { ModalLayout } from '@/shared/components/modal-layout';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useSchemaForm } from '@/shared/hooks/use-schema-form';
import { useTransientMessage } from '@/shared/hooks/use-transient-message';
import { useChangePassword } from '../api/change-password';

/** view=edit-account-password, reached from the profile; back and close return there. */
export function EditPasswordModal() {
  const { t } = useTranslation();
  const { openModal } = useModalParams();
  const changePassword = useChangePassword();
  const button = useButtonState();
  const form = useSchemaForm({
    initialValues: { oldPassword: '', newPassword: '', verifyNewPassword: '' },
    schema: ChangePasswordForm,
  });
  const [wrongPassword, setWrongPassword] = useTransientMessage(TIMINGS_MS.passwordError);
  const [failed, setFailed] = useState(false);

  const backToProfile = () => openModal('profile', undefined, { replace: true });

  const submit = form.onSubmit(async (values) => {
    try {
      await button.run(() => changePassword.mutateAsync(values));
      notifications.show({ color: 'green', message: t('profile.passwordChanged') });
      backToProfile();
    } catch (error) {
      if (isApiError(error, ERROR_CODES.wrongPassword) || (isApiError(error) && error.status === 400)) {
        setWrongPassword(t('profile.enteredIncorrectly', { field: t('profile.currentPassword') }));
      } else {
        setFailed(true);
      }
    }
  });
  const oldPassword = form.getInputProps('oldPassword');

  return (
    <ModalLayout title={t('profile.changePassword')} onBack={backToProfile}>
      <form
        onSubmit={(event) => {
          setFailed(false);
          setWrongPassword(null);
          submit(event);
        }}
        noValidate
      >
        <Stack gap="md" maw={440} mx="auto" py="xs">
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t('common.somethingWentWrong')}
            </Alert>
          )}
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            {...oldPassword}
            error={wrongPassword ?? oldPassword.error}
            data-autofocus
          />
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('validation.password')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('profile.repeatPassword')}
            autoComplete="new-password"
            {...form.getInputProps('verifyNewPassword')}
          />
          <Group justify="flex-end" mt="xs">
            <StateButton type="submit" state={button.state}>
              {t('common.save')}
            </StateButton>
          </Group>
        </Stack>
      </form>
    </ModalLayout>
  );
}
