import {
  COMPONENT_ERROR_CODES,
  type ComponentGroup,
  canMultiSelect,
  isGroupSelectable,
  isMaxCountOutOfRange,
  MULTI_SELECTION_MIN,
  NO_DEFAULT_COMPONENT_ID,
  type Product,
  type ProductComponentGroupSetup,
} from '@larder/contract';
import { Badge, Button, Group, Modal, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconSettings } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { Counter } from '@/shared/components/counter';
import { moneyText, NumericInput } from '@/shared/components/numeric-input';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { buildSearch } from '@/shared/paths';
import {
  CatalogueModalFrame,
  ItemNotFound,
  type LoadedCatalogueContext,
} from '../../../components/modals/catalogue-modal-frame';
import { parseIdParam, useProductIdParam } from '../../../hooks/use-modal-target';
import { uniqueProducts } from '../../../lib/catalogue';
import { useSetProductModifierGroups } from '../../api/set-product-modifier-groups';
import { useModifierCountLabel } from '../../hooks/use-modifier-count-label';
import {
  draftFor,
  draftProblems,
  effectiveDefault,
  type GroupSetupDraft,
  setupFromSaved,
  setupOf,
} from '../../lib/modifier-groups';

/**
 * view=change-product-components&product=<id> (docs/product.md#modifiers): every component group of the
 * account, added to the product or not. Add and edit open the group's setup (the `group` parameter,
 * so a link can open it directly); its Add or Save adds the group if needed and saves the product's
 * full list at once, Cancel only closes the setup. An empty group, or one whose components are all
 * unavailable, can be neither added nor removed.
 */
export function ChangeProductModifiersModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('modifiers.productComponents.title')}>
      {(context) => <ProductModifiersTarget context={context} />}
    </CatalogueModalFrame>
  );
}

function ProductModifiersTarget({ context }: { context: LoadedCatalogueContext }) {
  const productId = useProductIdParam();
  const product = uniqueProducts(context.catalogue).find((item) => item.id === productId);
  return product ? <ProductComponents context={context} product={product} /> : <ItemNotFound />;
}

/** docs/product.md#modifiers: an invalid maxCount names the groups; the server's details carry them. */
function invalidGroupNames(error: unknown): string[] | null {
  if (!isApiError(error, COMPONENT_ERROR_CODES.invalidMaxCount)) return null;
  const groups = (error.details as { groups?: { name: string }[] } | undefined)?.groups;
  return groups?.map((group) => group.name) ?? [];
}

