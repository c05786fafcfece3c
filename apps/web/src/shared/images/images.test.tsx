import { COMPRESSION_PROFILES } from '@larder/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client';
import { TEST_CONFIG, TestProviders } from '@/test/render-app';
import { compressedSize, compressedType } from './compress-image';
import { ImageCropUpload } from './image-crop-upload';
import { imageSources, productImageSources } from './image-sources';
import { ResponsiveImage } from './responsive-image';

const { default: product, header } = COMPRESSION_PROFILES;

describe('client-side compression', () => {
  it('keeps a PNG up to the threshold and sends a larger one as JPEG', () => {
    expect(compressedType('png', 250_000, product)).toBe('image/png');
    expect(compressedType('png', 250_001, product)).toBe('image/jpeg');
    expect(compressedType('png', 2_000_000, header)).toBe('image/png');
    expect(compressedType('png', 2_000_001, header)).toBe('image/jpeg');
    expect(compressedType('jpeg', 1000, product)).toBe('image/jpeg');
  });

  it('scales a crop down into the profile box and never up', () => {
    expect(compressedSize({ width: 4000, height: 3000 }, product)).toEqual({ width: 1920, height: 1440 });
    expect(compressedSize({ width: 3000, height: 4000 }, product)).toEqual({ width: 1440, height: 1920 });
    expect(compressedSize({ width: 4000, height: 2000 }, header)).toEqual({ width: 2560, height: 1280 });
    expect(compressedSize({ width: 800, height: 600 }, product)).toEqual({ width: 800, height: 600 });
  });
});

const photo = {
  path: '/api/images/b.webp',
  basePath: '/api/images/',
  variants: [
    { w: 320, h: 240, n: 'a.webp' },
    { w: 1280, h: 960, n: 'b.webp' },
  ],
};

describe('pictures', () => {
  beforeEach(() => configureApiClient(TEST_CONFIG));

  it('build src and srcset from the variants, with the image base URL', () => {
    expect(imageSources(photo)).toEqual({
      src: 'http://images.larder.test/api/images/b.webp',
      srcSet:
        'http://images.larder.test/api/images/a.webp 320w, http://images.larder.test/api/images/b.webp 1280w',
      real: true,
    });
    expect(imageSources(photo, 'narrowest').src).toBe('http://images.larder.test/api/images/a.webp');
    expect(imageSources(null).real).toBe(false);
  });

  it('choose the vertical image of a product for a vertical section', () => {
    const vertical = { ...photo, path: '/api/images/v.webp', variants: [{ w: 600, h: 900, n: 'v.webp' }] };
    expect(productImageSources({ images: [photo, vertical] }, 'VERTICAL').src).toContain('v.webp');
    expect(productImageSources({ images: [] }, 'VERTICAL').real).toBe(false);
  });

  it('render lazily with a placeholder when there is no picture', () => {
    render(
      <TestProviders>
        <ResponsiveImage image={null} sizes="100px" data-testid="img" />
      </TestProviders>,
    );
    const img = screen.getByTestId('img');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('data-placeholder')).toBe('true');
  });
});

describe('ImageCropUpload', () => {
  it('warns about a picture over 5 MB and uploads nothing', async () => {
    const onUploaded = vi.fn();
    render(
      <TestProviders>
        <ImageCropUpload accountId={1} type="product" aspect={4 / 3} onUploaded={onUploaded} />
      </TestProviders>,
    );
    const input = screen.getByTestId('image-file-input') as HTMLInputElement;
    const big = new File([new Uint8Array(5_242_881)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The size of the uploaded image must be no more than 5 MB')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPEG or PNG by its bytes', async () => {
    render(
      <TestProviders>
        <ImageCropUpload accountId={1} type="product" aspect={1} onUploaded={vi.fn()} />
      </TestProviders>,
    );
    const text = new File(['just text'], 'photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-file-input'), { target: { files: [text] } });
    await waitFor(() => expect(screen.getByText('Choose a JPEG or PNG picture')).toBeTruthy());
  });
});
