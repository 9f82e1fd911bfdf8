import { useState } from 'react';
import { CarFront } from 'lucide-react';
import type { Picture } from '#shared/schemas/car';
import { cn } from '../../lib/cn';

interface CarPictureProps {
  picture: Picture | undefined;
  alt: string;
  /** The `sizes` of the srcset: how wide the picture is shown. */
  sizes: string;
  className?: string;
  eager?: boolean;
  noPictureLabel: string;
}

/** A car photo in a fixed 3:2 frame; a drawing when the car has none (or it fails to load). */
export function CarPicture({
  picture,
  alt,
  sizes,
  className,
  eager,
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
          loading={eager ? 'eager' : 'lazy'}
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
