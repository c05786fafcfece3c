import type { Image } from '@larder/contract';
import type { ComponentPropsWithoutRef } from 'react';
import { type ImageSources, imageSources } from './image-sources';

export interface ResponsiveImageProps
  extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes'> {
  /** The picture, or sources already chosen (productImageSources). */
  image?: Image | null;
  sources?: ImageSources;
  /** The CSS width it is shown at, e.g. "(max-width: 640px) 50vw, 240px": which variant to fetch. */
  sizes: string;
  which?: 'narrowest' | 'widest';
}

/** An <img> with srcset from the variants, lazy by default; the placeholder when there is none. */
export function ResponsiveImage({
  image,
  sources,
  sizes,
  which = 'widest',
  alt = '',
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ResponsiveImageProps) {
  const { src, srcSet, real } = sources ?? imageSources(image, which);
  return (
    <img
      {...props}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-placeholder={real ? undefined : 'true'}
    />
  );
}
