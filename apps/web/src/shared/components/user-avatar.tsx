import type { Image } from '@larder/contract';
import { Avatar, type AvatarProps } from '@mantine/core';
import { imageUrl } from '@/shared/api/client';
import { imageSources } from '@/shared/images/image-sources';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'size'> {
  path: string | null | undefined;
  /** The picture with its variants, when the API gives them (a vendor's logo). */
  image?: Image | null;
  /**
   * docs/product.md#images: the narrowest variant for the small header avatar, the widest in the profile, the
   * editor and on mobile.
   */
  variant?: 'narrowest' | 'widest';
  name: string;
  /** Pixels: 24 in the header, 104 in the profile (docs/product.md#images). */
  size: number;
}

/** A person's or vendor's picture, or their initials when there is none. */
export function UserAvatar({
  path,
  image,
  variant = 'widest',
  name,
  size,
  radius = 1000,
  ...props
}: UserAvatarProps) {
  const fromVariants = image?.variants.length ? imageSources(image, variant) : null;
  return (
    <Avatar
      {...props}
      src={fromVariants?.real ? fromVariants.src : path ? imageUrl(path) : null}
      name={name}
      color="initials"
      // The initials' own shade on its tint falls short of 4.5:1 for some names: dark ink instead.
      styles={{ placeholder: { color: 'var(--mantine-color-dark-7)' } }}
      size={size}
      alt={name}
      radius={radius}
    />
  );
}
