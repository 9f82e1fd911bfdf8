import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Maximize2 } from 'lucide-react';
import Lightbox, { type Labels, type SlideImage } from 'yet-another-react-lightbox';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import type { Picture } from '#shared/schemas/car';
import { formatNumber } from '#shared/rules/format';
import { galleryPictures, type GalleryPicture } from '#shared/rules/pictures';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { CarPicture } from '../../../components/cars/car-picture';

const mainSizes = '(min-width: 1024px) 800px, 100vw';

/** How far a pointer may move between press and release for a tap; farther is a swipe. */
const tapSlopPx = 10;

/**
 * The picture's `srcset` ("url 480w, url 960w") as the lightbox's sources. The lightbox wants a
 * height for each; the server keeps only widths, so a car photo's usual 3:2 is assumed (it only
 * caps how far a photo is enlarged, never its shape, which comes from the file).
 */
function sourcesOf(srcset: string | undefined): SlideImage['srcSet'] {
  if (!srcset) return undefined;
  return srcset.split(',').flatMap((entry) => {
    const [src, descriptor] = entry.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    return src && width > 0 ? [{ src, width, height: Math.round((width * 2) / 3) }] : [];
  });
}

const slideOf = (photo: GalleryPicture, alt: string): SlideImage => ({
  src: photo.url,
  alt,
  srcSet: sourcesOf(photo.srcset),
});

/**
 * The photos of a car after the picture rule (no `og`, `showcase` first): swiped in the page,
 * opened full screen with pinch zoom by a tap or the full-screen button. Both viewers follow
 * `<html dir>`, so in Arabic the next photo comes from the left. The browser's own horizontal
 * gestures (back and forward) are held off over the photos: a swipe there only turns them.
 */
export function CarGallery({
  pictures,
  title,
}: {
  pictures: Record<string, Picture>;
  title: string;
}) {
  const { t, language } = useLanguage();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const hydrated = useHydrated();
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const position = (value: number) => formatNumber(value, language);
  const photos = useMemo(() => galleryPictures(pictures), [pictures]);
  const count = photos.length;
  // The lightbox starts over when its slides change identity: they are kept between renders.
  const slides = useMemo(
    () =>
      photos.map((photo, photoIndex) =>
        slideOf(
          photo,
          t('gallery.photoAlt', {
            title,
            current: formatNumber(photoIndex + 1, language),
            total: formatNumber(photos.length, language),
          }),
        ),
      ),
    [photos, t, title, language],
  );

  if (count === 0) {
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

  const labels: Labels = {
    Previous: t('gallery.previous'),
    Next: t('gallery.next'),
    Close: t('gallery.close'),
    Carousel: t('gallery.roleDescription'),
    Slide: t('gallery.slide'),
    'Photo gallery': t('gallery.label', { title }),
    Lightbox: t('gallery.viewer', { title }),
    'Zoom in': t('gallery.zoomIn'),
    'Zoom out': t('gallery.zoomOut'),
    // The lightbox fills in the numbers; the slide's alt text already says them in the language.
    '{index} of {total}': t('gallery.position', { current: '{index}', total: '{total}' }),
  };
  const single = count === 1;
  const view = ({ index: shown }: { index: number }) => setIndex(shown);
  // A tap anywhere on the photo opens the viewer at it: on the bars around a photo of another
  // shape too, and on the server's photo before the swiping viewer replaces it (the viewer's
  // own click is the image's alone). A swipe with a mouse ends in a click as well: one that
  // ends away from where it was pressed opens nothing, nor one on a button (the viewer's
  // arrows; the full-screen button opens it itself).
  const openOnTap = (event: MouseEvent) => {
    const pressed = pressedAt.current;
    pressedAt.current = null;
    if (pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > tapSlopPx) {
      return;
    }
    if (event.target instanceof Element && event.target.closest('button')) return;
    setFullScreen(true);
  };
  // Arrow keys on the thumbnails follow the reading direction: in Arabic the next is to the left.
  const onThumbnailKeyDown = (event: KeyboardEvent) => {
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) setIndex((value) => (value + 1) % count);
    else if (event.key === backward) setIndex((value) => (value - 1 + count) % count);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div
        className="relative aspect-[3/2] touch-pan-y overflow-hidden overscroll-x-contain rounded-2xl bg-slate-900"
        onPointerDown={(event) => {
          pressedAt.current = { x: event.clientX, y: event.clientY };
        }}
        onClick={openOnTap}
      >
        {hydrated ? (
          <Lightbox
            plugins={[Inline]}
            slides={slides}
            index={index}
            labels={labels}
            on={{ view }}
            carousel={{ finite: single, padding: 0, spacing: 0, imageFit: 'contain' }}
            render={single ? { buttonPrev: () => null, buttonNext: () => null } : {}}
            styles={{ container: { backgroundColor: 'transparent' } }}
          />
        ) : (
          // The server's page shows the first photo as it is, fetched first: the page's
          // largest paint. The swiping viewer takes its place once the script runs.
          <img
            src={photos[index]!.url}
            srcSet={photos[index]!.srcset}
            sizes={photos[index]!.srcset ? mainSizes : undefined}
            alt={slides[index]!.alt}
            fetchPriority="high"
            className="size-full object-contain"
          />
        )}
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          aria-label={t('gallery.fullScreen')}
          className="absolute end-3 top-3 grid size-11 place-items-center rounded-full bg-black/55 text-white transition hover:bg-black/75"
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </button>
        {!single && (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute end-3 bottom-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white"
          >
            {t('gallery.position', { current: position(index + 1), total: position(count) })}
          </p>
        )}
      </div>
      <Lightbox
        open={fullScreen}
        close={() => setFullScreen(false)}
        plugins={[Zoom]}
        slides={slides}
        index={index}
        labels={labels}
        on={{ view }}
        carousel={{ finite: single }}
        render={single ? { buttonPrev: () => null, buttonNext: () => null } : {}}
        controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      />
      {!single && (
        <ul
          onKeyDown={onThumbnailKeyDown}
          className="scrollbar-none mt-3 flex gap-2 overflow-x-auto overscroll-x-contain pb-1"
        >
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
    </div>
  );
}
