import { ERROR_CODES } from '@larder/contract';
import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useSchemaForm } from '@/shared/hooks/use-schema-form';
import { useLogin } from '../api/login';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const button = useButtonState();
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: () => import('../lib/form-schemas').then((schemas) => schemas.SignInForm),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email, password }) => {
    try {
      await button.run(() => login.mutateAsync({ email: email.trim(), password }));
    } catch (error) {
      if (isApiError(error, ERROR_CODES.accountBlocked)) {
        setFailure(t('auth.accountBlocked'));
      } else if (
        isApiError(error, ERROR_CODES.badCredentials) ||
        (isApiError(error) && error.status === 401)
      ) {
        setFailure(t('auth.badCredentials'));
      } else if (isApiError(error) && error.status === 429) {
        setFailure(t('auth.tooManyAttempts'));
      } else {
        setFailure(t('common.somethingWentWrong'));
      }
    }
  });

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        submit(event);
      }}
      noValidate
      aria-label={t('auth.signIn')}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.getInputProps('email')}
          data-testid="sign-in-email"
          autoFocus
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          data-testid="sign-in-password"
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.values.email.trim())}
          >
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <StateButton type="submit" state={button.state} size="md" fullWidth data-testid="sign-in-submit">
          {t('auth.signIn')}
        </StateButton>
      </Stack>
    </form>
  );
}
