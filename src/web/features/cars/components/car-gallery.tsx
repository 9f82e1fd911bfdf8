import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Picture } from '#shared/schemas/car';
import { formatNumber } from '#shared/rules/format';
import { galleryPictures } from '#shared/rules/pictures';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { CarPicture } from '../../../components/cars/car-picture';

const mainSizes = '(min-width: 1024px) 800px, 100vw';

/** The photos of a car after the picture rule (no `og`, `showcase` first), one at a time. */
export function CarGallery({
  pictures,
  title,
}: {
  pictures: Record<string, Picture>;
  title: string;
}) {
  const { t, language } = useLanguage();
  const photos = galleryPictures(pictures);
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  if (!current) {
    return (
      <CarPicture
        picture={undefined}
        alt={title}
        sizes={mainSizes}
        noPictureLabel={t('car.noPicture')}
        className="rounded-2xl"
      />
    );
  }

  const go = (step: number) => setIndex((value) => (value + step + count) % count);
  // Arrow keys follow the reading direction: in Arabic the next photo is to the left.
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(1);
    else if (event.key === backward) go(-1);
    else return;
    event.preventDefault();
  };
  const position = (value: number) => formatNumber(value, language);
  const stepButton =
    'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow-lg ring-1 ring-black/5 transition hover:bg-white';

  return (
    <section
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label', { title })}
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <div className="aspect-[3/2]">
          <img
            key={current.id}
            src={current.url}
            srcSet={current.srcset}
            sizes={current.srcset ? mainSizes : undefined}
            alt={t('gallery.photoAlt', {
              title,
              current: position(index + 1),
              total: position(count),
            })}
            className="size-full object-contain"
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
              className={cn(stepButton, 'start-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
              className={cn(stepButton, 'end-3')}
            >
              <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
            </button>
            <p
              aria-live="polite"
              className="absolute end-3 bottom-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white"
            >
              {t('gallery.position', { current: position(index + 1), total: position(count) })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="scrollbar-none mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, photoIndex) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(photoIndex)}
                aria-label={t('gallery.show', { number: position(photoIndex + 1) })}
                aria-current={photoIndex === index ? 'true' : undefined}
                className={cn(
                  'block h-16 w-20 overflow-hidden rounded-lg ring-2 transition sm:h-18 sm:w-24',
                  photoIndex === index
                    ? 'ring-brand-600'
                    : 'opacity-70 ring-transparent hover:opacity-100',
                )}
              >
                <img
                  src={photo.url}
                  srcSet={photo.srcset}
                  sizes={photo.srcset ? '96px' : undefined}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
