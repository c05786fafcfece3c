import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm "nothing here yet" panel for a page or section. */
export function EmptyPageState({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" py={{ base: 'xl', sm: 48 }} px="lg">
      <EmptyState icon={icon} title={title} description={description} variant="light" size="md">
        {children}
      </EmptyState>
    </Paper>
  );
}
