import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  type AppSearchParam,
  type AppSearchParams,
  buildSearch,
  isViewId,
  type ViewId,
} from '@/shared/paths';

/**
 * The modal state lives in the URL (docs/product.md#modals): `view` names the open modal, other parameters
 * (section, product, id, ...) say what it is about.
 */
export function useModalParams() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const rawView = searchParams.get('view');
  const view: ViewId | null = isViewId(rawView) ? rawView : null;

  /**
   * Opens `view` over the current page, keeping its other parameters. `state` is the modal's data:
   * what it needs from where it was opened but does not belong in a shareable URL.
   */
  const openModal = useCallback(
    (
      next: ViewId,
      params?: Omit<AppSearchParams, 'view'>,
      options?: { replace?: boolean; state?: unknown },
    ) => {
      void navigate(
        { pathname: location.pathname, search: buildSearch(location.search, { ...params, view: next }) },
        { replace: options?.replace, state: options?.state },
      );
    },
    [navigate, location.pathname, location.search],
  );

  /** Removes the given parameters (view by default) without adding a history entry. */
  const clearParams = useCallback(
    (keys: readonly AppSearchParam[] = ['view']) => {
      const changes = Object.fromEntries(keys.map((key) => [key, undefined]));
      void navigate(
        { pathname: location.pathname, search: buildSearch(location.search, changes) },
        { replace: true },
      );
    },
    [navigate, location.pathname, location.search],
  );

  return { view, searchParams, openModal, clearParams };
}
