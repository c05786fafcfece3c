import { TIMINGS_MS } from '@larder/contract';
import { ActionIcon, Code, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';

/** A generated password, shown once: the e-mail it signs in with and the password, copyable. */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="one-time-password">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('employees.result.email')}
        </Text>
        <Text size="sm" data-testid="one-time-email">
          {email}
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('employees.result.password')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="lg" data-testid="one-time-password-value">
            {password}
          </Code>
          {/* The copied mark shows for 300 ms (docs/product.md#widgets). */}
          <CopyButton value={password} timeout={TIMINGS_MS.copyFeedback}>
            {({ copied, copy }) => (
              <Tooltip
                label={copied ? t('employees.result.copied') : t('employees.result.copy')}
                opened={copied || undefined}
              >
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? t('employees.result.copied') : t('employees.result.copy')}
                  data-copied={copied || undefined}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('employees.result.shownOnce')}
        </Text>
      </Stack>
    </Paper>
  );
}
