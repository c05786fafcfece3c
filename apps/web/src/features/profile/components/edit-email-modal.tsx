import { ChangeEmailForm, ERROR_CODES, TIMINGS_MS } from '@larder/contract';
import { Alert, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
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
import { useVendorSession } from '@/shared/session/vendor-context';
import { useChangeEmail } from '../api/change-email';

/** view=edit-account-email, reached from the profile; back and close return there. */
export function EditEmailModal() {
  const { t } = useTranslation();
  const { user } = useVendorSession();
  const { openModal } = useModalParams();
  const changeEmail = useChangeEmail();
  const button = useButtonState();
  // docs/product.md#sign-in-sessions-and-passwords: the e-mail must be valid and non-empty, message
  // "incorrect e-mail".
  const form = useSchemaForm({ initialValues: { email: '', password: '' }, schema: ChangeEmailForm });
  const [wrongPassword, setWrongPassword] = useTransientMessage(TIMINGS_MS.passwordError);
  const [failure, setFailure] = useState<string | null>(null);

  const backToProfile = () => openModal('profile', undefined, { replace: true });

  const submit = form.onSubmit(async ({ email, password }) => {
    try {
      await button.run(() => changeEmail.mutateAsync({ email: email.trim(), password }));
      notifications.show({ color: 'green', message: t('profile.emailChanged') });
      backToProfile();
    } catch (error) {
      if (isApiError(error, ERROR_CODES.alreadyExists) || (isApiError(error) && error.status === 409)) {
        setFailure(t('profile.emailTaken'));
      } else if (isApiError(error, ERROR_CODES.wrongPassword)) {
        setWrongPassword(t('profile.enteredIncorrectly', { field: t('profile.password') }));
      } else {
        setFailure(t('common.somethingWentWrong'));
      }
    }
  });
  const password = form.getInputProps('password');

  return (
    <ModalLayout title={t('profile.changeEmail')} onBack={backToProfile}>
      <form
        onSubmit={(event) => {
          setFailure(null);
          setWrongPassword(null);
          submit(event);
        }}
        noValidate
      >
        <Stack gap="md" maw={440} mx="auto" py="xs">
          <Text size="sm" c="dimmed">
            {t('profile.currentEmail', { email: user.email })}
          </Text>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('profile.newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            data-autofocus
          />
          <PasswordInput
            label={t('profile.password')}
            description={t('profile.confirmWithPassword')}
            autoComplete="current-password"
            {...password}
            error={wrongPassword ?? password.error}
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
