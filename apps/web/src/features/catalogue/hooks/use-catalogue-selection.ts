import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { parseIdParam } from './use-modal-target';

/**
 * The selection lives in the URL (docs/product.md#modals): the `section`, `product` and `group` query
 * parameters.
 */
export function useCatalogueSelection() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { vendorId } = useVendorSession();
  const sectionId = parseIdParam(searchParams.get('section'));
  const productId = parseIdParam(searchParams.get('product'));
  const groupId = parseIdParam(searchParams.get('group'));

  /** Selects a section (and optionally one of its products); any open modal closes. */
  const select = useCallback(
    (item: { section: number; product?: number }, options?: { replace?: boolean }) =>
      void navigate(paths.catalogueItem(vendorId, item), { replace: options?.replace }),
    [navigate, vendorId],
  );

  return { sectionId, productId, groupId, select };
}