function ProductComponents({ context, product }: { context: LoadedCatalogueContext; product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const countLabel = useModifierCountLabel();
  const { warn, warningModal } = useWarning();
  const setGroups = useSetProductModifierGroups(context.accountId);
  const [pending, setPending] = useState<number | null>(null);
  const groups = context.catalogue.componentGroups;
  const saved = product.componentGroups;
  const openGroupId = parseIdParam(searchParams.get('group'));
  const openGroup = groups.find((group) => group.id === openGroupId);
  const nameOf = (group: ComponentGroup) => context.nameOf(group.nameI18n) || group.name;

  const setOpen = (groupId: number | null) =>
    void navigate({ search: buildSearch(searchParams, { group: groupId }) }, { replace: true });

  /** Saves the full list; a list naming a group over its limit is stopped here with the names. */
  const saveList = async (list: ProductComponentGroupSetup[]) => {
    const over = list.filter((setup) => {
      const group = groups.find((item) => item.id === setup.componentGroupID);
      return group !== undefined && isMaxCountOutOfRange(setup.maxCount, group.components.length);
    });
    if (over.length > 0) {
      const names = over.map((setup) => nameOf(groups.find((g) => g.id === setup.componentGroupID)!));
      warn(t('modifiers.productComponents.invalidMaxCount', { groups: names.join(', ') }));
      return false;
    }
    try {
      await setGroups.mutateAsync({ productId: product.id, groups: list });
      return true;
    } catch (error) {
      const names = invalidGroupNames(error);
      warn(
        names ? t('modifiers.productComponents.invalidMaxCount', { groups: names.join(', ') }) : undefined,
      );
      return false;
    }
  };

  const toggle = async (group: ComponentGroup, added: boolean) => {
    if (!isGroupSelectable(group.components)) {
      warn(t('modifiers.productComponents.emptyGroup'));
      return;
    }
    if (!added) {
      setOpen(group.id);
      return;
    }
    setPending(group.id);
    await saveList(saved.filter((item) => item.componentGroupID !== group.id).map(setupFromSaved));
    setPending(null);
  };

  const saveSetup = async (group: ComponentGroup, draft: GroupSetupDraft) => {
    const setup = setupOf(draft, group);
    const exists = saved.some((item) => item.componentGroupID === group.id);
    const list = exists
      ? saved.map((item) => (item.componentGroupID === group.id ? setup : setupFromSaved(item)))
      : [...saved.map(setupFromSaved), setup];
    const ok = await saveList(list);
    if (ok) setOpen(null);
    return ok;
  };

  if (groups.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-component-groups">
        {t('modifiers.productComponents.noGroups')}
      </Text>
    );
  }

  return (
    <Stack gap="sm" data-testid="product-components">
      <Text size="sm" c="dimmed">
        {t('modifiers.productComponents.hint', { product: context.nameOf(product.nameI18n) || product.name })}
      </Text>
      {groups.map((group) => {
        const added = saved.some((item) => item.componentGroupID === group.id);
        return (
          <Group
            key={group.id}
            justify="space-between"
            wrap="nowrap"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            data-testid={`product-group-${group.id}`}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>{nameOf(group)}</Text>
              <Text size="xs" c="dimmed">
                {countLabel(group.components.length)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {added && (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconSettings size={14} />}
                  onClick={() => setOpen(group.id)}
                  data-testid={`product-group-edit-${group.id}`}
                >
                  {t('modifiers.productComponents.edit')}
                </Button>
              )}
              <Button
                variant={added ? 'light' : 'filled'}
                size="xs"
                loading={pending === group.id}
                leftSection={added ? <IconCheck size={14} /> : <IconPlus size={14} />}
                onClick={() => void toggle(group, added)}
                data-testid={`product-group-toggle-${group.id}`}
                data-added={added || undefined}
              >
                {added ? t('modifiers.productComponents.added') : t('modifiers.productComponents.add')}
              </Button>
            </Group>
          </Group>
        );
      })}
      {openGroup && (
        <GroupSetupPopup
          key={openGroup.id}
          group={openGroup}
          name={nameOf(openGroup)}
          context={context}
          product={product}
          onCancel={() => setOpen(null)}
          onSave={(draft) => saveSetup(openGroup, draft)}
        />
      )}
      {warningModal}
    </Stack>
  );
}

