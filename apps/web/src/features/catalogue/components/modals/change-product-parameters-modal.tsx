import {
  LIMITS,
  type Product,
  type ProductAttribute,
  STOCK_MAX,
  type UpdateProductRequest,
} from '@larder/contract';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { NumericInput, numericText, numericValue } from '@/shared/components/numeric-input';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateProduct } from '../../api/update-product';
import { useModalSave } from '../../hooks/use-modal-save';
import { weightUnit } from '../../lib/catalogue';
import { ProductModalFrame, SaveFooter } from './detail-modal-frame';

/** The product's attributes with LIQUID switched on or off (others kept). */
export function withLiquid(attributes: readonly ProductAttribute[], liquid: boolean): ProductAttribute[] {
  const others = attributes.filter((attribute) => attribute !== 'LIQUID');
  return liquid ? [...others, 'LIQUID'] : others;
}

/** An SKU as sent: trimmed, null when empty. */
export const skuValue = (text: string): string | null => text.trim() || null;

/** A maximum per order as sent: a positive whole number, null (no limit) when empty or 0. */
export const maxCountValue = (text: string): number | null => numericValue(text) || null;

/** A stock count as typed: empty is not counted (null), 0 is a count of zero (docs/product.md#stock-counts). */
export const stockText = (stock: number | null): string => (stock === null ? '' : String(stock));
export const stockValue = (text: string): number | null => (text === '' ? null : numericValue(text));

function useProductSave(product: Product) {
  const { account } = useVendorSession();
  const updateProduct = useUpdateProduct(account.id);
  const modal = useModalSave();
  const submitWith = (body: () => UpdateProductRequest) => async (event: FormEvent) => {
    event.preventDefault();
    await modal.save(() => updateProduct.mutateAsync({ productId: product.id, body: body() }));
  };
  return { ...modal, submitWith };
}

function WeightInput({
  value,
  onChange,
  liquid,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  liquid: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const unit = weightUnit({ attributes: liquid ? ['LIQUID'] : [] });
  return (
    <NumericInput
      integer
      label={liquid ? t('catalogueModals.weight.volume') : t('catalogueModals.weight.weight')}
      placeholder="0"
      unit={t(`catalogueModals.units.${unit}`)}
      value={value}
      onChange={onChange}
      data-autofocus={autoFocus || undefined}
      data-testid="weight-input"
    />
  );
}

/** view=change-product-weight&product=<id>: the portion weight, in g (ml for a LIQUID product). */
export function ChangeProductWeightModal() {
  const { t } = useTranslation();
  return (
    <ProductModalFrame title={t('catalogueModals.weight.title')}>
      {(product) => <WeightForm product={product} />}
    </ProductModalFrame>
  );
}

function WeightForm({ product }: { product: Product }) {
  const [weight, setWeight] = useState(numericText(product.weight));
  const { state, submitWith, warningModal } = useProductSave(product);
  return (
    <form onSubmit={submitWith(() => ({ weight: numericValue(weight) }))} noValidate>
      <WeightInput
        value={weight}
        onChange={setWeight}
        liquid={product.attributes.includes('LIQUID')}
        autoFocus
      />
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}

function SkuInput({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('catalogueModals.sku.label')}
      description={t('catalogueModals.sku.hint')}
      maxLength={LIMITS.shortText}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
      data-testid="sku-input"
    />
  );
}

/** view=change-product-sku&product=<id>: the vendor's own stock-keeping code. */
export function ChangeProductSkuModal() {
  const { t } = useTranslation();
  return (
    <ProductModalFrame title={t('catalogueModals.sku.title')}>
      {(product) => <SkuForm product={product} />}
    </ProductModalFrame>
  );
}

function SkuForm({ product }: { product: Product }) {
  const [sku, setSku] = useState(product.sku ?? '');
  const { state, submitWith, warningModal } = useProductSave(product);
  return (
    <form onSubmit={submitWith(() => ({ sku: skuValue(sku) }))} noValidate>
      <SkuInput value={sku} onChange={setSku} autoFocus />
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}

/** view=change-product-parameters&product=<id> (big layout): weight, liquid, SKU, maximum per order. */
export function ChangeProductParametersModal() {
  const { t } = useTranslation();
  return (
    <ProductModalFrame title={t('catalogueModals.parameters.title')}>
      {(product) => <ParametersForm product={product} />}
    </ProductModalFrame>
  );
}

function ParametersForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [weight, setWeight] = useState(numericText(product.weight));
  const [liquid, setLiquid] = useState(product.attributes.includes('LIQUID'));
  const [sku, setSku] = useState(product.sku ?? '');
  const [maxCount, setMaxCount] = useState(numericText(product.maxCount));
  // Orders move the count while the modal is open: it is sent only when changed here.
  const [stock, setStock] = useState(stockText(product.stock));
  const stockChanged = stock !== stockText(product.stock);
  const stockTooLarge = (stockValue(stock) ?? 0) > STOCK_MAX;
  const { state, submitWith, warningModal } = useProductSave(product);
  const submit = submitWith(() => ({
    weight: numericValue(weight),
    attributes: withLiquid(product.attributes, liquid),
    sku: skuValue(sku),
    maxCount: maxCountValue(maxCount),
    ...(stockChanged && { stock: stockValue(stock) }),
  }));
  return (
    <form
      onSubmit={(event) => {
        if (stockTooLarge) event.preventDefault();
        else void submit(event);
      }}
      noValidate
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <WeightInput value={weight} onChange={setWeight} liquid={liquid} autoFocus />
          <Switch
            mt={{ base: 0, sm: 28 }}
            label={t('catalogueModals.parameters.liquid')}
            description={t('catalogueModals.parameters.liquidHint')}
            checked={liquid}
            onChange={(event) => setLiquid(event.currentTarget.checked)}
            data-testid="liquid-switch"
          />
          <SkuInput value={sku} onChange={setSku} />
          <NumericInput
            integer
            label={t('catalogueModals.parameters.maxCount')}
            description={t('catalogueModals.parameters.maxCountHint')}
            placeholder={t('catalogueModals.parameters.noLimit')}
            value={maxCount}
            onChange={setMaxCount}
            data-testid="max-count-input"
          />
          <NumericInput
            integer
            label={t('catalogueModals.parameters.stock')}
            description={t('catalogueModals.parameters.stockHint')}
            placeholder={t('catalogueModals.parameters.notCounted')}
            value={stock}
            onChange={setStock}
            error={stockTooLarge && t('catalogueModals.parameters.stockMax', { max: STOCK_MAX })}
            data-testid="stock-input"
          />
        </SimpleGrid>
      </Stack>
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}
