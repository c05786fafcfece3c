import type { Permission } from '@larder/contract';
import { type ComponentType, lazy } from 'react';
import type { AppSearchParam, ViewId } from '@/shared/paths';
import {
  closesOnClickOutside,
  type ModalLayoutName,
  modalLayoutFor,
  paramsClearedOnClose,
} from './modal-rules';

export interface ModalDefinition {
  component: ComponentType;
  layout: ModalLayoutName;
  closeOnClickOutside: boolean;
  /** Query parameters removed when the modal closes. */
  clearOnClose: AppSearchParam[];
  /** Closing returns to this modal instead (the profile's e-mail and password modals). */
  closeTo?: ViewId;
  /** Shown as a modal only at desktop width; at mobile width the layout shows it as a page panel. */
  desktopOnly?: boolean;
  /**
   * Opened only for a role with this permission (docs/product.md#roles-and-permissions: e.g. no price modal
   * for workers).
   */
  permission?: Permission;
}

export type ModalRegistry = Partial<Record<ViewId, ModalDefinition>>;

/**
 * A registry entry with the rules of docs/product.md#modals for its view; `overrides` only for what the rules
 * do not cover.
 */
export function defineModal(
  view: ViewId,
  component: ComponentType,
  overrides: Partial<Omit<ModalDefinition, 'component'>> = {},
): ModalDefinition {
  return {
    component,
    layout: modalLayoutFor(view),
    closeOnClickOutside: closesOnClickOutside(view),
    clearOnClose: paramsClearedOnClose(view),
    ...overrides,
  };
}

const ProfileModal = lazy(() =>
  import('@/features/profile/components/profile-modal').then((module) => ({ default: module.ProfileModal })),
);
const EditPasswordModal = lazy(() =>
  import('@/features/profile/components/edit-password-modal').then((module) => ({
    default: module.EditPasswordModal,
  })),
);
const EditEmailModal = lazy(() =>
  import('@/features/profile/components/edit-email-modal').then((module) => ({
    default: module.EditEmailModal,
  })),
);
const SupportModal = lazy(() =>
  import('@/features/support/components/support-modal').then((module) => ({ default: module.SupportModal })),
);
const OrderInfoModal = lazy(() =>
  import('@/features/orders/components/order-info-modal').then((module) => ({
    default: module.OrderInfoModal,
  })),
);
const OrderCheckModal = lazy(() =>
  import('@/features/orders/components/order-check-modal').then((module) => ({
    default: module.OrderCheckModal,
  })),
);
const OrderChangeModal = lazy(() =>
  import('@/features/orders/components/order-change-modal').then((module) => ({
    default: module.OrderChangeModal,
  })),
);
const OrderShippingModal = lazy(() =>
  import('@/features/orders/components/order-shipping-modal').then((module) => ({
    default: module.OrderShippingModal,
  })),
);
const OrderSettingsModal = lazy(() =>
  import('@/features/orders/components/order-settings-modal').then((module) => ({
    default: module.OrderSettingsModal,
  })),
);
const orderPreviews = () => import('./order-previews');
const ArchiveOrderPreview = lazy(() =>
  orderPreviews().then((module) => ({ default: module.ArchiveOrderPreview })),
);
const AccountOrderPreview = lazy(() =>
  orderPreviews().then((module) => ({ default: module.AccountOrderPreview })),
);
const ArchiveExportModal = lazy(() =>
  import('@/features/archive/components/archive-export-modal').then((module) => ({
    default: module.ArchiveExportModal,
  })),
);

