import { type AuditEntry, auditAreaOf, formatDateTime } from '@larder/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { imageUrl } from '@/shared/api/client';
import { ImageThumb } from '@/shared/images/image-thumb';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { type AuditTextContext, auditTarget, type ChangeLine, changeLines } from '../lib/audit-text';

/** The vendor's activity, one card per change: when, who, what in words, on what, and how. */
export function ActivityList({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { vendor } = useVendorSession();
  const currencyCode = useVendorParams().data?.locale.currencyCode ?? '';
  const context: AuditTextContext = {
    t,
    lang: i18n.language,
    timeZone,
    currencyCode,
    vendorName: vendor.name,
  };
  return (
    <Stack gap="xs" data-testid="activity-list">
      {entries.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} context={context} />
      ))}
    </Stack>
  );
}

/** A picture of the entry: the stored file when there is one, else the placeholder. */
function PictureThumb({ path }: { path: string | null }) {
  return (
    <ImageThumb sources={path ? { src: imageUrl(path), real: true } : { src: '', real: false }} size={40} />
  );
}

function PictureChange({ line }: { line: ChangeLine & { picture: NonNullable<ChangeLine['picture']> } }) {
  return (
    <Group gap={6} wrap="wrap" data-testid="activity-picture">
      <Text size="xs" c="dimmed">
        {line.field}:
      </Text>
      {line.before !== null && <PictureThumb path={line.picture.before} />}
      {line.before !== null && line.after !== null && <IconArrowRight size={12} aria-hidden />}
      {line.after !== null && <PictureThumb path={line.picture.after} />}
      <Text size="xs">{line.after ?? line.before}</Text>
    </Group>
  );
}

function ActivityRow({ entry, context }: { entry: AuditEntry; context: AuditTextContext }) {
  const { t, timeZone } = context;
  const lines = changeLines(entry, context);
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
            {auditTarget(entry, context)}
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
          {lines.map((line) =>
            line.picture ? (
              <PictureChange key={line.field} line={{ ...line, picture: line.picture }} />
            ) : (
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
            ),
          )}
        </Stack>
      )}
    </Paper>
  );
}
