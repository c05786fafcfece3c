import { SESSION_IDLE_TIMEOUT_MS } from '@larder/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { useMe } from '@/shared/session/api/get-me';
import { useLogout } from '@/shared/session/api/logout';
import { sessionEndedReason } from '@/shared/session/session-ended';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignInForm } from '../components/sign-in-form';

/** The reset token of an e-mailed link: /auth?resetToken=… or /auth/reset?token=… */
export function useResetToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('resetToken') || searchParams.get('token') || null;
}

/** /auth: sign-in, the forgot-password request and the password reset from an e-mailed link. */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetToken = useResetToken();
  const { data: user } = useMe();
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [forgotEmail, setForgotEmail] = useState('');
  const ended = sessionEndedReason(useLocation().state);

  const title = resetToken
    ? t('auth.resetTitle')
    : mode === 'forgot'
      ? t('auth.forgotTitle')
      : t('auth.signIn');
  useDocumentTitle(title);

  if (resetToken) {
    return (
      <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
        <ResetPasswordForm token={resetToken} onDone={() => void navigate(paths.auth(), { replace: true })} />
      </AuthCard>
    );
  }

  if (user) {
    // Signed in, but the router kept them here: the account is not activated or has no vendor yet.
    return (
      <AuthCard title={t('auth.notActivatedTitle')}>
        <NotActivatedNotice />
      </AuthCard>
    );
  }

  if (mode === 'forgot') {
    return (
      <AuthCard title={t('auth.forgotTitle')}>
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setMode('sign-in')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      {ended && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          mb="md"
          data-testid="session-ended"
        >
          {t(`auth.sessionEnded.${ended}`, { hours: SESSION_IDLE_TIMEOUT_MS / 3_600_000 })}
        </Alert>
      )}
      <SignInForm
        onForgotPassword={(email) => {
          setForgotEmail(email);
          setMode('forgot');
        }}
      />
    </AuthCard>
  );
}

function NotActivatedNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('auth.notActivatedText')}
      </Alert>
      <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('profile.logout')}
      </Button>
    </Stack>
  );
}
