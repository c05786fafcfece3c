import type { Component, ComponentGroup } from '@larder/contract';
import { CATALOGUE_ERROR_CODES } from '@larder/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { paths } from '@/shared/paths';
import { itemLabels } from '../../components/tile-labels';
import type { CatalogueContext } from '../../hooks/use-catalogue-context';
import { orderChanged, reorderByStep } from '../../lib/catalogue';
import { useChangeModifierGroupOrder } from '../api/change-modifier-group-order';
import { useChangeModifierOrder } from '../api/change-modifier-order';
import { useDeleteModifier } from '../api/delete-modifier';
import { useDeleteModifierGroup } from '../api/delete-modifier-group';
import { useRestockModifier } from '../api/restock-modifier';
import { useSetModifierAvailable } from '../api/set-modifier-available';
import { useUpdateModifierGroup } from '../api/update-modifier-group';
import type { ModifierTileActions } from '../components/modifier-grid';
import { type GroupActions, groupName } from '../components/modifier-group-list';

type DeleteTarget =
  | { kind: 'group'; group: ComponentGroup; name: string }
  | { kind: 'component'; group: ComponentGroup; component: Component; name: string; last: boolean };

/**
 * What the catalogue page does to component groups and components, plus the confirmation dialog and
 * the warning modal to render. Deleting the last component of a group says first that the group goes
 * too (docs/product.md#modifiers), and then returns to the catalogue without the group.
 */
export function useModifierGroupActions(context: CatalogueContext) {
  const { accountId, vendorId, canEdit, canRestock, currencyCode, uiLanguage, timeZone, nameOf } = context;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { warn, warningModal } = useWarning();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const button = useButtonState();

  const changeGroupOrder = useChangeModifierGroupOrder(accountId);
  const changeModifierOrder = useChangeModifierOrder(accountId);
  const updateGroup = useUpdateModifierGroup(accountId);
  const setAvailable = useSetModifierAvailable(accountId);
  const restock = useRestockModifier(accountId);
  const deleteGroup = useDeleteModifierGroup(accountId);
  const deleteModifier = useDeleteModifier(accountId);

  const groupsRef = useRef<ComponentGroup[]>([]);
  groupsRef.current = context.catalogue?.componentGroups ?? [];

  const fail = useCallback(
    (error: unknown) => {
      if (isApiError(error, CATALOGUE_ERROR_CODES.orderMismatch)) warn(t('catalogue.orderChanged'));
      else warn();
    },
    [warn, t],
  );
  const labels = useMemo(() => itemLabels(t), [t]);

  const groupActions = useMemo<GroupActions>(
    () => ({
      vendorId,
      canEdit,
      labels,
      nameOf,
      onSelect: (groupId) => void navigate(paths.catalogueGroup(vendorId, groupId)),
      onMove: (groupId, step) => {
        const ids = groupsRef.current.map((group) => group.id);
        const next = reorderByStep(ids, groupId, step);
        if (orderChanged(ids, next)) changeGroupOrder.mutate(next, { onError: fail });
      },
      onToggleVisible: (group, visible) =>
        updateGroup.mutate({ groupId: group.id, changes: { visible } }, { onError: fail }),
      onDelete: (group) => setTarget({ kind: 'group', group, name: groupName(group, nameOf) }),
    }),
    [vendorId, canEdit, labels, nameOf, navigate, changeGroupOrder.mutate, updateGroup.mutate, fail],
  );

  const tileActions = useMemo<ModifierTileActions>(
    () => ({
      vendorId,
      canEdit,
      canRestock,
      currencyCode,
      uiLanguage,
      timeZone,
      labels,
      nameOf,
      onMove: (group, componentId, step) => {
        const ids = group.components.map((component) => component.id);
        const next = reorderByStep(ids, componentId, step);
        if (orderChanged(ids, next)) {
          changeModifierOrder.mutate({ groupId: group.id, orderedComponentIds: next }, { onError: fail });
        }
      },
      onSetAvailable: (component, choice) =>
        setAvailable.mutate({ componentId: component.id, ...choice }, { onError: fail }),
      onRestock: (component, body) => restock.mutate({ componentId: component.id, body }, { onError: fail }),
      onDelete: (group, component) =>
        setTarget({
          kind: 'component',
          group,
          component,
          name: nameOf(component.nameI18n) || component.name,
          last: group.components.length === 1,
        }),
    }),
    [
      vendorId,
      canEdit,
      canRestock,
      currencyCode,
      uiLanguage,
      timeZone,
      labels,
      nameOf,
      changeModifierOrder.mutate,
      setAvailable.mutate,
      restock.mutate,
      fail,
    ],
  );

  const close = () => setTarget(null);
  const confirm = async () => {
    if (!target) return;
    try {
      if (target.kind === 'group') {
        await button.run(() => deleteGroup.mutateAsync(target.group.id));
        void navigate(paths.catalogue(vendorId), { replace: true });
      } else {
        const result = await button.run(() => deleteModifier.mutateAsync(target.component.id));
        if (result?.groupDeleted) void navigate(paths.catalogue(vendorId), { replace: true });
      }
      close();
    } catch (error) {
      close();
      fail(error);
    }
  };

  let title = '';
  let text = '';
  if (target?.kind === 'group') {
    title = t('modifiers.delete.groupTitle', { name: target.name });
    text = t('modifiers.delete.groupText');
  } else if (target) {
    title = t('modifiers.delete.componentTitle', { name: target.name });
    text = target.last
      ? t('modifiers.delete.lastComponentText', { group: groupName(target.group, nameOf) })
      : t('modifiers.delete.componentText');
  }

  const dialogs = (
    <>
      <Modal opened={target !== null} onClose={close} title={title} size="md" centered radius="lg">
        <Stack gap="md" data-testid="group-delete-dialog">
          <Text size="sm" data-testid="group-delete-text">
            {text}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <StateButton
              state={button.state}
              color="red"
              onClick={() => void confirm()}
              data-testid="confirm-delete"
            >
              {t('catalogue.delete.confirm')}
            </StateButton>
          </Group>
        </Stack>
      </Modal>
      {warningModal}
    </>
  );

  return { groupActions, tileActions, dialogs };
}
