import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The foot of a paged list: "show more" while pages remain, else how many are shown. */
export function ShowMore({
  query,
  more,
  shown,
  testId,
}: {
  query: PagedQuery;
  more: ReactNode;
  shown: ReactNode;
  testId: string;
}) {
  return (
    <Group justify="center">
      {query.hasNextPage ? (
        <Button
          variant="default"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid={testId}
        >
          {more}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {shown}
        </Text>
      )}
    </Group>
  );
}
