import { ERROR_CODES } from '@larder/contract';
import { Alert, Anchor, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useSchemaForm } from '@/shared/hooks/use-schema-form';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const button = useButtonState();
  const form = useSchemaForm({
    initialValues: { newPassword: '', verifyNewPassword: '' },
    schema: () => import('../lib/form-schemas').then((schemas) => schemas.ResetPasswordForm),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = form.onSubmit(async ({ newPassword, verifyNewPassword }) => {
    try {
      await button.run(() => reset.mutateAsync({ token, newPassword, verifyNewPassword }));
      setDone(true);
    } catch (error) {
      setFailure(
        isApiError(error, ERROR_CODES.invalidResetToken)
          ? t('auth.resetLinkInvalid')
          : t('common.somethingWentWrong'),
      );
    }
  });

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {t('auth.resetDone')}
        </Alert>
        <Anchor component="button" type="button" onClick={onDone} size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        submit(event);
      }}
      noValidate
      aria-label={t('auth.resetTitle')}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.newPassword')}
          description={t('validation.password')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          autoFocus
        />
        <PasswordInput
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          {...form.getInputProps('verifyNewPassword')}
        />
        <StateButton type="submit" state={button.state} size="md" fullWidth>
          {t('auth.setNewPassword')}
        </StateButton>
        <Anchor component="button" type="button" onClick={onDone} size="sm" ta="center">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
