import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalogue-detail-fixtures';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const uploaded = {
  path: '/api/images/h.webp',
  basePath: '/api/images/',
  variants: [
    { w: 320, h: 240, n: 'a.webp' },
    { w: 1280, h: 960, n: 'h.webp' },
  ],
};

function open(overrides = {}) {
  const product = makeProduct(overrides);
  return renderApp('/vendor/1/catalog?view=change-product-image&product=1', {
    user: makeUser('VENDOR_OWNER'),
    api: {
      'GET vendor/products/1': { body: product },
      'PUT vendor/products/1/horizontal_image': {
        body: { ...product, horizontalImagePath: null, image: null, images: [] },
      },
    },
  });
}

describe('change-product-image modal', () => {
  it('has a horizontal and a vertical tab and a hidden JPEG/PNG input; no delete while both are defaults', async () => {
    open({ horizontalImagePath: null, verticalImagePath: null, image: null, images: [] });
    const modal = await screen.findByTestId('change-product-image-modal');
    expect(await within(modal).findByRole('tab', { name: 'Horizontal' })).toBeTruthy();
    expect(within(modal).getByRole('tab', { name: 'Vertical' })).toBeTruthy();
    const input = within(modal).getByTestId('image-file-input') as HTMLInputElement;
    expect(input.hidden).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(within(modal).queryByTestId('product-image-delete')).toBeNull();
  });

  it('shows the stored picture from its variants and deletes it', async () => {
    const app = open({ horizontalImagePath: uploaded.path, image: uploaded, images: [uploaded] });
    const modal = await screen.findByTestId('change-product-image-modal');
    const current = (await within(modal).findByTestId('image-current')) as HTMLImageElement;
    expect(current.getAttribute('srcset')).toContain('a.webp 320w');
    fireEvent.click(within(modal).getByTestId('product-image-delete'));
    await waitFor(() =>
      expect(app.server.callsTo('PUT', 'vendor/products/1/horizontal_image')).toHaveLength(1),
    );
    expect(app.server.callsTo('PUT', 'vendor/products/1/horizontal_image')[0]?.body).toEqual({ path: null });
  });
});
