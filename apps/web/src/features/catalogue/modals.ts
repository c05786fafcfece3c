import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

// Modules holding several modals load once for all of them.
const modal = {
  price: () => import('./components/modals/change-product-price-modal'),
  description: () => import('./components/modals/change-product-description-modal'),
  nutrition: () => import('./components/modals/change-product-nutrition-modal'),
  parameters: () => import('./components/modals/change-product-parameters-modal'),
  image: () => import('./components/modals/change-product-image-modal'),
  cookingTime: () => import('./components/modals/change-section-cooking-time-modal'),
  workingHours: () => import('./components/modals/working-hours-modal'),
  selection: () => import('./components/modals/categories-tags-modal'),
  vat: () => import('./components/modals/change-vat-rate-modal'),
  addSection: () => import('./components/modals/add-section-modal'),
  createProduct: () => import('./components/modals/create-product-modal'),
  addProduct: () => import('./components/modals/add-product-modal'),
  rename: () => import('./components/modals/rename-modal'),
  clone: () => import('./components/modals/clone-product-modal'),
  orientation: () => import('./components/modals/change-orientation-modal'),
  sectionGroup: () => import('./components/modals/set-catalogue-category-modal'),
  sectionGroups: () => import('./components/modals/edit-section-groups-modal'),
  languages: () => import('./components/modals/add-menu-language-modal'),
  createCatalogue: () => import('./components/modals/create-catalogue-modal'),
  spreadsheet: () => import('./components/modals/menu-spreadsheet-modal'),
  groups: () => import('./modifiers/components/modals/modifier-group-modals'),
  component: () => import('./modifiers/components/modals/modifier-modal'),
  productComponents: () => import('./modifiers/components/modals/change-product-modifiers-modal'),
};

/**
 * Every catalogue modal changes the catalogue: catalogue.edit, the price catalogue.price
 * (docs/product.md#roles-and-permissions: not for workers).
 */
export const catalogueModals = defineModals(
  {
    'change-product-price': [
      lazyNamed(modal.price, 'ChangeProductPriceModal'),
      { permission: 'catalogue.price' },
    ],
    'change-product-description': lazyNamed(modal.description, 'ChangeProductDescriptionModal'),
    'change-product-nutrition': lazyNamed(modal.nutrition, 'ChangeProductNutritionModal'),
    'change-product-parameters': lazyNamed(modal.parameters, 'ChangeProductParametersModal'),
    'change-product-weight': lazyNamed(modal.parameters, 'ChangeProductWeightModal'),
    'change-product-sku': lazyNamed(modal.parameters, 'ChangeProductSkuModal'),
    'change-product-image': lazyNamed(modal.image, 'ChangeProductImageModal'),
    'change-product-tags': lazyNamed(modal.selection, 'ChangeProductTagsModal'),
    'change-section-cooking-time': lazyNamed(modal.cookingTime, 'ChangeSectionCookingTimeModal'),
    'change-section-working-hours': lazyNamed(modal.workingHours, 'ChangeSectionWorkingHoursModal'),
    'change-section-categories-tags': lazyNamed(modal.selection, 'ChangeSectionCategoriesTagsModal'),
    'change-catalog-working-hours': lazyNamed(modal.workingHours, 'ChangeCatalogueWorkingHoursModal'),
    'change-catalog-categories': lazyNamed(modal.selection, 'ChangeCatalogueCategoriesModal'),
    'change-vat-rate': lazyNamed(modal.vat, 'ChangeVatRateModal'),
    'add-section': lazyNamed(modal.addSection, 'AddSectionModal'),
    'create-product': lazyNamed(modal.createProduct, 'CreateProductModal'),
    'add-product': lazyNamed(modal.addProduct, 'AddProductModal'),
    rename: lazyNamed(modal.rename, 'RenameModal'),
    'clone-product': lazyNamed(modal.clone, 'CloneProductModal'),
    'change-orientation': lazyNamed(modal.orientation, 'ChangeOrientationModal'),
    'set-catalog-category': lazyNamed(modal.sectionGroup, 'SetCatalogueCategoryModal'),
    'edit-section-groups': lazyNamed(modal.sectionGroups, 'EditSectionGroupsModal'),
    'add-menu-language': lazyNamed(modal.languages, 'AddMenuLanguageModal'),
    'catalog-spreadsheet': lazyNamed(modal.spreadsheet, 'MenuSpreadsheetModal'),
    // The prompt that ends the onboarding: it only tells where to start, and changes nothing.
    'create-catalog': [lazyNamed(modal.createCatalogue, 'CreateCatalogueModal'), { permission: undefined }],
    'add-group': lazyNamed(modal.groups, 'AddGroupModal'),
    'change-display-method': lazyNamed(modal.groups, 'ChangeDisplayMethodModal'),
    'add-component': lazyNamed(modal.component, 'AddModifierModal'),
    'edit-component': lazyNamed(modal.component, 'EditModifierModal'),
    'change-product-components': lazyNamed(modal.productComponents, 'ChangeProductModifiersModal'),
  },
  { permission: 'catalogue.edit' },
);
