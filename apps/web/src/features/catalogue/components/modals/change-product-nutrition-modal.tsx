import {
  computeKcal,
  LIMITS,
  NutrientGrams,
  NutritionRequest,
  nutritionFitsPer100g,
  type Product,
} from '@larder/contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { NumericInput, numericValue } from '@/shared/components/numeric-input';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateProductNutrition } from '../../api/update-product-nutrition';
import { useModalSave } from '../../hooks/use-modal-save';
import { ProductModalFrame, SaveFooter } from './detail-modal-frame';

const NUTRIENTS = ['proteins', 'fats', 'carbs'] as const;
type Nutrient = (typeof NUTRIENTS)[number];

/**
 * docs/product.md#nutrition: nutrition is sent only when a value differs from the stored facts, or there are
 * no facts yet and any value is non-zero; otherwise saving just closes the modal.
 */
export function nutritionNeedsSaving(stored: Product['nutritionFacts'], next: NutritionRequest): boolean {
  if (!stored) return NUTRIENTS.some((key) => next[key] !== 0);
  return NUTRIENTS.some((key) => next[key] !== stored[key]);
}

/** view=change-product-nutrition&product=<id>: proteins, fats, carbs and the total calories they make. */
export function ChangeProductNutritionModal() {
  const { t } = useTranslation();
  return (
    <ProductModalFrame title={t('catalogueModals.nutrition.title')}>
      {(product) => <NutritionForm product={product} />}
    </ProductModalFrame>
  );
}

function NutritionForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const updateNutrition = useUpdateProductNutrition(account.id);
  const { state, save, close, warningModal } = useModalSave();
  const facts = product.nutritionFacts;
  const [values, setValues] = useState<Record<Nutrient, string>>(() => ({
    proteins: facts ? String(facts.proteins) : '',
    fats: facts ? String(facts.fats) : '',
    carbs: facts ? String(facts.carbs) : '',
  }));
  const request: NutritionRequest = {
    proteins: numericValue(values.proteins),
    fats: numericValue(values.fats),
    carbs: numericValue(values.carbs),
  };

  // The server's rule (per 100 g), checked as the user types so Save never meets a refusal.
  const valid = NutritionRequest.safeParse(request).success;
  const tooMuch = (key: Nutrient) => !NutrientGrams.safeParse(request[key]).success;
  const totalTooMuch = !nutritionFitsPer100g(request);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (!nutritionNeedsSaving(facts, request)) {
      close();
      return;
    }
    await save(() => updateNutrition.mutateAsync({ productId: product.id, body: request }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c={totalTooMuch ? 'red.8' : 'dimmed'} data-testid="nutrition-rule">
          {t('guidance.nutritionPer100g', { max: LIMITS.nutrientGramsPer100g })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {NUTRIENTS.map((key, index) => (
            <NumericInput
              key={key}
              label={t(`catalogueModals.nutrition.${key}`)}
              placeholder="0"
              unit={t('catalogueModals.units.g')}
              value={values[key]}
              onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
              data-autofocus={index === 0 || undefined}
              error={tooMuch(key) || undefined}
              data-testid={`nutrition-${key}`}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
          <Text fw={600} data-testid="nutrition-kcal">
            {t('catalogueModals.nutrition.kcal', { kcal: computeKcal(request) })}
          </Text>
        </Paper>
      </Stack>
      <SaveFooter state={state} disabled={!valid} />
      {warningModal}
    </form>
  );
}
