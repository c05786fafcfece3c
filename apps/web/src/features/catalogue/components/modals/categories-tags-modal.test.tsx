import type { AccountCategory, CategoryGroup, Product, ProductTag } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeTagGroups } from '@/test/catalogue-detail-fixtures';
import type { FakeRequest, FakeResponse } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Two groups of ten tags: 101..110 and 201..210.
const tagGroups = makeTagGroups(2, 10);
const tag = (id: number): ProductTag => ({
  id,
  name: `Tag ${Math.floor(id / 100)}.${id % 100}`,
  groupId: Math.floor(id / 100),
});
const tags = (ids: number[]) => ids.map(tag);

/** The tags modal of product 1 with `tagIds` chosen; POST/DELETE keep the fake product up to date. */
function openTags(tagIds: number[], post?: FakeResponse) {
  let product: Product = makeProduct({ tags: tags(tagIds) });
  return renderApp('/vendor/1/orders?view=change-product-tags&product=1', {
    user: makeUser('VENDOR_OWNER'),
    api: {
      'GET vendor/products/1': () => ({ body: product }),
      'GET vendor/tag_groups': { body: tagGroups },
      'POST vendor/products/1/tags': (request: FakeRequest) => {
        if (post) return post;
        const { tagID } = request.body as { tagID: number };
        product = { ...product, tags: [...product.tags, tag(tagID)] };
        return { body: product };
      },
      ...Object.fromEntries(
        [...tagGroups.flatMap((group) => group.tags)].map(({ id }) => [
          `DELETE vendor/products/1/tags/${id}`,
          () => {
            product = { ...product, tags: product.tags.filter((current) => current.id !== id) };
            return { body: product };
          },
        ]),
      ),
    },
  });
}

const counter = () => screen.getByTestId('selection-counter').textContent;
const option = (id: number) => screen.getByTestId(`tag-option-${id}`) as HTMLButtonElement;
const closed = (app: ReturnType<typeof renderApp>) => !app.location().search.includes('view=');

async function ready(view = 'change-product-tags') {
  const modal = await screen.findByTestId(`${view}-modal`);
  await within(modal).findByTestId('selection-counter');
  return modal;
}

describe('product tags modal', () => {
  it('counts "n from 15" and disables the 16th tag once 15 are chosen', async () => {
    // 14 chosen: all of group 1 and 201..204.
    openTags([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 201, 202, 203, 204]);
    await ready();
    expect(counter()).toBe('14 from 15');
    fireEvent.click(screen.getByTestId('selection-group-2'));
    expect(option(205).disabled).toBe(false);
    fireEvent.click(option(205));
    expect(counter()).toBe('15 from 15');
    expect(option(205).getAttribute('aria-pressed')).toBe('true');
    expect(option(206).disabled).toBe(true);
    fireEvent.click(option(206));
    expect(counter()).toBe('15 from 15');
    // A chosen tag stays clickable, to unchoose it.
    expect(option(204).disabled).toBe(false);
  });

  it('removes a chosen tag when it is clicked in the chosen block', async () => {
    openTags([101, 201]);
    await ready();
    expect(counter()).toBe('2 from 15');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tag 2.1' }));
    expect(counter()).toBe('1 from 15');
    expect(within(screen.getByTestId('selection-chosen')).queryByText('Tag 2.1')).toBeNull();
    fireEvent.click(screen.getByTestId('selection-group-2'));
    expect(option(201).getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles tags of the active group and saves the changes, then closes', async () => {
    const app = openTags([101, 102]);
    await ready();
    fireEvent.click(option(102));
    fireEvent.click(option(103));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('DELETE', 'vendor/products/1/tags/102')).toHaveLength(1);
    expect(app.server.callsTo('POST', 'vendor/products/1/tags').map((call) => call.body)).toEqual([
      { tagID: 103 },
    ]);
  });

  it('finds tags with the search box and adds the one picked', async () => {
    openTags([]);
    await ready();
    fireEvent.change(screen.getByTestId('selection-search'), { target: { value: 'tag 2.7' } });
    const suggestion = await screen.findByRole('option', { name: /Tag 2\.7/ });
    fireEvent.click(suggestion);
    expect(counter()).toBe('1 from 15');
    expect(within(screen.getByTestId('selection-chosen')).getByText('Tag 2.7')).toBeTruthy();
  });

  it('shows the server refusing a tag past the limit and stays open', async () => {
    const app = openTags([101], {
      status: 409,
      body: { code: 'ProductTagsLimitExceeded', message: 'A product can have at most 15 tags' },
    });
    await ready();
    fireEvent.click(option(102));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 15 can be chosen. Remove one and save again.')).toBeTruthy();
    expect(closed(app)).toBe(false);
  });

  it('closes without a call when nothing changed', async () => {
    const app = openTags([101]);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('catalogue categories modal', () => {
  const tree: CategoryGroup[] = [
    {
      id: 1,
      name: 'Cuisine',
      children: [
        { id: 11, name: 'Italian' },
        { id: 12, name: 'Georgian' },
      ],
    },
    {
      id: 2,
      name: 'Dishes',
      children: [
        { id: 21, name: 'Pizza' },
        { id: 22, name: 'Soups' },
      ],
    },
  ];
  const chosen: AccountCategory[] = [
    { id: 11, name: 'Italian', groupId: 1 },
    { id: 21, name: 'Pizza', groupId: 2 },
  ];

  it('allows at most 3 categories: "n from 3", the 4th disabled', async () => {
    const app = renderApp('/vendor/1/orders?view=change-catalog-categories', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/categories': { body: tree },
        'GET vendor/categories/top': { body: [] },
        'GET vendor/accounts/10/catalogue/categories': { body: chosen },
        'POST vendor/accounts/10/catalogue/categories': {
          body: [...chosen, { id: 12, name: 'Georgian', groupId: 1 }],
        },
      },
    });
    const modal = await ready('change-catalog-categories');
    expect(modal.getAttribute('data-layout')).toBe('big');
    expect(counter()).toBe('2 from 3');
    fireEvent.click(option(12));
    expect(counter()).toBe('3 from 3');
    fireEvent.click(screen.getByTestId('selection-group-2'));
    expect(option(22).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(
      app.server.callsTo('POST', 'vendor/accounts/10/catalogue/categories').map((call) => call.body),
    ).toEqual([{ categoryID: 12 }]);
  });
});
