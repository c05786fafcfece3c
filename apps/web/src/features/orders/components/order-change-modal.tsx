import {
  type AmendmentReason,
  can,
  formatMoney,
  LIMITS,
  type Order,
  type OrderItem,
  type Product,
} from '@larder/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowBackUp, IconReplace, IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { errorMessage } from '@/shared/api/error-message';
import { Counter } from '@/shared/components/counter';
import { useModalControls } from '@/shared/components/modal-layout';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useAmendOrder } from '../api/amend-order';
import { useOrderableMenu } from '../api/get-orderable-menu';
import {
  type AmendmentDraft,
  amendRequest,
  changesSomething,
  draftPreview,
  emptiesOrder,
  type LineDraft,
  lockedLines,
  newDraft,
  type PickedSubstitute,
  pickSubstitute,
  refusalCancelsOrder,
  substituteComplete,
  substituteUnitTotal,
  toggleSubstituteComponent,
} from '../lib/amendment-draft';
import { CHARGE_TEXT, isAmendable } from '../lib/amendments';
import { itemName } from '../lib/order-labels';
import classes from './order-change.module.css';
import { OrderModalFrame } from './order-modal-frame';

/** view=order-change&order=N: change an accepted order (docs/product.md#changing-an-accepted-order). */
export function OrderChangeModal() {
  const { t } = useTranslation();
  const { close } = useModalControls();
  return (
    <OrderModalFrame title={(number) => t('orders.change.title', { number })}>
      {(order) =>
        isAmendable(order) ? (
          <OrderChangeForm order={order} onDone={close} onCancel={close} />
        ) : (
          <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('orders.change.notAmendable')}
          </Alert>
        )
      }
    </OrderModalFrame>
  );
}

