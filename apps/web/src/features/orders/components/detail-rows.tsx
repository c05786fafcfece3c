import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of label/value rows in the order modals. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4} mb="xs">
        {title}
      </Text>
      <Stack gap={8}>{children}</Stack>
    </Paper>
  );
}

/** A row is left out when it has no value. */
export function DetailRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'baseline' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
