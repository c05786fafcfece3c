import { Group, Switch, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isLongTitle } from '../lib/catalogue';

/**
 * The header over the catalogue's grid, for the selected section as for the selected modifier
 * group: the name with its badges, something beside them (a count), and for staff who edit the
 * catalogue the visibility switch, the actions and the item's menu.
 */
export function GridHeader({
  titleId,
  name,
  badges,
  aside,
  visibility,
  actions,
}: {
  /** The grid's `aria-labelledby`; the title's test id too. */
  titleId: string;
  name: string;
  badges?: ReactNode;
  aside?: ReactNode;
  /** Only for staff who edit the catalogue, like `actions`. */
  visibility?: { label: string; checked: boolean; onChange: (visible: boolean) => void; testId: string };
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
      <Group gap="xs" align="center" style={{ minWidth: 0, flex: '1 1 240px' }} wrap="nowrap">
        <Title
          id={titleId}
          order={2}
          fz={isLongTitle(name) ? 'h4' : 'h3'}
          style={{ overflowWrap: 'anywhere' }}
          data-testid={titleId}
        >
          {name}
        </Title>
        {badges}
      </Group>
      {aside}
      {(visibility || actions) && (
        <Group gap="sm" wrap="nowrap">
          {visibility && (
            <Switch
              label={visibility.label}
              checked={visibility.checked}
              onChange={(event) => visibility.onChange(event.currentTarget.checked)}
              data-testid={visibility.testId}
            />
          )}
          {actions}
        </Group>
      )}
    </Group>
  );
}
