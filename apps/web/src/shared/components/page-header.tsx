import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a page, with optional actions on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      {actions}
    </Group>
  );
}