// Catalogue detail modals (features/catalogue/components/modals).
const catalogueDetail = {
  price: () => import('@/features/catalogue/components/modals/change-product-price-modal'),
  description: () => import('@/features/catalogue/components/modals/change-product-description-modal'),
  nutrition: () => import('@/features/catalogue/components/modals/change-product-nutrition-modal'),
  parameters: () => import('@/features/catalogue/components/modals/change-product-parameters-modal'),
  cookingTime: () => import('@/features/catalogue/components/modals/change-section-cooking-time-modal'),
  workingHours: () => import('@/features/catalogue/components/modals/working-hours-modal'),
  selection: () => import('@/features/catalogue/components/modals/categories-tags-modal'),
  vat: () => import('@/features/catalogue/components/modals/change-vat-rate-modal'),
};
const ChangeProductImageModal = lazy(() =>
  import('@/features/catalogue/components/modals/change-product-image-modal').then((module) => ({
    default: module.ChangeProductImageModal,
  })),
);
const ChangeProductPriceModal = lazy(() =>
  catalogueDetail.price().then((module) => ({ default: module.ChangeProductPriceModal })),
);
const ChangeProductDescriptionModal = lazy(() =>
  catalogueDetail.description().then((module) => ({ default: module.ChangeProductDescriptionModal })),
);
const ChangeProductNutritionModal = lazy(() =>
  catalogueDetail.nutrition().then((module) => ({ default: module.ChangeProductNutritionModal })),
);
const ChangeProductParametersModal = lazy(() =>
  catalogueDetail.parameters().then((module) => ({ default: module.ChangeProductParametersModal })),
);
const ChangeProductWeightModal = lazy(() =>
  catalogueDetail.parameters().then((module) => ({ default: module.ChangeProductWeightModal })),
);
const ChangeProductSkuModal = lazy(() =>
  catalogueDetail.parameters().then((module) => ({ default: module.ChangeProductSkuModal })),
);
const ChangeSectionCookingTimeModal = lazy(() =>
  catalogueDetail.cookingTime().then((module) => ({ default: module.ChangeSectionCookingTimeModal })),
);
const ChangeSectionWorkingHoursModal = lazy(() =>
  catalogueDetail.workingHours().then((module) => ({ default: module.ChangeSectionWorkingHoursModal })),
);
const ChangeCatalogueWorkingHoursModal = lazy(() =>
  catalogueDetail.workingHours().then((module) => ({ default: module.ChangeCatalogueWorkingHoursModal })),
);
const ChangeProductTagsModal = lazy(() =>
  catalogueDetail.selection().then((module) => ({ default: module.ChangeProductTagsModal })),
);
const ChangeCatalogueCategoriesModal = lazy(() =>
  catalogueDetail.selection().then((module) => ({ default: module.ChangeCatalogueCategoriesModal })),
);
const ChangeSectionCategoriesTagsModal = lazy(() =>
  catalogueDetail.selection().then((module) => ({ default: module.ChangeSectionCategoriesTagsModal })),
);
const ChangeVatRateModal = lazy(() =>
  catalogueDetail.vat().then((module) => ({ default: module.ChangeVatRateModal })),
);

// Catalogue structure modals (features/catalogue/components/modals).
const catalogueStructure = {
  addSection: () => import('@/features/catalogue/components/modals/add-section-modal'),
  createProduct: () => import('@/features/catalogue/components/modals/create-product-modal'),
  addProduct: () => import('@/features/catalogue/components/modals/add-product-modal'),
  rename: () => import('@/features/catalogue/components/modals/rename-modal'),
  clone: () => import('@/features/catalogue/components/modals/clone-product-modal'),
  orientation: () => import('@/features/catalogue/components/modals/change-orientation-modal'),
  sectionGroup: () => import('@/features/catalogue/components/modals/set-catalogue-category-modal'),
  sectionGroups: () => import('@/features/catalogue/components/modals/edit-section-groups-modal'),
  languages: () => import('@/features/catalogue/components/modals/add-menu-language-modal'),
  createCatalogue: () => import('@/features/catalogue/components/modals/create-catalogue-modal'),
};
const AddSectionModal = lazy(() =>
  catalogueStructure.addSection().then((module) => ({ default: module.AddSectionModal })),
);
const CreateProductModal = lazy(() =>
  catalogueStructure.createProduct().then((module) => ({ default: module.CreateProductModal })),
);
const AddProductModal = lazy(() =>
  catalogueStructure.addProduct().then((module) => ({ default: module.AddProductModal })),
);
const RenameModal = lazy(() =>
  catalogueStructure.rename().then((module) => ({ default: module.RenameModal })),
);
const CloneProductModal = lazy(() =>
  catalogueStructure.clone().then((module) => ({ default: module.CloneProductModal })),
);
const ChangeOrientationModal = lazy(() =>
  catalogueStructure.orientation().then((module) => ({ default: module.ChangeOrientationModal })),
);
const SetCatalogueCategoryModal = lazy(() =>
  catalogueStructure.sectionGroup().then((module) => ({ default: module.SetCatalogueCategoryModal })),
);
const EditSectionGroupsModal = lazy(() =>
  catalogueStructure.sectionGroups().then((module) => ({ default: module.EditSectionGroupsModal })),
);
const AddMenuLanguageModal = lazy(() =>
  catalogueStructure.languages().then((module) => ({ default: module.AddMenuLanguageModal })),
);
const CreateCatalogueModal = lazy(() =>
  catalogueStructure.createCatalogue().then((module) => ({ default: module.CreateCatalogueModal })),
);

