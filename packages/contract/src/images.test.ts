import { describe, expect, it } from 'vitest';
import { chooseImage, imageFits, imageSrcSet, pickVariant, sniffImageType } from './images.ts';

const image = (path: string, ...sizes: [number, number][]) => ({
  path,
  basePath: '/api/images/',
  variants: sizes.map(([w, h]) => ({ w, h, n: `${path}-${w}.webp` })),
});

describe('chooseImage (variant choice)', () => {
  const horizontal = image('h', [320, 240], [1280, 960]);
  const vertical = image('v', [320, 480], [640, 960]);

  it('takes the image of the wanted orientation', () => {
    expect(chooseImage([vertical, horizontal], 'HORIZONTAL')).toBe(horizontal);
    expect(chooseImage([horizontal, vertical], 'VERTICAL')).toBe(vertical);
  });

  it('counts a ratio as horizontal strictly between 1 and 2.9', () => {
    const square = image('sq', [500, 500]);
    const almostPanorama = image('p', [2899, 1000]);
    const panorama = image('pp', [2900, 1000]);
    expect(chooseImage([square, almostPanorama], 'HORIZONTAL')).toBe(almostPanorama);
    // Neither fits: the one with the widest variant wins.
    expect(chooseImage([square, panorama], 'HORIZONTAL')).toBe(panorama);
    expect(chooseImage([image('big', [3000, 3000]), panorama], 'HORIZONTAL')?.path).toBe('big');
  });

  it('falls back to the widest, and to null when there is nothing usable', () => {
    expect(chooseImage([horizontal], 'VERTICAL')).toBe(horizontal);
    expect(chooseImage([null, undefined, { path: 'x', basePath: null, variants: [] }])).toBeNull();
  });
});

describe('variants', () => {
  const logo = image('logo', [256, 256], [64, 64], [512, 512]);
  it('picks the narrowest for the header avatar and the widest for the profile', () => {
    expect(pickVariant(logo, 'narrowest')?.w).toBe(64);
    expect(pickVariant(logo, 'widest')?.w).toBe(512);
    expect(pickVariant(null, 'widest')).toBeNull();
  });

  it('builds a srcset narrowest first', () => {
    expect(imageSrcSet(logo, (p) => `https://x${p}`)).toBe(
      'https://x/api/images/logo-64.webp 64w, https://x/api/images/logo-256.webp 256w, https://x/api/images/logo-512.webp 512w',
    );
  });
});

describe('upload checks', () => {
  it('recognises JPEG and PNG by their bytes only', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('fits 5,242,880 bytes and not one more', () => {
    expect(imageFits(5_242_880)).toBe(true);
    expect(imageFits(5_242_881)).toBe(false);
  });
});
