import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Combobox,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { ButtonState } from '@/shared/components/state-button';
import { type PickGroup, type PickItem, searchItems, toggleSelection } from '../../lib/selection';
import { SaveFooter } from './detail-modal-frame';

export interface SelectionPickerProps {
  groups: PickGroup[];
  /** Chosen when the modal opened (items outside the tree keep their name through `known`). */
  initial: number[];
  known: PickItem[];
  limit: number;
  /** Shown in the search dropdown while the search box is empty (e.g. the platform's top categories). */
  suggestions?: PickItem[];
  searchLabel: string;
  hint: ReactNode;
  /** A message of a failed save shown above the lists (e.g. the server's 409 at the limit). */
  error?: ReactNode;
  state: ButtonState;
  onSave: (selected: number[]) => void;
}

/**
 * The catalogue categories and tags modal (docs/product.md#section-groups-categories-and-tags): a search box
 * with suggestions, the list of groups, the items of the active group (a click toggles one), the chosen items
 * (a click removes one) and the counter "n from N". The limit holds in the UI too: once reached, other items
 * are disabled.
 */
export function SelectionPicker({
  groups,
  initial,
  known,
  limit,
  suggestions = [],
  searchLabel,
  hint,
  error,
  state,
  onSave,
}: SelectionPickerProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>(initial);
  const [activeGroupId, setActiveGroupId] = useState<number | null>(
    () =>
      groups.find((group) => group.items.some((item) => initial.includes(item.id)))?.id ??
      groups[0]?.id ??
      null,
  );
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const byId = useMemo(() => {
    const map = new Map<number, PickItem>();
    for (const item of known) map.set(item.id, item);
    for (const group of groups) for (const item of group.items) map.set(item.id, item);
    return map;
  }, [groups, known]);

  const full = selected.length >= limit;
  const isSelected = (id: number) => selected.includes(id);
  const toggle = (id: number) => setSelected((current) => toggleSelection(current, id, limit));
  const activeGroup = groups.find((group) => group.id === activeGroupId) ?? groups[0];
  const found = query.trim() ? searchItems(groups, query) : suggestions;
  const groupName = (groupId: number) => groups.find((group) => group.id === groupId)?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(selected);
  };

  const pickFromSearch = (value: string) => {
    const item = byId.get(Number(value));
    if (!item) return;
    if (!isSelected(item.id) && full) return;
    toggle(item.id);
    setActiveGroupId(item.groupId);
    setQuery('');
    combobox.closeDropdown();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" maw={560}>
            {hint}
          </Text>
          <Badge
            size="lg"
            variant={full ? 'filled' : 'light'}
            color={full ? 'orange' : 'brand'}
            tt="none"
            data-testid="selection-counter"
            aria-live="polite"
          >
            {t('catalogueModals.selection.counter', { count: selected.length, max: limit })}
          </Badge>
        </Group>

        <Combobox store={combobox} onOptionSubmit={pickFromSearch} withinPortal={false}>
          <Combobox.Target>
            <TextInput
              aria-label={searchLabel}
              placeholder={searchLabel}
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onClick={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              rightSection={
                query ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('catalogueModals.selection.clearSearch')}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => setQuery('')}
                  />
                ) : undefined
              }
              data-testid="selection-search"
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!query.trim() && found.length === 0}>
            <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
              {!query.trim() && found.length > 0 && (
                <Combobox.Header>
                  <Text size="xs" c="dimmed">
                    {t('catalogueModals.selection.popular')}
                  </Text>
                </Combobox.Header>
              )}
              {found.length === 0 ? (
                <Combobox.Empty>{t('catalogueModals.selection.nothingFound')}</Combobox.Empty>
              ) : (
                found.map((item) => (
                  <Combobox.Option
                    key={item.id}
                    value={String(item.id)}
                    disabled={!isSelected(item.id) && full}
                    active={isSelected(item.id)}
                  >
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <Text size="sm">{item.name}</Text>
                      <Group gap={6} wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {groupName(item.groupId)}
                        </Text>
                        {isSelected(item.id) && <IconCheck size={14} />}
                      </Group>
                    </Group>
                  </Combobox.Option>
                ))
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>

        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'stretch' }}>
          <Paper withBorder p={4} radius="md">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
              {t('catalogueModals.selection.groups')}
            </Text>
            <ScrollArea.Autosize mah={360} type="auto">
              <Stack gap={2} role="tablist" aria-label={t('catalogueModals.selection.groups')}>
                {groups.map((group) => {
                  const chosen = group.items.filter((item) => isSelected(item.id)).length;
                  return (
                    <NavLink
                      key={group.id}
                      component="button"
                      type="button"
                      role="tab"
                      aria-selected={group.id === activeGroup?.id}
                      active={group.id === activeGroup?.id}
                      label={group.name}
                      onClick={() => setActiveGroupId(group.id)}
                      rightSection={
                        chosen > 0 ? (
                          <Badge size="sm" circle variant="filled">
                            {chosen}
                          </Badge>
                        ) : undefined
                      }
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      data-testid={`selection-group-${group.id}`}
                    />
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>

          <Paper withBorder p="sm" radius="md" role="tabpanel" aria-label={activeGroup?.name}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" pb="xs">
              {activeGroup?.name}
            </Text>
            <ScrollArea.Autosize mah={360} type="auto">
              <Group gap={8}>
                {activeGroup && activeGroup.items.length > 0 ? (
                  activeGroup.items.map((item) => {
                    const chosen = isSelected(item.id);
                    return (
                      <Button
                        key={item.id}
                        type="button"
                        size="compact-sm"
                        radius="xl"
                        variant={chosen ? 'filled' : 'default'}
                        leftSection={chosen ? <IconCheck size={14} /> : undefined}
                        aria-pressed={chosen}
                        disabled={!chosen && full}
                        onClick={() => toggle(item.id)}
                        data-testid={`tag-option-${item.id}`}
                      >
                        {item.name}
                      </Button>
                    );
                  })
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('catalogueModals.selection.emptyGroup')}
                  </Text>
                )}
              </Group>
            </ScrollArea.Autosize>
          </Paper>

          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" pb="xs">
              {t('catalogueModals.selection.chosen')}
            </Text>
            <Box data-testid="selection-chosen">
              {selected.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('catalogueModals.selection.noneChosen')}
                </Text>
              ) : (
                <Group gap={6}>
                  {selected.map((id) => {
                    const name = byId.get(id)?.name ?? `#${id}`;
                    return (
                      <Button
                        key={id}
                        type="button"
                        size="compact-sm"
                        radius="xl"
                        variant="light"
                        rightSection={<IconX size={12} />}
                        aria-label={t('catalogueModals.selection.remove', { name })}
                        onClick={() => toggle(id)}
                        data-testid={`selected-option-${id}`}
                      >
                        {name}
                      </Button>
                    );
                  })}
                </Group>
              )}
            </Box>
            {full && (
              <Text size="xs" c="orange.8" mt="sm">
                {t('catalogueModals.selection.limitReached', { max: limit })}
              </Text>
            )}
          </Paper>
        </SimpleGrid>
      </Stack>
      <SaveFooter state={state} />
    </form>
  );
}
