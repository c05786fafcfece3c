/** The image upload's schemas (limits, widths and the variant choice: images.ts). */
import { z } from 'zod';
import { IMAGE_FILE_PATTERN, IMAGE_TYPES } from '../images.ts';

export const ImageType = z.enum(IMAGE_TYPES);
export type ImageType = z.infer<typeof ImageType>;

export const ImageUploadQuery = z.object({ type: ImageType });
export type ImageUploadQuery = z.infer<typeof ImageUploadQuery>;

/** One uploaded picture: the file URL of a variant is `basePath + n` (docs/product.md#images). */
export const UploadedImage = z.object({
  path: z.string(),
  basePath: z.string(),
  variants: z.array(z.object({ w: z.number().int(), h: z.number().int(), n: z.string() })).min(1),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

export const ImageFileParams = z.object({
  file: z.string().regex(IMAGE_FILE_PATTERN, 'Not an image file name'),
});
