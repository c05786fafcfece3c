import type { Image } from '@larder/contract';

/** The image of a section group as the create and update requests take it. */
export interface SectionGroupImageInput {
  path: string;
  basePath: string;
  variants: { w: number; h: number; n: string }[];
}

/** The URL or path of a stored section group image: its path, else basePath plus its first variant. */
export function groupImageUrl(image: Image | null | undefined): string {
  if (!image) return '';
  if (image.path) return image.path;
  const variant = image.variants[0];
  return image.basePath && variant ? `${image.basePath}${variant.n}` : '';
}

/** A section group's picture is cropped to a 4:3 card, like a product's horizontal one. */
export const SECTION_GROUP_IMAGE_ASPECT = 4 / 3;

/** A stored or freshly uploaded picture as the create and update requests take it. */
export function groupImageInput(image: Image): SectionGroupImageInput {
  const widest = image.variants.reduce((best, v) => (v.w > best.w ? v : best), image.variants[0]!);
  return {
    path: image.path ?? `${image.basePath ?? ''}${widest.n}`,
    basePath: image.basePath ?? '',
    variants: image.variants,
  };
}
