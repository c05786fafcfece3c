import type { Permission } from '@larder/contract';
import { type ComponentType, lazy } from 'react';
import { withAllStrings } from '@/i18n/all-strings';
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
   * Opened only for a role with this permission (docs/product.md#roles-and-permissions: e.g. no price
   * modal for workers).
   */
  permission?: Permission;
}

/** Which modal a `view` opens. Each feature exports its own; the app merges them. */
export type ModalRegistry = Partial<Record<ViewId, ModalDefinition>>;

export type ModalOverrides = Partial<Omit<ModalDefinition, 'component'>>;

/**
 * A registry entry with the rules of docs/product.md#modals for its view; `overrides` only for what
 * the rules do not cover.
 */
export function defineModal(
  view: ViewId,
  component: ComponentType,
  overrides: ModalOverrides = {},
): ModalDefinition {
  return {
    component,
    layout: modalLayoutFor(view),
    closeOnClickOutside: closesOnClickOutside(view),
    clearOnClose: paramsClearedOnClose(view),
    ...overrides,
  };
}

/**
 * A feature's modals by view: a component, or a component with its overrides; `shared` applies to
 * each of them first (a feature's common permission).
 */
export function defineModals(
  entries: Partial<Record<ViewId, ComponentType | [ComponentType, ModalOverrides]>>,
  shared: ModalOverrides = {},
): ModalRegistry {
  const registry: ModalRegistry = {};
  for (const [view, entry] of Object.entries(entries) as [
    ViewId,
    ComponentType | [ComponentType, ModalOverrides],
  ][]) {
    const [component, overrides] = Array.isArray(entry) ? entry : [entry, {}];
    registry[view] = defineModal(view, component, { ...shared, ...overrides });
  }
  return registry;
}

/**
 * A named export of a module, loaded when first rendered: a modal's code comes with its first
 * opening, not with the page (several modals of one module share its chunk), with all the strings.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(() => withAllStrings(load)().then((module) => ({ default: module[name] as ComponentType })));
}
