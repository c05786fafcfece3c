import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { ImageSources } from './image-sources';
import { ResponsiveImage } from './responsive-image';

/** A small square picture in a list row (search results, a receipt): the dish, or a neutral icon. */
export function ImageThumb({ sources, size = 44 }: { sources: ImageSources; size?: number }) {
  const box = {
    width: size,
    height: size,
    flex: `0 0 ${size}px`,
    borderRadius: 'var(--mantine-radius-sm)',
    overflow: 'hidden',
    background: 'var(--mantine-color-gray-1)',
    display: 'grid',
    placeItems: 'center',
    color: 'var(--mantine-color-gray-5)',
  } as const;
  return (
    <span style={box} aria-hidden="true">
      {sources.real ? (
        <ResponsiveImage
          sources={sources}
          sizes={`${size}px`}
          width={size}
          height={size}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <IconToolsKitchen2 size={Math.round(size / 2)} stroke={1.4} />
      )}
    </span>
  );
}
