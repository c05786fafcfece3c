import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useSchemaForm } from '@/shared/hooks/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const button = useButtonState();
  const form = useSchemaForm({
    initialValues: { email: initialEmail },
    schema: () => import('../lib/form-schemas').then((schemas) => schemas.ForgotPasswordForm),
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await button.run(() => request.mutateAsync({ email: email.trim() }));
      setSentTo(email.trim());
    } catch {
      setFailed(true);
    }
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('auth.resetLinkSent', { email: sentTo })}
        </Alert>
        <Anchor component="button" type="button" onClick={onBack} size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        setFailed(false);
        submit(event);
      }}
      noValidate
      aria-label={t('auth.forgotTitle')}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.forgotHint')}
        </Text>
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('common.somethingWentWrong')}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.getInputProps('email')}
          autoFocus
        />
        <StateButton type="submit" state={button.state} size="md" fullWidth>
          {t('auth.sendResetLink')}
        </StateButton>
        <Anchor component="button" type="button" onClick={onBack} size="sm" ta="center">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
