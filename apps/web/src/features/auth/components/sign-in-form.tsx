import { ERROR_CODES, email as emailRule, required } from '@larder/contract';
import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { firstError } from '@/shared/lib/validation';
import { useLogin } from '../api/login';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const button = useButtonState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const emailError = firstError(
    () => required(email),
    () => emailRule(email.trim()),
  );
  const passwordError = firstError(() => required(password));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (emailError || passwordError) return;
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
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signIn')}>
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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={submitted && emailError ? t(`validation.${emailError}`) : undefined}
          data-testid="sign-in-email"
          autoFocus
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={submitted && passwordError ? t(`validation.${passwordError}`) : undefined}
          data-testid="sign-in-password"
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(email.trim())}>
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
