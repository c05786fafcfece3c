import { MOBILE_LAYOUT_MAX_WIDTH } from '@larder/contract';
import { useMediaQuery } from '@mantine/hooks';

export const MOBILE_LAYOUT_QUERY = `(max-width: ${MOBILE_LAYOUT_MAX_WIDTH}px)`;

/** True at widths up to 1080 px: bottom navigation instead of the header (SPEC §2, §9). */
export function useMobileLayout(): boolean {
  return useMediaQuery(MOBILE_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
}
