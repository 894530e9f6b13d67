import { type ImgHTMLAttributes, useState } from 'react';
import { ExpandIcon, ImageIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import './image-link.css';

type ImageFile = Pick<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

/**
 * An image that opens its full-size file in a new tab, with an expand badge over it; when the file
 * cannot be shown, an image icon (and `unavailable.text`) stands in, still named for screen readers.
 * image-link.css holds what every caller shares; the caller's stylesheet sizes the frame
 * (`className`) and the parts, `${block}__open` and `${block}__unavailable`.
 */
export function ImageLink({
  className,
  block,
  href,
  image,
  alt,
  eager = false,
  unavailable,
  newTabHint = 'opens the full-size image in a new tab',
}: {
  className: string;
  block: string;
  href: string;
  image: ImageFile;
  alt: string;
  /** Load at once (the first row of a grid) rather than when near the viewport. */
  eager?: boolean;
  /** What is added to the alt text when the image fails, and the words shown, if any. */
  unavailable: { label: string; text?: string };
  newTabHint?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <a className={cn('image-link', className)} href={href} target="_blank" rel="noopener">
      {failed ? (
        <span
          className={cn('image-link__unavailable', `${block}__unavailable`, 'stack gap-2 note')}
          role="img"
          aria-label={`${alt} (${unavailable.label})`}
        >
          <ImageIcon />
          {unavailable.text ? <span aria-hidden="true">{unavailable.text}</span> : null}
        </span>
      ) : (
        <img
          {...image}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt={alt}
          onError={() => setFailed(true)}
        />
      )}
      <span className={cn('image-link__open', `${block}__open`, 'ring')} aria-hidden="true">
        <ExpandIcon />
      </span>
      <span className="visually-hidden"> ({newTabHint})</span>
    </a>
  );
}
