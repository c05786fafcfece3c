import { chooseImage, type Image, imageSrcSet, pickVariant } from '@larder/contract';
import { IMAGE_PLACEHOLDER, imageUrl } from '@/shared/api/client';

export interface ImageSources {
  src: string;
  srcSet?: string;
  /** False when the placeholder stands in for a missing picture. */
  real: boolean;
}

/**
 * `src` and `srcSet` for a picture: the variants as a srcset so the browser fetches the width the
 * layout needs, `src` the chosen single variant for browsers that ignore srcset.
 */
export function imageSources(
  image: Image | null | undefined,
  which: 'narrowest' | 'widest' = 'widest',
  placeholder = IMAGE_PLACEHOLDER,
): ImageSources {
  const variant = pickVariant(image, which);
  if (!image || !variant) {
    // A legacy picture with only a path and no variants still shows.
    if (image?.path) return { src: imageUrl(image.path, placeholder), real: true };
    return { src: placeholder, real: false };
  }
  return {
    src: imageUrl(`${image.basePath ?? ''}${variant.n}`, placeholder),
    srcSet: image.variants.length > 1 ? imageSrcSet(image, (path) => imageUrl(path, placeholder)) : undefined,
    real: true,
  };
}

/**
 * Which picture a product shows (docs/product.md#images): its horizontal or vertical image by the section's
 * orientation.
 */
export function productImageSources(
  product: { images?: Image[] | null; image?: Image | null },
  orientation: 'HORIZONTAL' | 'VERTICAL' = 'HORIZONTAL',
): ImageSources {
  const chosen = chooseImage(product.images?.length ? product.images : [product.image], orientation);
  return imageSources(chosen ?? product.image ?? null);
}
