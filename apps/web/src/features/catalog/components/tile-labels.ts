import type { TFunction } from 'i18next';
import { fillSlot, LABEL_SLOT } from '../lib/labels';

/** Every text a product tile or a section entry shows, translated once per grid (not per tile). */
export function itemLabels(t: TFunction) {
  return {
    hidden: t('catalog.product.hidden'),
    unavailable: t('catalog.product.unavailable'),
    popular: t('catalog.product.popular'),
    noPrice: t('catalog.product.noPrice'),
    visible: t('catalog.product.visible'),
    available: t('catalog.product.available'),
    moveUp: t('catalog.item.moveUp'),
    moveDown: t('catalog.item.moveDown'),
    grams: fillSlot(t('catalog.units.g', { value: LABEL_SLOT })),
    millilitres: fillSlot(t('catalog.units.ml', { value: LABEL_SLOT })),
    select: fillSlot(t('catalog.product.select', { name: LABEL_SLOT })),
    changePrice: fillSlot(t('catalog.product.changePrice', { name: LABEL_SLOT })),
    productActions: fillSlot(t('catalog.product.actions', { name: LABEL_SLOT })),
    sectionActions: fillSlot(t('catalog.section.actions', { name: LABEL_SLOT })),
    moveUpNamed: fillSlot(t('catalog.item.moveUpNamed', { name: LABEL_SLOT })),
    moveDownNamed: fillSlot(t('catalog.item.moveDownNamed', { name: LABEL_SLOT })),
    dragNamed: fillSlot(t('catalog.item.dragNamed', { name: LABEL_SLOT })),
  };
}

export type ItemLabels = ReturnType<typeof itemLabels>;
