import { type AuditEntry, auditAreaOf, formatDateTime } from '@larder/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { auditTarget, changeLines } from '../lib/audit-text';

/** The vendor's activity, one card per change: when, who, what in words, on what, and how. */
export function ActivityList({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  return (
    <Stack gap="xs" data-testid="activity-list">
      {entries.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} timeZone={timeZone} />
      ))}
    </Stack>
  );
}

function ActivityRow({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { t } = useTranslation();
  const lines = changeLines(entry, t, timeZone);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`activity-${entry.id}`} data-action={entry.action}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" data-testid="activity-action">
              {t(`audit.actions.${entry.action}`)}
            </Text>
            <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
              {t(`audit.areas.${auditAreaOf(entry.action)}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="activity-target">
            {auditTarget(entry, t)}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed">
          <span data-testid="activity-time">{formatDateTime(entry.at, timeZone)}</span>
          {' · '}
          <Text span size="xs" fw={600} c="var(--mantine-color-text)" data-testid="activity-person">
            {entry.userName ?? t('audit.formerStaff')}
          </Text>
        </Text>
      </Group>
      {lines.length > 0 && (
        <Stack gap={2} mt={6} data-testid="activity-changes">
          {lines.map((line) => (
            <Group key={line.field} gap={6} wrap="wrap" fz="xs">
              <Text size="xs" c="dimmed">
                {line.field}:
              </Text>
              {line.before !== null && (
                <Text size="xs" td={line.after !== null ? 'line-through' : undefined} c="dimmed">
                  {line.before}
                </Text>
              )}
              {line.before !== null && line.after !== null && <IconArrowRight size={12} aria-hidden />}
              {line.after !== null && <Text size="xs">{line.after}</Text>}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
