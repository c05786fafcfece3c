import { MOBILE_LAYOUT_MAX_WIDTH } from '@larder/contract';
import { useWidthRange } from '@/shared/ssr/server-markup';

/**
 * True at widths up to 1080 px: bottom navigation instead of the header
 * (docs/product.md#header-and-navigation).
 */
export function useMobileLayout(): boolean {
  return useWidthRange({ maxWidth: MOBILE_LAYOUT_MAX_WIDTH });
}
