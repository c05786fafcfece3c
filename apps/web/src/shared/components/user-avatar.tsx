import { Avatar, type AvatarProps } from '@mantine/core';
import { imageUrl } from '@/shared/api/client';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'size'> {
  path: string | null | undefined;
  name: string;
  /** Pixels: 24 in the header, 104 in the profile (SPEC §9). */
  size: number;
}

/** A person's or vendor's picture, or their initials when there is none. */
export function UserAvatar({ path, name, size, radius = 1000, ...props }: UserAvatarProps) {
  return (
    <Avatar
      {...props}
      src={path ? imageUrl(path) : null}
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