// Component groups, components and a product's groups (features/catalogue/components/modals).
const catalogueComponents = {
  groups: () => import('@/features/catalogue/components/modals/component-group-modals'),
  component: () => import('@/features/catalogue/components/modals/component-modal'),
  productComponents: () => import('@/features/catalogue/components/modals/change-product-components-modal'),
};
const AddGroupModal = lazy(() =>
  catalogueComponents.groups().then((module) => ({ default: module.AddGroupModal })),
);
const ChangeDisplayMethodModal = lazy(() =>
  catalogueComponents.groups().then((module) => ({ default: module.ChangeDisplayMethodModal })),
);
const AddComponentModal = lazy(() =>
  catalogueComponents.component().then((module) => ({ default: module.AddComponentModal })),
);
const EditComponentModal = lazy(() =>
  catalogueComponents.component().then((module) => ({ default: module.EditComponentModal })),
);
const ChangeProductComponentsModal = lazy(() =>
  catalogueComponents
    .productComponents()
    .then((module) => ({ default: module.ChangeProductComponentsModal })),
);
// Employee modals (features/employees/components).
const employeeModals = {
  add: () => import('@/features/employees/components/add-employee-modal'),
  profile: () => import('@/features/employees/components/employee-profile-modal'),
  edit: () => import('@/features/employees/components/edit-employee-modal'),
};
const AddEmployeeModal = lazy(() =>
  employeeModals.add().then((module) => ({ default: module.AddEmployeeModal })),
);
const EmployeeProfileModal = lazy(() =>
  employeeModals.profile().then((module) => ({ default: module.EmployeeProfileModal })),
);
const EditEmployeeModal = lazy(() =>
  employeeModals.edit().then((module) => ({ default: module.EditEmployeeModal })),
);
// Account and onboarding modals (features/account/components).
const account = {
  contacts: () => import('@/features/account/components/modals/vendor-contacts-modal'),
  courierComment: () => import('@/features/account/components/modals/courier-comment-modal'),
  address: () => import('@/features/account/components/modals/vendor-address-modal'),
  nameLogo: () => import('@/features/account/components/modals/vendor-name-logo-modal'),
  image: () => import('@/features/account/components/modals/vendor-image-modal'),
  almostReady: () => import('@/features/account/components/onboarding/almost-ready-modal'),
  firstStep: () => import('@/features/account/components/onboarding/first-step-modal'),
  secondStep: () => import('@/features/account/components/onboarding/second-step-modal'),
};
const VendorContactsModal = lazy(() =>
  account.contacts().then((module) => ({ default: module.VendorContactsModal })),
);
const CourierCommentModal = lazy(() =>
  account.courierComment().then((module) => ({ default: module.CourierCommentModal })),
);
const VendorAddressModal = lazy(() =>
  account.address().then((module) => ({ default: module.VendorAddressModal })),
);
const VendorNameLogoModal = lazy(() =>
  account.nameLogo().then((module) => ({ default: module.VendorNameLogoModal })),
);
const VendorImageModal = lazy(() => account.image().then((module) => ({ default: module.VendorImageModal })));
const AlmostReadyModal = lazy(() =>
  account.almostReady().then((module) => ({ default: module.AlmostReadyModal })),
);
const FirstStepModal = lazy(() => account.firstStep().then((module) => ({ default: module.FirstStepModal })));
const SecondStepModal = lazy(() =>
  account.secondStep().then((module) => ({ default: module.SecondStepModal })),
);

