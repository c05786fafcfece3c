import type { Order } from '@larder/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { ordersToCook, summarizeProducts } from '../lib/product-summary';
import classes from './orders.module.css';

/** Mobile view=productBar: what the kitchen has to cook, each product summed over the confirmed orders. */
export function ProductBar({ orders, query }: { orders: Order[]; query: string }) {
  const { t, i18n } = useTranslation();
  const all = summarizeProducts(ordersToCook(orders), i18n.language);
  const needle = query.trim().toLowerCase();
  const products = needle ? all.filter((product) => product.name.toLowerCase().includes(needle)) : all;

  if (all.length === 0) {
    return (
      <EmptyPageState
        icon={<IconChefHat size={28} />}
        title={t('orders.productBar.empty')}
        description={t('orders.productBar.emptyHint')}
      />
    );
  }
  if (products.length === 0) {
    return (
      <div className={classes.groupEmpty}>{t('orders.productBar.noResults', { query: query.trim() })}</div>
    );
  }
  return (
    <Stack gap="sm" data-testid="product-bar">
      {products.map((product) => (
        <Paper key={product.key} withBorder radius="md" p="md" data-testid="product-total">
          <div style={{ display: 'flex', gap: 14, alignItems: 'flex-start' }}>
            <Text className={classes.portions} data-testid="product-count">
              {product.count}
            </Text>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fz="lg" fw={700}>
                {product.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('orders.productBar.inOrders', { count: product.orders })}
              </Text>
              {product.components.map((component) => (
                <Text key={component.name} size="sm">
                  + {component.name} × {component.count}
                </Text>
              ))}
              {product.comments.map((comment, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same comment may appear twice; the list never reorders.
                <Text key={`${index}-${comment}`} size="sm" fs="italic" c="orange.9">
                  “{comment}”
                </Text>
              ))}
            </div>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}