/** The change itself: each line's count and modifiers, substitutes, the reason and the money. */
export function OrderChangeForm({
  order,
  onDone,
  onCancel,
}: {
  order: Order;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useVendorSession();
  const [draft, setDraft] = useState<AmendmentDraft>(() => newDraft(order));
  const [picking, setPicking] = useState<number | null>(null);
  const amend = useAmendOrder(order.vendorId);
  const money = (amount: number) => formatMoney(amount, order.currencyCode, i18n.language);
  const locked = useMemo(() => lockedLines(order), [order]);
  const proposalPending = order.amendments.some((a) => a.status === 'PENDING');

  const request = amendRequest(order, draft);
  const changed = changesSomething(request);
  const empties = emptiesOrder(order, draft);
  const refusalCancels = refusalCancelsOrder(order, draft);
  const incomplete = draft.lines.some((line) => line.substitute && !substituteComplete(line.substitute));
  const preview = draftPreview(order, draft, Math.round(user.account.commissionRate * 100));
  const proposing = request.substitutes.length > 0;

  const setLine = (index: number, change: Partial<LineDraft>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    }));
  const toggleComponent = (index: number, componentId: number) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) =>
        i !== index
          ? line
          : {
              ...line,
              removed: line.removed.includes(componentId)
                ? line.removed.filter((id) => id !== componentId)
                : [...line.removed, componentId],
            },
      ),
    }));

  const save = async () => {
    try {
      await amend.mutateAsync({ orderId: order.orderId, body: request });
      notifications.show({
        color: 'teal',
        message: t(proposing ? 'orders.change.proposed' : 'orders.change.saved'),
      });
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const error = amend.error;
  let errorText: string | null = null;
  if (error) errorText = errorMessage(error, t, 'orders.change.failed');

  return (
    <Stack gap="md" data-testid="order-change">
      <Stack gap="sm">
        {order.items.map((item, index) => (
          <LineEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is named by its position in the order.
            key={`${item.itemId}-${index}`}
            item={item}
            index={index}
            line={draft.lines[index]!}
            locked={locked.has(index)}
            canReplace={!proposalPending}
            picking={picking === index}
            money={money}
            lang={i18n.language}
            onCount={(count) => setLine(index, { count })}
            onToggleComponent={(componentId) => toggleComponent(index, componentId)}
            onPick={() => setPicking(picking === index ? null : index)}
            onSubstitute={(substitute) => {
              setLine(index, { substitute, count: item.count, removed: [] });
              setPicking(null);
            }}
            onToggleSubstituteComponent={(componentId) => {
              const substitute = draft.lines[index]?.substitute;
              if (substitute)
                setLine(index, { substitute: toggleSubstituteComponent(substitute, componentId) });
            }}
          />
        ))}
      </Stack>

      <Stack gap="xs">
        <Text fw={600} size="sm" id="order-change-reason">
          {t('orders.change.reason')}
        </Text>
        <SegmentedControl
          fullWidth
          size="md"
          aria-labelledby="order-change-reason"
          value={draft.reason}
          onChange={(reason) => setDraft((current) => ({ ...current, reason: reason as AmendmentReason }))}
          data={[
            { value: 'OUT_OF_STOCK', label: t('orders.change.reasons.OUT_OF_STOCK') },
            { value: 'OTHER', label: t('orders.change.reasons.OTHER') },
          ]}
        />
        <Textarea
          label={t('orders.change.comment')}
          placeholder={t('orders.change.commentPlaceholder')}
          value={draft.comment}
          onChange={(event) => {
            const comment = event.currentTarget.value;
            setDraft((current) => ({ ...current, comment }));
          }}
          maxLength={LIMITS.shortText}
          rows={2}
        />
        <Checkbox
          size="md"
          label={t('orders.change.markSoldOut')}
          checked={draft.markSoldOut}
          onChange={(event) => {
            const markSoldOut = event.currentTarget.checked;
            setDraft((current) => ({ ...current, markSoldOut }));
          }}
          data-testid="change-mark-sold-out"
        />
      </Stack>

      {errorText && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorText}
        </Alert>
      )}
      {empties && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {t('orders.change.empties')}
        </Alert>
      )}
      {refusalCancels && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="change-refusal-cancels"
        >
          {t('orders.change.refusalCancels')}
        </Alert>
      )}

      <div className={classes.footer}>
        <Stack gap={4} data-testid="change-summary">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('orders.change.totalNow')}
            </Text>
            <Text size="sm" className={classes.figure}>
              {money(preview.totalBefore)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t(proposing ? 'orders.change.totalIfAccepted' : 'orders.change.newTotal')}</Text>
            <Text fw={700} className={classes.figure} data-testid="change-new-total">
              {money(preview.totalAfter)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} c={preview.refund < 0 ? CHARGE_TEXT : 'teal.9'}>
              {t(preview.refund < 0 ? 'orders.change.charge' : 'orders.change.refund')}
            </Text>
            <Text
              fw={700}
              c={preview.refund < 0 ? CHARGE_TEXT : 'teal.9'}
              className={classes.figure}
              data-testid="change-refund"
            >
              {money(Math.abs(preview.refund))}
            </Text>
          </Group>
          {preview.refundIfRejected !== null && !refusalCancels && (
            <Text size="xs" c="dimmed" data-testid="change-if-rejected">
              {t('orders.change.ifRejected', { refund: money(preview.refundIfRejected) })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="nowrap" mt="sm">
          <Button variant="default" size="lg" onClick={onCancel} className={classes.cancel}>
            {t('orders.change.cancel')}
          </Button>
          <Button
            size="lg"
            className={classes.save}
            disabled={!changed || empties || incomplete}
            loading={amend.isPending}
            onClick={() => void save()}
            data-testid="change-save"
          >
            {t(proposing ? 'orders.change.propose' : 'orders.change.save')}
          </Button>
        </Group>
      </div>
    </Stack>
  );
}

function LineEditor({
  item,
  index,
  line,
  locked,
  canReplace,
  picking,
  money,
  lang,
  onCount,
  onToggleComponent,
  onPick,
  onSubstitute,
  onToggleSubstituteComponent,
}: {
  item: OrderItem;
  index: number;
  line: LineDraft;
  locked: boolean;
  canReplace: boolean;
  picking: boolean;
  money: (amount: number) => string;
  lang: string;
  onCount: (count: number) => void;
  onToggleComponent: (componentId: number) => void;
  onPick: () => void;
  onSubstitute: (substitute: PickedSubstitute | null) => void;
  onToggleSubstituteComponent: (componentId: number) => void;
}) {
  const { t } = useTranslation();
  const name = itemName(item, lang);
  const gone = line.count === 0 || line.substitute !== null;
  return (
    <section className={classes.line} data-testid={`change-line-${index}`} aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} td={gone ? 'line-through' : undefined} c={gone ? 'dimmed' : undefined}>
          {item.count} × {name}
        </Text>
        <Text fw={600} className={classes.figure} td={gone ? 'line-through' : undefined}>
          {money(item.totalPrice)}
        </Text>
      </Group>

      {locked && (
        <Text size="sm" className={classes.warning} mt={4}>
          {t('orders.change.lineLocked')}
        </Text>
      )}

      {!locked && line.substitute && (
        <Stack gap="xs" mt="xs">
          <Group justify="space-between" wrap="nowrap" data-testid="change-substitute">
            <Text fw={600} c="blue.9">
              → {item.count} × {line.substitute.name}{' '}
              <Text span c="dimmed" size="sm">
                {money(substituteUnitTotal(line.substitute) * item.count)}
              </Text>
            </Text>
            <Button
              variant="subtle"
              size="md"
              leftSection={<IconArrowBackUp size={18} />}
              onClick={() => onSubstitute(null)}
            >
              {t('orders.change.undo')}
            </Button>
          </Group>
          {line.substitute.groups.length > 0 && (
            <SubstituteModifiers
              substitute={line.substitute}
              money={money}
              onToggle={onToggleSubstituteComponent}
            />
          )}
        </Stack>
      )}

      {!locked && !line.substitute && (
        <Stack gap="xs" mt="xs">
          <Group justify="space-between" wrap="wrap" gap="xs" preventGrowOverflow={false}>
            <Counter
              value={line.count}
              onChange={onCount}
              min={0}
              max={item.count}
              size="lg"
              label={t('orders.change.count', { name })}
              format={(count) => (count === 0 ? t('orders.change.removed') : count)}
            />
            {canReplace && (
              <Button
                variant="light"
                size="md"
                leftSection={<IconReplace size={18} />}
                onClick={onPick}
                aria-expanded={picking}
                data-testid="change-replace"
              >
                {t('orders.change.replace')}
              </Button>
            )}
          </Group>
          {line.count > 0 && item.components.some((c) => c.componentId !== null) && (
            <Group gap="xs" aria-label={t('orders.change.modifiers')} role="group">
              {item.components.map((component, componentIndex) => {
                if (component.componentId === null) return null;
                const id = component.componentId;
                const removed = line.removed.includes(id);
                const label = itemName(component, lang);
                return (
                  <Button
                    // biome-ignore lint/suspicious/noArrayIndexKey: components keep their position within the line.
                    key={`${id}-${componentIndex}`}
                    variant={removed ? 'default' : 'light'}
                    color={removed ? 'gray' : 'blue'}
                    radius="xl"
                    size="md"
                    className={classes.chip}
                    data-removed={removed || undefined}
                    rightSection={removed ? <IconArrowBackUp size={16} /> : <IconX size={16} />}
                    aria-label={t(
                      removed ? 'orders.change.restoreModifier' : 'orders.change.removeModifier',
                      {
                        name: label,
                      },
                    )}
                    onClick={() => onToggleComponent(id)}
                  >
                    <span className={removed ? classes.struck : undefined}>{label}</span>
                  </Button>
                );
              })}
            </Group>
          )}
        </Stack>
      )}

      {picking && !line.substitute && (
        <ProductPicker exclude={item.productId} lang={lang} money={money} onPick={onSubstitute} />
      )}
    </section>
  );
}

