import type { ComponentGroup } from '@larder/contract';
import { Menu, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import classes from '../../components/catalogue.module.css';
import { MoveButtons } from '../../components/item-controls';
import { DeleteEntry, ItemMenu, ModalEntry, RenameEntry } from '../../components/item-menu';
import type { ItemLabels } from '../../components/tile-labels';
import { useModifierCountLabel } from '../hooks/use-modifier-count-label';

export interface GroupActions {
  vendorId: number;
  canEdit: boolean;
  labels: ItemLabels;
  nameOf: (value: ComponentGroup['nameI18n']) => string;
  onSelect: (groupId: number) => void;
  onMove: (groupId: number, step: -1 | 1) => void;
  onToggleVisible: (group: ComponentGroup, visible: boolean) => void;
  onDelete: (group: ComponentGroup) => void;
}

export const groupName = (group: ComponentGroup, nameOf: GroupActions['nameOf']) =>
  nameOf(group.nameI18n) || group.name;

/**
 * The component groups ("Sauces", "Extra toppings") under the sections: the add placeholder first
 * (non-workers), then the groups in order, each with its component count (its plural label,
 * docs/product.md#validation-and-formatting).
 */
export function ModifierGroupList({
  groups,
  activeId,
  actions,
}: {
  groups: ComponentGroup[];
  activeId: number | null;
  actions: GroupActions;
}) {
  const { t } = useTranslation();
  const countLabel = useModifierCountLabel();
  return (
    <nav
      className={classes.sections}
      aria-label={t('modifiers.groups.label')}
      data-testid="component-group-list"
    >
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md">
        {t('modifiers.groups.title')}
      </Text>
      {actions.canEdit && (
        <Link
          to={paths.catalogueAddGroup(actions.vendorId)}
          className={classes.addEntry}
          data-testid="add-group"
        >
          <IconPlus size={18} />
          {t('modifiers.groups.add')}
        </Link>
      )}
      {groups.map((group, index) => {
        const name = groupName(group, actions.nameOf);
        const active = group.id === activeId;
        return (
          <div
            key={group.id}
            className={classes.sectionItem}
            data-active={active || undefined}
            data-testid={`group-item-${group.id}`}
          >
            <button
              type="button"
              className={classes.sectionTrigger}
              onClick={() => actions.onSelect(group.id)}
              aria-current={active ? 'true' : undefined}
              data-testid={`group-trigger-${group.id}`}
            >
              <div className={classes.sectionName}>{name}</div>
              <Text
                size="xs"
                c="dimmed"
                component="div"
                style={{ display: 'flex', gap: 6, alignItems: 'center' }}
              >
                <span data-testid={`group-count-${group.id}`}>{countLabel(group.components.length)}</span>
                {!group.visible && (
                  <Tooltip label={t('modifiers.groups.hiddenHint')}>
                    <IconEyeOff size={13} aria-label={t('modifiers.groups.hidden')} role="img" />
                  </Tooltip>
                )}
              </Text>
            </button>
            {actions.canEdit && (
              <>
                <MoveButtons
                  index={index}
                  count={groups.length}
                  name={name}
                  labels={actions.labels}
                  onMove={(step) => actions.onMove(group.id, step)}
                  testIdPrefix={`group-move-${group.id}`}
                />
                <GroupMenu group={group} name={name} actions={actions} />
              </>
            )}
          </div>
        );
      })}
    </nav>
  );
}

/** A group's menu: rename, display method, publish or hide, delete. */
export function GroupMenu({
  group,
  name,
  actions,
  testId = `group-menu-${group.id}`,
}: {
  group: ComponentGroup;
  name: string;
  actions: GroupActions;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ItemMenu label={t('modifiers.groups.actions', { name })} testId={testId} width={240}>
      <RenameEntry
        to={paths.catalogueGroupModal(actions.vendorId, 'rename', group.id)}
        testId="group-action-rename"
      />
      <ModalEntry
        to={paths.catalogueGroupModal(actions.vendorId, 'change-display-method', group.id)}
        testId="group-action-display"
        icon={<IconLayoutGrid size={16} />}
      >
        {t('modifiers.display.title')}
      </ModalEntry>
      <Menu.Item
        leftSection={group.visible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        onClick={() => actions.onToggleVisible(group, !group.visible)}
        data-testid="group-action-visible"
      >
        {group.visible ? t('modifiers.groups.hide') : t('modifiers.groups.show')}
      </Menu.Item>
      <Menu.Divider />
      <DeleteEntry onClick={() => actions.onDelete(group)} testId="group-action-delete" />
    </ItemMenu>
  );
}
