import type { Image } from '@larder/contract';

/** The image of a section group as the create and update requests take it. */
export interface SectionGroupImageInput {
  path: string;
  basePath: string;
  variants: { w: number; h: number; n: string }[];
}

/**
 * Until images can be uploaded (a later issue), a section group's image is given by its URL or path:
 * SPEC §3 says basePath plus a variant's name makes the file's URL, so the text is split at its last
 * slash into the two. null when it is not a usable path (empty, with spaces, without a folder or a file name).
 */
export function groupImageFromUrl(text: string): SectionGroupImageInput | null {
  const path = text.trim();
  if (path === '' || /\s/.test(path)) return null;
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  if (slash < 0 || name === '') return null;
  return { path, basePath: path.slice(0, slash + 1), variants: [{ w: 0, h: 0, n: name }] };
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