/**
 * A substitute's modifier groups as chips, chosen ones filled: a single-choice group swaps its
 * choice, a full group takes no more, a required group keeps one.
 */
function SubstituteModifiers({
  substitute,
  money,
  onToggle,
}: {
  substitute: PickedSubstitute;
  money: (amount: number) => string;
  onToggle: (componentId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      aria-label={t('orders.change.substituteModifiers', { name: substitute.name })}
      role="group"
    >
      {substitute.groups.map((group) => {
        const chosen = group.components.filter((c) => substitute.componentIds.includes(c.id)).length;
        const full = group.most > 1 && chosen >= group.most;
        return (
          <Stack key={group.id} gap={4} data-testid={`substitute-group-${group.id}`}>
            <Text size="sm" fw={600}>
              {group.name}
              {group.required && chosen === 0 && (
                <Text span size="sm" className={classes.warning}>
                  {' '}
                  — {t('orders.change.chooseRequired')}
                </Text>
              )}
            </Text>
            <Group gap="xs">
              {group.components.map((component) => {
                const selected = substitute.componentIds.includes(component.id);
                return (
                  <Button
                    key={component.id}
                    variant={selected ? 'filled' : 'default'}
                    radius="xl"
                    size="md"
                    className={classes.chip}
                    aria-pressed={selected}
                    disabled={!selected && full}
                    onClick={() => onToggle(component.id)}
                  >
                    {component.name}
                    {component.price > 0 && ` +${money(component.price)}`}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The orderable menu, searched by name: a visible, available product in a visible section. */
function ProductPicker({
  exclude,
  lang,
  money,
  onPick,
}: {
  exclude: number | null;
  lang: string;
  money: (amount: number) => string;
  onPick: (substitute: PickedSubstitute) => void;
}) {
  const { t } = useTranslation();
  const { account, user } = useVendorSession();
  const menu = useOrderableMenu(account.id, can(user.role, 'catalogue.view'));
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase(lang);
  const choices = useMemo(
    () =>
      (menu.data?.products ?? []).flatMap((product: Product) => {
        if (product.id === exclude) return [];
        const picked = pickSubstitute(product, menu.data!.components);
        return picked ? [picked] : [];
      }),
    [menu.data, exclude],
  );
  const shown = choices.filter(
    (choice) => needle === '' || choice.name.toLocaleLowerCase(lang).includes(needle),
  );
  return (
    <Stack gap="xs" mt="sm" className={classes.picker} data-testid="product-picker">
      <TextInput
        size="md"
        leftSection={<IconSearch size={18} />}
        placeholder={t('orders.change.search')}
        aria-label={t('orders.change.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {menu.isPending && <Text size="sm">{t('orders.change.menuLoading')}</Text>}
      {menu.isError && (
        <Text size="sm" c="red.8">
          {t('orders.change.menuFailed')}
        </Text>
      )}
      {menu.data && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('orders.change.noProducts')}
        </Text>
      )}
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack gap={4}>
          {shown.map((choice) => (
            <UnstyledButton key={choice.productId} className={classes.product} onClick={() => onPick(choice)}>
              <Text fw={600}>{choice.name}</Text>
              <Text className={classes.figure} c="dimmed">
                {money(substituteUnitTotal(choice))}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
