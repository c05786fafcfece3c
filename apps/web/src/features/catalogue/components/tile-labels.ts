import type { TFunction } from '@/i18n/i18n';
import { fillSlot, LABEL_SLOT } from '../lib/labels';

/** Every text a product tile or a section entry shows, translated once per grid (not per tile). */
export function itemLabels(t: TFunction) {
  return {
    hidden: t('catalogue.product.hidden'),
    unavailable: t('catalogue.product.unavailable'),
    popular: t('catalogue.product.popular'),
    noPrice: t('catalogue.product.noPrice'),
    visible: t('catalogue.product.visible'),
    available: t('catalogue.product.available'),
    moveUp: t('catalogue.item.moveUp'),
    moveDown: t('catalogue.item.moveDown'),
    grams: fillSlot(t('catalogue.units.g', { value: LABEL_SLOT })),
    millilitres: fillSlot(t('catalogue.units.ml', { value: LABEL_SLOT })),
    select: fillSlot(t('catalogue.product.select', { name: LABEL_SLOT })),
    changePrice: fillSlot(t('catalogue.product.changePrice', { name: LABEL_SLOT })),
    productActions: fillSlot(t('catalogue.product.actions', { name: LABEL_SLOT })),
    sectionActions: fillSlot(t('catalogue.section.actions', { name: LABEL_SLOT })),
    moveUpNamed: fillSlot(t('catalogue.item.moveUpNamed', { name: LABEL_SLOT })),
    moveDownNamed: fillSlot(t('catalogue.item.moveDownNamed', { name: LABEL_SLOT })),
    dragNamed: fillSlot(t('catalogue.item.dragNamed', { name: LABEL_SLOT })),
  };
}

export type ItemLabels = ReturnType<typeof itemLabels>;
