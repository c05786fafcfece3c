import { STRING_PARTS, type StringPart, type UiLanguage } from '@larder/contract';
import rosetta from 'rosetta';
import type en from './en.json';
import { partOfSection } from './string-parts';
import { detectInitialLanguage, isUiLanguage, loadStrings, UI_LANGUAGE_STORAGE_KEY } from './translations';

/** One language's strings: nested sections of strings, as en.json. */
export type Strings = Record<string, unknown>;

type PluralCategory = Intl.LDMLPluralRule;

/** `section.key` for every string of en.json; `key` for its plural forms `key_one`, `key_other`… */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralCategory}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = KeysOf<typeof en>;

/** The values a string's {{placeholders}} take; `count` also picks its plural form. */
export interface TranslationOptions {
  count?: number;
  /** Shown when there is no such string (a key built from data: an unknown status, a new field). */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export interface TFunction {
  (key: TranslationKey, options?: TranslationOptions): string;
  /** A key built from data, which may name no string: `defaultValue` then. */
  (key: string, options: TranslationOptions & { defaultValue: string }): string;
}

/**
 * The UI strings of the languages loaded, and the one shown. Lookup and {{placeholders}} are
 * rosetta's; plural forms follow i18next's naming (`key_one`, `key_few`…), picked by the language's
 * Intl.PluralRules — so the JSON files stay as translators know them.
 */
export class I18n {
  private readonly table = rosetta<Strings>();
  private readonly listeners = new Set<() => void>();
  private current: UiLanguage;
  /** Translates into the language shown; a new function after each change of language. */
  t: TFunction;

  /** The parts of each language's strings at hand (string-parts.ts). */
  private readonly parts = new Map<UiLanguage, Set<StringPart>>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly reported = new Set<string>();

  /** `parts`: which parts `strings` hold; every part by default (the server's render, tests). */
  constructor(
    language: UiLanguage,
    strings: Partial<Record<UiLanguage, Strings>>,
    parts: readonly StringPart[] = STRING_PARTS,
  ) {
    for (const [lng, table] of Object.entries(strings) as [UiLanguage, Strings][]) {
      this.table.set(lng, table);
      this.parts.set(lng, new Set(parts));
    }
    this.current = language;
    this.t = this.translator(language);
  }

  /**
   * Downloads the parts of the shown language's strings not at hand yet; listeners hear of them
   * (a string missing until then shows from the next render on).
   */
  load(parts: readonly StringPart[] = STRING_PARTS): Promise<void> {
    return this.fetchParts(this.current, parts);
  }

  /**
   * Downloads the parts of `language`'s strings it lacks, once however many ask at a time; the
   * listeners hear of it when that language is the one shown.
   */
  private fetchParts(language: UiLanguage, parts: readonly StringPart[]): Promise<void> {
    const missing = parts.filter((part) => !this.parts.get(language)?.has(part));
    if (missing.length === 0) return Promise.resolve();
    const key = `${language}:${missing.join()}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = loadStrings(language, missing).then(
        (strings) => {
          this.table.set(language, strings);
          const have = this.parts.get(language) ?? new Set<StringPart>();
          for (const part of missing) have.add(part);
          this.parts.set(language, have);
          if (language === this.current) this.announce();
        },
        (error: unknown) => {
          // A failed download (the network dropped) is tried again by the next one who asks.
          this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  get language(): UiLanguage {
    return this.current;
  }

  /** Shows `language`, downloading its strings first when they are not here yet. */
  async changeLanguage(language: UiLanguage): Promise<void> {
    if (language === this.current) return;
    // As many parts as the language shown has: the board's only, until the rest is asked for.
    await this.fetchParts(language, [...(this.parts.get(this.current) ?? STRING_PARTS)]);
    this.current = language;
    this.announce();
  }

  private announce() {
    this.t = this.translator(this.current);
    for (const listener of this.listeners) listener();
  }

  /** Called after each change of language; answers the unsubscribe function. One function for the instance's life. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current translator (for useSyncExternalStore). */
  readonly translate = (): TFunction => this.t;

  /**
   * A string of a part not downloaded yet: the part is fetched, so the string shows on the next
   * render. Without a default to show meanwhile, a component outside the board's part showed it too
   * early (string-parts.ts lists the board's sections): said once in the console, which the
   * first-screen browser tests fail on.
   */
  private missing(language: UiLanguage, key: string, hasDefault: boolean): undefined {
    const part = partOfSection(key.slice(0, key.indexOf('.')));
    if (this.parts.get(language)?.has(part) !== false) return undefined;
    if (!hasDefault && !this.reported.has(key)) {
      this.reported.add(key);
      console.error(`The string "${key}" was needed before its part "${part}" was loaded`);
    }
    this.load([part]).catch(() => {});
    return undefined;
  }

  private translator(language: UiLanguage): TFunction {
    const plurals = new Intl.PluralRules(language);
    const lookup = (key: string, options?: TranslationOptions) => {
      const found: unknown = this.table.t(key, options, language);
      return typeof found === 'string' && found !== '' ? found : undefined;
    };
    return ((key: string, options?: TranslationOptions) => {
      if (typeof options?.count === 'number') {
        const plural =
          lookup(`${key}_${plurals.select(options.count)}`, options) ?? lookup(`${key}_other`, options);
        if (plural !== undefined) return plural;
      }
      return (
        lookup(key, options) ??
        this.missing(language, key, options?.defaultValue !== undefined) ??
        options?.defaultValue ??
        key
      );
    }) as TFunction;
  }
}

/** The app's strings: resolves once those of the language shown are loaded. */
export async function loadI18n(
  lng: UiLanguage = detectInitialLanguage(),
  parts: readonly StringPart[] = STRING_PARTS,
): Promise<I18n> {
  return new I18n(lng, { [lng]: await loadStrings(lng, parts) }, parts);
}

/** An instance over strings at hand (the server's render, tests). */
export function createI18n(lng: UiLanguage, strings: Partial<Record<UiLanguage, Strings>>): I18n {
  return new I18n(lng, strings);
}

/** Switches the UI language and remembers it on this device. */
export async function changeUiLanguage(i18n: I18n, lng: UiLanguage): Promise<void> {
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  try {
    window.localStorage.setItem(UI_LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not remembering the choice is fine.
  }
}

export function currentUiLanguage(i18n: I18n): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : 'en';
}
