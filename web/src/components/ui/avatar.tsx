import { minidenticon } from 'minidenticons';
import { useMemo } from 'react';
import './avatar.css';

interface AvatarProps {
  name: string;
  /** The uploaded picture; without one, an identicon generated from the name stands in. */
  src?: string | null;
  size?: number;
  /** Empty when the name is written right beside the picture, as is usual. */
  alt?: string;
}

/** The identicon as an image URL: an <img> keeps it inside the page's image policy. */
export function identiconUrl(name: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(minidenticon(name))}`;
}

export function Avatar({ name, src, size = 36, alt = '' }: AvatarProps) {
  const identicon = useMemo(() => identiconUrl(name), [name]);
  return (
    <img
      className={src ? 'avatar' : 'avatar avatar--identicon'}
      src={src ?? identicon}
      alt={alt}
      width={size}
      height={size}
      data-testid="avatar"
    />
  );
}
