import { useState } from 'react';
import { CarFront } from 'lucide-react';
import type { Picture } from '#shared/schemas/car';
import { cn } from '../../lib/cn';

/**
 * When a picture is fetched: `first`, the page's first picture, at once and before other
 * pictures (it is the largest thing on screen); `eager`, at once; `lazy`, as it nears the screen.
 */
export type PictureLoading = 'first' | 'eager' | 'lazy';

interface CarPictureProps {
  picture: Picture | undefined;
  alt: string;
  /** The `sizes` of the srcset: how wide the picture is shown. */
  sizes: string;
  className?: string;
  loading?: PictureLoading;
  noPictureLabel: string;
}

/** A car photo in a fixed 3:2 frame; a drawing when the car has none (or it fails to load). */
export function CarPicture({
  picture,
  alt,
  sizes,
  className,
  loading = 'lazy',
  noPictureLabel,
}: CarPictureProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('relative aspect-[3/2] overflow-hidden bg-slate-100', className)}>
      {picture && !failed ? (
        <img
          src={picture.url}
          srcSet={picture.srcset}
          sizes={picture.srcset ? sizes : undefined}
          alt={alt}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'first' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={noPictureLabel}
          className="grid size-full place-items-center bg-linear-to-b from-slate-100 to-slate-200 text-slate-400"
        >
          <CarFront aria-hidden="true" className="size-12" strokeWidth={1.25} />
        </div>
      )}
    </div>
  );
}
