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
  /**
   * Out of view, the picture waits until it is scrolled near: an identicon is an SVG document of
   * its own, which the browser parses, lays out and paints on the main thread (a list of them
   * was most of a long task).
   */
  lazy?: boolean;
}

/** The identicon as an image URL: an <img> keeps it inside the page's image policy. */
export function identiconUrl(name: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(minidenticon(name))}`;
}

export function Avatar({ name, src, size = 36, alt = '', lazy = false }: AvatarProps) {
  const identicon = useMemo(() => identiconUrl(name), [name]);
  return (
    <img
      className={src ? 'avatar' : 'avatar avatar--identicon'}
      src={src ?? identicon}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      data-testid="avatar"
    />
  );
}