/**
 * The one map from `view` to modal (docs/product.md#modals). Later issues add their modals here; views that
 * are page panels (main, timeSectionList, productBar, site-menu) are not modals.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  profile: defineModal('profile', ProfileModal),
  'edit-account-password': defineModal('edit-account-password', EditPasswordModal, { closeTo: 'profile' }),
  'edit-account-email': defineModal('edit-account-email', EditEmailModal, { closeTo: 'profile' }),
  support: defineModal('support', SupportModal, { desktopOnly: true }),
  'order-info': defineModal('order-info', OrderInfoModal),
  'order-check': defineModal('order-check', OrderCheckModal),
  'order-shipping': defineModal('order-shipping', OrderShippingModal),
  // Changing an order is handling it (docs/product.md#changing-an-accepted-order: workers too).
  'order-change': defineModal('order-change', OrderChangeModal, {
    layout: 'l-default',
    permission: 'orders.handle',
  }),
  // Workers open it too, to read the settings; only owners and managers can save (the modal says so).
  'order-settings': defineModal('order-settings', OrderSettingsModal, { permission: 'orderSettings.view' }),
  'archive-order-preview': defineModal('archive-order-preview', ArchiveOrderPreview, {
    clearOnClose: ['view', 'order'],
    permission: 'archive.view',
  }),
  // A review's order: the same archive data, so the same permission (docs/product.md#roles-and-permissions:
  // not for workers).
  'account-order-preview': defineModal('account-order-preview', AccountOrderPreview, {
    clearOnClose: ['view', 'order'],
    permission: 'archive.view',
  }),
  'archive-export': defineModal('archive-export', ArchiveExportModal, { permission: 'archive.view' }),
  // Catalogue detail modals: editing needs catalogue.edit, the price catalogue.price
  // (docs/product.md#roles-and-permissions).
  'change-product-price': defineModal('change-product-price', ChangeProductPriceModal, {
    permission: 'catalogue.price',
  }),
  'change-product-description': defineModal('change-product-description', ChangeProductDescriptionModal, {
    permission: 'catalogue.edit',
  }),
  'change-product-nutrition': defineModal('change-product-nutrition', ChangeProductNutritionModal, {
    permission: 'catalogue.edit',
  }),
  'change-product-parameters': defineModal('change-product-parameters', ChangeProductParametersModal, {
    permission: 'catalogue.edit',
  }),
  'change-product-weight': defineModal('change-product-weight', ChangeProductWeightModal, {
    permission: 'catalogue.edit',
  }),
  'change-product-sku': defineModal('change-product-sku', ChangeProductSkuModal, {
    permission: 'catalogue.edit',
  }),
  'change-product-image': defineModal('change-product-image', ChangeProductImageModal, {
    permission: 'catalogue.edit',
  }),
  'change-product-tags': defineModal('change-product-tags', ChangeProductTagsModal, {
    permission: 'catalogue.edit',
  }),
  'change-section-cooking-time': defineModal('change-section-cooking-time', ChangeSectionCookingTimeModal, {
    permission: 'catalogue.edit',
  }),
  'change-section-working-hours': defineModal(
    'change-section-working-hours',
    ChangeSectionWorkingHoursModal,
    {
      permission: 'catalogue.edit',
    },
  ),
  'change-section-categories-tags': defineModal(
    'change-section-categories-tags',
    ChangeSectionCategoriesTagsModal,
    { permission: 'catalogue.edit' },
  ),
  'change-catalog-working-hours': defineModal(
    'change-catalog-working-hours',
    ChangeCatalogueWorkingHoursModal,
    {
      permission: 'catalogue.edit',
    },
  ),
  'change-catalog-categories': defineModal('change-catalog-categories', ChangeCatalogueCategoriesModal, {
    permission: 'catalogue.edit',
  }),
  'change-vat-rate': defineModal('change-vat-rate', ChangeVatRateModal, { permission: 'catalogue.edit' }),
  // Catalogue structure modals: all of them change the catalogue (docs/product.md#roles-and-permissions: not
  // for workers).
  'add-section': defineModal('add-section', AddSectionModal, { permission: 'catalogue.edit' }),
  'create-product': defineModal('create-product', CreateProductModal, { permission: 'catalogue.edit' }),
  'add-product': defineModal('add-product', AddProductModal, { permission: 'catalogue.edit' }),
  rename: defineModal('rename', RenameModal, { permission: 'catalogue.edit' }),
  'clone-product': defineModal('clone-product', CloneProductModal, { permission: 'catalogue.edit' }),
  'change-orientation': defineModal('change-orientation', ChangeOrientationModal, {
    permission: 'catalogue.edit',
  }),
  'set-catalog-category': defineModal('set-catalog-category', SetCatalogueCategoryModal, {
    permission: 'catalogue.edit',
  }),
  'edit-section-groups': defineModal('edit-section-groups', EditSectionGroupsModal, {
    permission: 'catalogue.edit',
  }),
  'add-menu-language': defineModal('add-menu-language', AddMenuLanguageModal, {
    permission: 'catalogue.edit',
  }),
  'create-catalog': defineModal('create-catalog', CreateCatalogueModal),
  'add-group': defineModal('add-group', AddGroupModal, { permission: 'catalogue.edit' }),
  'change-display-method': defineModal('change-display-method', ChangeDisplayMethodModal, {
    permission: 'catalogue.edit',
  }),
  'add-component': defineModal('add-component', AddComponentModal, { permission: 'catalogue.edit' }),
  'edit-component': defineModal('edit-component', EditComponentModal, { permission: 'catalogue.edit' }),
  'change-product-components': defineModal('change-product-components', ChangeProductComponentsModal, {
    permission: 'catalogue.edit',
  }),
  'add-employee': defineModal('add-employee', AddEmployeeModal, { permission: 'employees.manage' }),
  'employee-profile': defineModal('employee-profile', EmployeeProfileModal, { permission: 'employees.view' }),
  'edit-employee': defineModal('edit-employee', EditEmployeeModal, {
    permission: 'employees.manage',
    closeTo: 'employee-profile',
  }),
  // Vendor profile and onboarding: they edit the vendor (docs/product.md#roles-and-permissions: not for
  // workers).
  'edit-vendor-contacts': defineModal('edit-vendor-contacts', VendorContactsModal, {
    permission: 'vendor.edit',
  }),
  'courier-comment': defineModal('courier-comment', CourierCommentModal, { permission: 'vendor.edit' }),
  'edit-vendor-address': defineModal('edit-vendor-address', VendorAddressModal, {
    permission: 'vendor.edit',
  }),
  'edit-vendor-name-logo': defineModal('edit-vendor-name-logo', VendorNameLogoModal, {
    permission: 'vendor.edit',
  }),
  'edit-vendor-image': defineModal('edit-vendor-image', VendorImageModal, { permission: 'vendor.edit' }),
  'almost-ready': defineModal('almost-ready', AlmostReadyModal, { permission: 'vendor.edit' }),
  'first-step': defineModal('first-step', FirstStepModal, { permission: 'vendor.edit' }),
  'second-step': defineModal('second-step', SecondStepModal, { permission: 'vendor.edit' }),
};
