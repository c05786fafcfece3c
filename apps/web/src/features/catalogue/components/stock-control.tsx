import { isLowStock, QUICK_RESTOCK_ADD, type RestockRequest, STOCK_MAX } from '@larder/contract';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { NumericInput } from '@/shared/components/numeric-input';
import classes from './catalogue.module.css';

/**
 * A tile's stock count (docs/product.md#stock-counts): "12 left", red at STOCK_LOW_AT or fewer,
 * nothing for an item that is not counted; and, for those who may restock, a button whose popover
 * adds QUICK_RESTOCK_ADD, sets an exact count or stops counting. Like the availability question,
 * the popover is mounted only once first opened: a grid holds dozens of tiles.
 */
export function StockControl({
  name,
  stock,
  canRestock,
  onRestock,
  testId,
}: {
  name: string;
  stock: number | null;
  canRestock: boolean;
  onRestock: (body: RestockRequest) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const [opened, setOpened] = useState(false);
  if (stock === null && !canRestock) return null;
  const label =
    stock === null ? (
      <span />
    ) : (
      <span
        className={classes.stock}
        data-low={isLowStock(stock) || undefined}
        data-testid={`${testId}-left`}
      >
        {t('catalogue.stock.left', { count: stock })}
      </span>
    );
  if (!canRestock) return <div className={classes.stockLine}>{label}</div>;
  const button = (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={t('catalogue.stock.restockNamed', { name })}
      aria-haspopup="dialog"
      data-testid={`${testId}-restock`}
      // A controlled Popover leaves its target's clicks to us: each one opens or closes it.
      onClick={() => {
        setAsked(true);
        setOpened((open) => !open);
      }}
    >
      <IconPackage size={18} />
    </button>
  );
  return (
    <div className={classes.stockLine}>
      {label}
      {asked ? (
        <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus>
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown p="xs" data-testid={`${testId}-restock-menu`}>
            <RestockForm
              stock={stock}
              onRestock={(body) => {
                setOpened(false);
                onRestock(body);
              }}
              testId={testId}
            />
          </Popover.Dropdown>
        </Popover>
      ) : (
        button
      )}
    </div>
  );
}

/** +10, an exact count, or no count at all. */
function RestockForm({
  stock,
  onRestock,
  testId,
}: {
  stock: number | null;
  onRestock: (body: RestockRequest) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [exact, setExact] = useState(stock === null ? '' : String(stock));
  const value = exact === '' ? null : Number(exact);
  const valid = value !== null && Number.isInteger(value) && value <= STOCK_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && value !== null) onRestock({ set: value });
  };
  return (
    <Stack gap={6} w={220}>
      <Button
        variant="light"
        onClick={() => onRestock({ add: QUICK_RESTOCK_ADD })}
        disabled={(stock ?? 0) + QUICK_RESTOCK_ADD > STOCK_MAX}
        data-testid={`${testId}-add`}
      >
        {t('catalogue.stock.add', { count: QUICK_RESTOCK_ADD })}
      </Button>
      <form onSubmit={submit} noValidate>
        <Group gap={6} align="flex-end" wrap="nowrap">
          <NumericInput
            integer
            label={t('catalogue.stock.exact')}
            value={exact}
            onChange={setExact}
            error={value !== null && value > STOCK_MAX}
            size="xs"
            flex={1}
            data-autofocus
            data-testid={`${testId}-exact`}
          />
          <Button type="submit" size="xs" disabled={!valid} data-testid={`${testId}-set`}>
            {t('catalogue.stock.set')}
          </Button>
        </Group>
      </form>
      {stock !== null && (
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          onClick={() => onRestock({ set: null })}
          data-testid={`${testId}-untrack`}
        >
          {t('catalogue.stock.stopCounting')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('catalogue.stock.hint')}
      </Text>
    </Stack>
  );
}
