import { formatMoney, normalizeDiscountPrice, type Product } from '@larder/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { moneyText, NumericInput, numericValue } from '@/shared/components/numeric-input';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { autoPublishProduct } from '../../api/publish-product';
import { useUpdateProduct } from '../../api/update-product';
import { useModalSave } from '../../hooks/use-modal-save';
import { ProductModalFrame, SaveFooter } from './detail-modal-frame';

/**
 * view=change-product-price&product=<id> (docs/product.md#prices-and-sales; the title reads "sections and
 * cost").
 *
 * Sale semantics (docs/product.md#prices-and-sales): on sale, the product's `price` is the OLD price, shown
 * struck through, and `discountPrice` is what the customer pays. So the main "Price" input always holds what
 * the customer pays: the price, or during a sale the discount price; the sale switch reveals the "Old price"
 * input, which holds the product's price. Switching the sale on or off resets the discount to 0 (the main
 * input empties, so the sale price must be typed); 0 is saved as null.
 */
/** The product as GET gave it, less the count: sent back, an old count would undo the orders since. */
const withoutStock = ({ stock: _stock, ...product }: Product) => product;

export function ChangeProductPriceModal() {
  const { t } = useTranslation();
  return (
    <ProductModalFrame title={t('catalogueModals.price.title')}>
      {(product) => <PriceForm product={product} />}
    </ProductModalFrame>
  );
}

/**
 * docs/product.md#products: publishing follows the first price of a product that was neither visible nor
 * priced.
 */
export const shouldAutoPublish = (product: Pick<Product, 'visible' | 'price'>): boolean =>
  !product.visible && !product.price;

function PriceForm({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const { account } = useVendorSession();
  const queryClient = useQueryClient();
  const currency = useVendorParams().data?.locale.currencyCode ?? '';
  const updateProduct = useUpdateProduct(account.id);
  const { state, save, warningModal } = useModalSave();

  const [sale, setSale] = useState(Boolean(product.discountPrice));
  const [price, setPrice] = useState(moneyText(product.price, currency));
  const [discount, setDiscount] = useState(moneyText(product.discountPrice, currency));

  const priceValue = numericValue(price);
  const discountValue = numericValue(discount);
  // What the customer pays: the main input.
  const paid = sale ? discount : price;
  const paidValue = numericValue(paid);
  const saleNotLower = sale && discountValue > 0 && priceValue > 0 && discountValue >= priceValue;
  const disabled = paidValue === 0 || (sale && priceValue === 0) || saleNotLower;

  const toggleSale = (next: boolean) => {
    setSale(next);
    setDiscount('');
  };

  const money = (amount: number) =>
    currency ? formatMoney(amount, currency, i18n.language) : String(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const publish = shouldAutoPublish(product);
    const saved = await save(() =>
      updateProduct.mutateAsync({
        productId: product.id,
        // docs/product.md#products: the price update sends the product, as GET gave it, with the new prices
        // — all but its stock count, which orders may have moved since it was read.
        body: {
          ...withoutStock(product),
          price: priceValue,
          discountPrice: normalizeDiscountPrice(sale ? discountValue : 0),
        },
      }),
    );
    if (saved && publish) {
      void autoPublishProduct(queryClient, account.id, product.id, () =>
        notifications.show({ color: 'red', message: t('catalogueModals.price.publishFailed') }),
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('catalogueModals.price.sections')}
          </Text>
          <Group gap={6} data-testid="price-sections">
            {product.sections.length > 0 ? (
              product.sections.map((section) => (
                <Badge key={section.id} variant="light" color="gray" size="lg" radius="sm" tt="none">
                  {section.name}
                </Badge>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('catalogueModals.price.noSections')}
              </Text>
            )}
          </Group>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumericInput
            label={t('catalogueModals.price.price')}
            description={
              sale ? t('catalogueModals.price.salePriceHint') : t('catalogueModals.price.priceHint')
            }
            placeholder="0"
            value={paid}
            onChange={sale ? setDiscount : setPrice}
            unit={currency}
            error={saleNotLower ? t('catalogueModals.price.saleNotLower') : undefined}
            data-autofocus
            data-testid="price-input"
          />
          {sale && (
            <NumericInput
              label={t('catalogueModals.price.oldPrice')}
              description={t('catalogueModals.price.oldPriceHint')}
              placeholder="0"
              value={price}
              onChange={setPrice}
              unit={currency}
              data-testid="old-price-input"
            />
          )}
        </SimpleGrid>

        <Switch
          label={t('catalogueModals.price.sale')}
          description={t('catalogueModals.price.saleHint')}
          checked={sale}
          onChange={(event) => toggleSale(event.currentTarget.checked)}
          data-testid="sale-switch"
        />

        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('catalogueModals.price.preview')}
            </Text>
            {sale && priceValue > 0 && (
              <Text size="sm" c="dimmed" td="line-through" data-testid="price-preview-old">
                {money(priceValue)}
              </Text>
            )}
            <Text size="sm" fw={700} c={sale ? 'red.7' : undefined} data-testid="price-preview">
              {paidValue > 0 ? money(paidValue) : '—'}
            </Text>
          </Group>
        </Paper>
      </Stack>
      <SaveFooter state={state} disabled={disabled}>
        {paidValue === 0 && (
          <Text size="sm" c="dimmed">
            {t('catalogueModals.price.zeroPrice')}
          </Text>
        )}
      </SaveFooter>
      {warningModal}
    </form>
  );
}
