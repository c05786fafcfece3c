import { useSearchParams } from 'react-router';

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** A numeric id from the query string, else null (absent, empty or not a number). */
export function parseIdParam(value: string | null): number | null {
  return value !== null && POSITIVE_INT.test(value) ? Number(value) : null;
}

/** The product a catalogue modal is about: `?product=<id>`. */
export function useProductIdParam(): number | null {
  const [searchParams] = useSearchParams();
  return parseIdParam(searchParams.get('product'));
}

/** The section a catalogue modal is about: `?section=<id>` (absent for catalogue-wide modals). */
export function useSectionIdParam(): number | null {
  const [searchParams] = useSearchParams();
  return parseIdParam(searchParams.get('section'));
}