/** The setup of one group for this product (the rules of docs/product.md#modifiers). */
export function GroupSetupPopup({
  group,
  name,
  context,
  product,
  onCancel,
  onSave,
}: {
  group: ComponentGroup;
  name: string;
  context: LoadedCatalogueContext;
  product: Product;
  onCancel: () => void;
  onSave: (draft: GroupSetupDraft) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const saved = product.componentGroups.find((item) => item.componentGroupID === group.id);
  const [draft, setDraft] = useState(() => draftFor(group, saved));
  const [prices, setPrices] = useState(() =>
    Object.fromEntries(
      Object.entries(draft.prices).map(([id, price]) => [id, moneyText(price, context.currencyCode, true)]),
    ),
  );
  const button = useButtonState();
  const n = group.components.length;
  const problems = draftProblems(draft, group);
  const change = (next: Partial<GroupSetupDraft>) => setDraft((current) => ({ ...current, ...next }));
  // The count means portions of the one component chosen, or portions in all with multiple choice.
  const maxCountLabel = t(
    draft.multiSelection ? 'modifiers.setup.maxCountMany' : 'modifiers.setup.maxCountOne',
  );

  const defaultOptions = [
    ...(draft.required
      ? []
      : [{ value: String(NO_DEFAULT_COMPONENT_ID), label: t('modifiers.setup.nothing') }]),
    ...group.components.map((component) => ({
      value: String(component.id),
      label: context.nameOf(component.nameI18n) || component.name,
    })),
  ];
  const shownDefault = effectiveDefault(draft, group);

  const submit = async () => {
    const withPrices = {
      ...draft,
      prices: Object.fromEntries(Object.entries(prices).map(([id, text]) => [Number(id), Number(text || 0)])),
    };
    try {
      await button.run(async () => {
        if (!(await onSave(withPrices))) throw new Error('not saved');
      });
    } catch {
      // The warning is already shown by the list; the popup stays open as typed.
    }
  };

  // Escape closes only the setup: the key would otherwise bubble (through the React tree of the
  // portal) to the components modal and close it too.
  const escapeOnlyHere = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      closeOnEscape={false}
      onKeyDown={escapeOnlyHere}
      title={t('modifiers.setup.title', { group: name })}
      size="lg"
      centered
      radius="lg"
      closeOnClickOutside={false}
      zIndex={300}
    >
      <Stack gap="md" data-testid="group-setup">
        <Switch
          label={t('modifiers.setup.required')}
          description={t('modifiers.setup.requiredHint')}
          checked={draft.required}
          onChange={(event) => change({ required: event.currentTarget.checked })}
          data-testid="setup-required"
        />
        <Switch
          label={t('modifiers.setup.multiSelection')}
          description={canMultiSelect(n) ? undefined : t('modifiers.setup.multiSelectionNeedsTwo')}
          checked={draft.multiSelection}
          disabled={!canMultiSelect(n)}
          onChange={(event) =>
            change({
              multiSelection: event.currentTarget.checked,
              maxComponentsCount: Math.min(Math.max(draft.maxComponentsCount, MULTI_SELECTION_MIN), n),
            })
          }
          data-testid="setup-multi"
        />
        {draft.multiSelection && (
          <Group justify="space-between" data-testid="setup-multi-count">
            <Text size="sm">{t('modifiers.setup.maxComponentsCount')}</Text>
            <Counter
              label={t('modifiers.setup.maxComponentsCount')}
              value={draft.maxComponentsCount}
              onChange={(value) => change({ maxComponentsCount: value })}
              min={MULTI_SELECTION_MIN}
              max={n}
            />
          </Group>
        )}
        <Group justify="space-between" data-testid="setup-max-count">
          <Stack gap={0}>
            <Text size="sm">{maxCountLabel}</Text>
            <Text size="xs" c="dimmed">
              {t(
                draft.multiSelection ? 'modifiers.setup.maxCountManyHint' : 'modifiers.setup.maxCountOneHint',
                {
                  count: n,
                },
              )}
            </Text>
          </Stack>
          <Counter
            label={maxCountLabel}
            value={draft.maxCount}
            onChange={(value) => change({ maxCount: value })}
            min={1}
            max={n}
          />
        </Group>
        {n > 0 && (
          <Select
            label={t('modifiers.setup.default')}
            description={draft.required ? t('modifiers.setup.defaultRequiredHint') : undefined}
            data={defaultOptions}
            value={shownDefault === NO_DEFAULT_COMPONENT_ID && draft.required ? null : String(shownDefault)}
            onChange={(value) =>
              change({ defaultComponentId: value === null ? NO_DEFAULT_COMPONENT_ID : Number(value) })
            }
            allowDeselect={false}
            comboboxProps={{ zIndex: 400 }}
            data-testid="setup-default"
          />
        )}
        {n > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('modifiers.setup.prices')}
            </Text>
            <Table withRowBorders={false} verticalSpacing={4} data-testid="setup-prices">
              <Table.Tbody>
                {group.components.map((component) => (
                  <Table.Tr key={component.id}>
                    <Table.Td>
                      <Text size="sm" c={component.available ? undefined : 'dimmed'}>
                        {context.nameOf(component.nameI18n) || component.name}
                        {!component.available && (
                          <Badge ml={6} size="xs" color="red" variant="light">
                            {t('catalogue.product.unavailable')}
                          </Badge>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td w={160}>
                      <NumericInput
                        aria-label={t('modifiers.setup.priceOf', {
                          name: context.nameOf(component.nameI18n) || component.name,
                        })}
                        value={prices[component.id] ?? ''}
                        onChange={(value) => setPrices((current) => ({ ...current, [component.id]: value }))}
                        unit={context.currencyCode}
                        size="xs"
                        data-testid={`setup-price-${component.id}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
        {problems.includes('maxCount') && (
          <Text size="sm" c="red" data-testid="setup-problem">
            {t('modifiers.productComponents.invalidMaxCount', { groups: name })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="setup-cancel">
            {t('common.cancel')}
          </Button>
          <StateButton
            state={button.state}
            disabled={problems.length > 0}
            onClick={() => void submit()}
            data-testid="setup-save"
          >
            {saved ? t('common.save') : t('modifiers.productComponents.add')}
          </StateButton>
        </Group>
      </Stack>
    </Modal>
  );
}
