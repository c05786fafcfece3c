import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATH, catalogueRoutes, makeCatalogue } from '@/test/catalogue-fixtures';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const pasta = {
  id: 1,
  name: { values: { en: 'Pasta' } },
  priority: 1,
  vendorId: null,
  image: {
    path: '/api/images/b.webp',
    basePath: '/api/images/',
    variants: [
      { w: 320, h: 240, n: 'a.webp' },
      { w: 640, h: 480, n: 'b.webp' },
    ],
  },
};

describe('section group picture', () => {
  it('is picked and cropped in place, showing the stored picture from its variants', async () => {
    renderApp('/vendor/1/catalog?view=edit-section-groups', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        ...catalogueRoutes(makeCatalogue()),
        [`GET ${CATALOGUE_PATH}/catalog-categories`]: { body: [pasta] },
      },
    });
    const modal = await screen.findByTestId('edit-section-groups-modal');
    fireEvent.click(await within(modal).findByTestId('section-group-edit-1'));
    const picture = within(modal).getByTestId('section-group-image');
    const current = within(picture).getByTestId('image-current');
    expect(current.getAttribute('srcset')).toContain('a.webp 320w');
    const input = within(picture).getByTestId('image-file-input') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(within(modal).getByTestId('section-group-save')).toHaveProperty('disabled', false);
  });
});
