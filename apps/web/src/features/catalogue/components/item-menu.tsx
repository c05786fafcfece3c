import { Menu } from '@mantine/core';
import { IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import classes from './catalogue.module.css';

/**
 * An item's "…" menu that costs a plain button until it is first opened: a grid of 40 tiles (or 60
 * search results) would otherwise mount 40 Mantine menus nobody opened, and create their entries.
 * The menu itself is Mantine's, mounted on the first click and kept from then on.
 */
export function ItemMenu({
  label,
  testId,
  width,
  children,
}: {
  label: string;
  testId: string;
  width: number;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={label}
      aria-haspopup="menu"
      data-testid={testId}
      onClick={
        mounted
          ? undefined
          : () => {
              setMounted(true);
              setOpened(true);
            }
      }
    >
      <IconDots size={18} />
    </button>
  );
  if (!mounted) return button;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={width}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** A menu entry that opens one of the item's modals: the URL is the state. */
export function ModalEntry({
  to,
  testId,
  icon,
  children,
}: {
  to: string;
  testId: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Menu.Item component={Link} to={to} leftSection={icon} data-testid={testId}>
      {children}
    </Menu.Item>
  );
}

/** "Rename", the same in every catalogue item's menu. */
export function RenameEntry({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <ModalEntry to={to} testId={testId} icon={<IconEdit size={16} />}>
      {t('catalogue.item.rename')}
    </ModalEntry>
  );
}

/** "Delete", the menu's last entry in red; what it deletes asks first (the delete dialog). */
export function DeleteEntry({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onClick} data-testid={testId}>
      {t('catalogue.item.delete')}
    </Menu.Item>
  );
}
