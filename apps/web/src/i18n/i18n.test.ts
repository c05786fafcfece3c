import { STRING_PARTS } from '@larder/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './en.json';
import { createI18n, loadI18n } from './i18n';
import ru from './ru.json';
import { BOARD_SECTIONS, partOfSection } from './string-parts';
import { loadStrings } from './translations';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

const base = (list: string[]) => new Set(list.map((key) => key.replace(PLURAL_SUFFIX, '')));

describe('UI translations', () => {
  it('has every English string in Russian and nothing extra', () => {
    expect([...base(keys(ru))].sort()).toEqual([...base(keys(en))].sort());
  });

  it('has no empty strings', () => {
    const empty = (tree: unknown) =>
      keys(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(ru)).toEqual([]);
  });
});

describe('one word for one thing', () => {
  const values = (tree: unknown): string[] =>
    typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(values);

  it('calls the e-mail "E-mail" in Russian everywhere, and the kitchen ticket not the receipt', () => {
    expect(values(ru).filter((text) => /эл\. почта|электронная почта/i.test(text))).toEqual([]);
    expect(ru.orders.links.ticket).not.toMatch(/чек/i);
    expect(ru.orders.print.onAcceptHint).not.toMatch(/чек/i);
  });

  it('calls a declined order "Declined" wherever its status shows', () => {
    expect(values(en).filter((text) => /rejected/i.test(text))).toEqual([]);
    expect(en.orders.status.DECLINED).toBe('Declined');
  });

  it("says one employee's state in the singular, the list tabs in the plural", () => {
    expect(ru.employees.state).toEqual({ ACTIVE: 'Активен', BLOCKED: 'Заблокирован' });
    expect(ru.employees.status.ACTIVE).toBe('Активные');
  });
});

describe('translating', () => {
  const i18n = () => createI18n('en', { en, ru });

  it('fills the placeholders of a string', () => {
    expect(i18n().t('orders.actions.delayMinutes', { count: 15 })).toBe('Start cooking in 15 min');
  });

  it("picks each language's plural form by its count", async () => {
    const strings = i18n();
    expect(strings.t('nav.waitingOrders', { count: 1 })).toBe('1 order waiting for approval');
    expect(strings.t('nav.waitingOrders', { count: 2 })).toBe('2 orders waiting for approval');
    await strings.changeLanguage('ru');
    expect(strings.t('nav.waitingOrders', { count: 1 })).toBe('1 заказ ждёт подтверждения');
    expect(strings.t('nav.waitingOrders', { count: 3 })).toBe('3 заказа ждут подтверждения');
    expect(strings.t('nav.waitingOrders', { count: 5 })).toBe('5 заказов ждут подтверждения');
    expect(strings.t('nav.waitingOrders', { count: 21 })).toBe('21 заказ ждёт подтверждения');
    expect(strings.t('nav.waitingOrders', { count: 1.5 })).toBe('1.5 заказа ждут подтверждения');
  });

  it('answers a key it has no string for with its default value, else the key', () => {
    const { t } = i18n();
    expect(t('audit.fields.nope', { defaultValue: 'nope' })).toBe('nope');
    expect(t('orders' as 'orders.actions.approve')).toBe('orders');
  });

  it('downloads a language on the first switch to it, and tells its listeners once shown', async () => {
    const strings = createI18n('en', { en });
    const changed = vi.fn();
    strings.subscribe(changed);
    const before = strings.t;
    await strings.changeLanguage('ru');
    expect(strings.language).toBe('ru');
    expect(strings.t('orders.actions.approve')).toBe(ru.orders.actions.approve);
    expect(strings.t).not.toBe(before);
    expect(changed).toHaveBeenCalledTimes(1);
    await strings.changeLanguage('ru');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("switching language while only the board's part is here downloads only that part", async () => {
    const strings = await loadI18n('en', ['board']);
    await strings.changeLanguage('ru');
    expect(strings.t('orders.actions.approve')).toBe(ru.orders.actions.approve);
    await strings.load();
    expect(strings.t('catalogue.loading' as 'orders.actions.approve')).toBe(
      (ru as unknown as { catalogue: { loading: string } }).catalogue.loading,
    );
  });
});

describe('the strings in two parts', () => {
  afterEach(() => vi.restoreAllMocks());

  it("splits each language into the board's sections and the rest, together the whole file", async () => {
    for (const [language, file] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const board = await loadStrings(language, ['board']);
      const rest = await loadStrings(language, ['rest']);
      expect(Object.keys(board).sort()).toEqual([...BOARD_SECTIONS].sort());
      expect(Object.keys(rest).every((section) => partOfSection(section) === 'rest')).toBe(true);
      expect({ ...board, ...rest }).toEqual(file);
    }
  });

  it('a string of the rest asked for before the rest is here: reported once, then shown once it comes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const strings = await loadI18n('en', ['board']);
    const changed = vi.fn();
    strings.subscribe(changed);
    expect(strings.t('orders.actions.approve')).toBe(en.orders.actions.approve);
    expect(error).not.toHaveBeenCalled();

    const key = 'employees.add.title' as 'orders.actions.approve';
    expect(strings.t(key)).toBe(key);
    expect(strings.t(key)).toBe(key);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('employees.add.title');

    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(strings.t(key)).toBe(
      (en as unknown as { employees: { add: { title: string } } }).employees.add.title,
    );
  });

  it("a string asked for with a default value (an error code's) is no such report: the default shows meanwhile", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const all = await loadI18n('en', STRING_PARTS);
    expect(all.t('audit.fields.nope', { defaultValue: 'nope' })).toBe('nope');
    const board = await loadI18n('en', ['board']);
    const changed = vi.fn();
    board.subscribe(changed);
    const key = 'errors.InvalidOrderTransition' as 'orders.actions.approve';
    expect(board.t(key, { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
    expect(error).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(board.t(key, { defaultValue: 'Something went wrong' })).toBe(en.errors.InvalidOrderTransition);
  });
});
