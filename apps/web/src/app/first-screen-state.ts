import type { UiLanguage } from '@larder/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { PartnerConfig } from '@/shared/config/partner-config';
import type { ServerMarkup } from '@/shared/ssr/server-markup';

/** What the server rendered the first screen with: the browser hydrates it with the same. */
export interface FirstScreenState {
  markup: ServerMarkup;
  language: UiLanguage;
  partnerConfig: PartnerConfig;
  queries: DehydratedState;
  /** The router's loader data, by route id. */
  loaderData: Record<string, unknown>;
}

const STATE_ELEMENT_ID = 'first-screen-state';

/** The state as a script element the page carries after #root (data, never run). */
export function stateScript(state: FirstScreenState): string {
  // `<` escaped: no string in the data can close the element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The state of the first screen the server rendered into this page, if it did. */
export function readFirstScreenState(document: Document): FirstScreenState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreenState;
  } catch {
    return null;
  }
}
