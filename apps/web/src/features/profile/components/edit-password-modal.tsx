import { ERROR_CODES, required, TIMINGS_MS } from '@larder/contract';
import { Alert, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { ModalLayout } from '@/shared/components/modal-layout';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useTransientMessage } from '@/shared/hooks/use-transient-message';
import { firstError, newPasswordErrors } from '@/shared/lib/validation';
import { useChangePassword } from '../api/change-password';

/** view=edit-account-password, reached from the profile; back and close return there. */
export function EditPasswordModal() {
  const { t } = useTranslation();
  const { openModal } = useModalParams();
  const changePassword = useChangePassword();
  const button = useButtonState();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [wrongPassword, setWrongPassword] = useTransientMessage(TIMINGS_MS.passwordError);
  const [failed, setFailed] = useState(false);

  const backToProfile = () => openModal('profile', undefined, { replace: true });

  const oldError = firstError(() => required(oldPassword));
  const { newPassword: newError, repeat: repeatError } = newPasswordErrors(newPassword, repeat);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    setWrongPassword(null);
    if (oldError || newError || repeatError) return;
    try {
      await button.run(() =>
        changePassword.mutateAsync({ oldPassword, newPassword, verifyNewPassword: repeat }),
      );
      notifications.show({ color: 'green', message: t('profile.passwordChanged') });
      backToProfile();
    } catch (error) {
      if (isApiError(error, ERROR_CODES.wrongPassword) || (isApiError(error) && error.status === 400)) {
        setWrongPassword(t('profile.enteredIncorrectly', { field: t('profile.currentPassword') }));
      } else {
        setFailed(true);
      }
    }
  };

  return (
    <ModalLayout title={t('profile.changePassword')} onBack={backToProfile}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={440} mx="auto" py="xs">
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t('common.somethingWentWrong')}
            </Alert>
          )}
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.currentTarget.value)}
            error={wrongPassword ?? (submitted && oldError ? t(`validation.${oldError}`) : undefined)}
            data-autofocus
          />
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('validation.password')}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={submitted && newError ? t(`validation.${newError}`) : undefined}
          />
          <PasswordInput
            label={t('profile.repeatPassword')}
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={submitted && repeatError ? t(`validation.${repeatError}`) : undefined}
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
