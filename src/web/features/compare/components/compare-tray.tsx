import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronDown, ChevronUp, X } from 'lucide-react';
import type { Car } from '#shared/schemas/car';
import { galleryPictures } from '#shared/rules/pictures';
import { carTitle } from '#shared/rules/specifications';
import { CarPicture } from '../../../components/cars/car-picture';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { removeCompared } from '../lib/compared-cars';
import { useTrayFolded } from '../lib/tray-folded';

interface CompareTrayProps {
  /** The chosen ids, in the order chosen. */
  ids: readonly string[];
  /** Their cars as far as known; once `loaded`, an id without one is a car that is gone. */
  cars: ReadonlyMap<string, Car>;
  loaded: boolean;
}

// The tray's height: its padding, a 44 px row and its border, and below them the bottom of a
// phone's screen (the home indicator), unless the car page's contact bar is there already: the
// bar sets `--tray-inset` to 0 then, and `--bottom-bar` to its own height. Folded, it is a pill
// as tall (a 44 px row, its padding and the gap under it), at the end of the line.
const spacer = 'h-[calc(3.75rem+1px+var(--tray-inset,env(safe-area-inset-bottom)))] shrink-0';

/**
 * The chosen cars at the bottom of the pages that list cars, while there are any, above the car
 * page's contact bar on phones: a thumbnail each (and its title from `sm` up), a way to take
 * each out, the link to /compare, and a button that folds it into a pill of that link alone
 * (remembered). A spacer at the end of the page lets everything scroll clear of it.
 */
export function CompareTray({ ids, cars, loaded }: CompareTrayProps) {
  const { t, language, vehicleNames } = useLanguage();
  const [folded, setFolded] = useTrayFolded();
  const listId = useId();
  // A car that has gone since it was chosen leaves the list quietly.
  useEffect(() => {
    if (!loaded) return;
    for (const id of ids) if (!cars.has(id)) removeCompared(id);
  }, [loaded, ids, cars]);
  const shown = ids.filter((id) => !loaded || cars.has(id));
  if (shown.length === 0) return null;

  const compareLink = (
    <Link
      to={paths.compare.getHref(shown)}
      className={cn(buttonClasses('primary'), 'shrink-0 px-3 sm:px-4')}
    >
      {t('compare.open', { number: shown.length })}
      {/* Phones keep the width for the thumbnails. */}
      <ArrowRight aria-hidden="true" className="size-4 max-sm:hidden rtl:-scale-x-100" />
    </Link>
  );
  const foldLabel = folded ? t('compare.unfold') : t('compare.fold');
  const foldButton = (
    <button
      type="button"
      aria-expanded={!folded}
      aria-controls={folded ? undefined : listId}
      aria-label={foldLabel}
      title={foldLabel}
      onClick={() => setFolded(!folded)}
      className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-800"
    >
      {folded ? (
        <ChevronUp aria-hidden="true" className="size-5" />
      ) : (
        <ChevronDown aria-hidden="true" className="size-5" />
      )}
    </button>
  );

  if (folded) {
    return (
      <>
        <div aria-hidden="true" className={spacer} />
        <section
          aria-label={t('compare.tray')}
          className="fixed end-4 bottom-[calc(var(--bottom-bar,0px)+0.5rem+var(--tray-inset,env(safe-area-inset-bottom)))] z-30 flex items-center gap-1 rounded-2xl bg-white/95 p-1 shadow-[0_4px_16px_rgb(15_23_42/0.16)] ring-1 ring-slate-200 backdrop-blur"
        >
          {compareLink}
          {foldButton}
        </section>
      </>
    );
  }

  return (
    <>
      <div aria-hidden="true" className={spacer} />
      <section
        aria-label={t('compare.tray')}
        className="fixed inset-x-0 bottom-[var(--bottom-bar,0px)] z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+var(--tray-inset,env(safe-area-inset-bottom)))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 sm:gap-3 sm:px-2 lg:px-4">
          {/* Four cars on a narrow phone scroll sideways; the room around the list keeps each
              thumbnail's remove badge inside it. */}
          <ul
            id={listId}
            className="flex min-w-0 flex-1 gap-1.5 max-sm:-my-1.5 max-sm:overflow-x-auto max-sm:py-1.5 max-sm:pe-1.5 sm:gap-2"
          >
            {shown.map((id) => {
              const car = cars.get(id);
              const title = car ? carTitle(car, language, vehicleNames) : '';
              return (
                <li
                  key={id}
                  className="relative flex h-11 min-w-0 shrink-0 items-center gap-2 rounded-lg bg-slate-50 ring-1 ring-slate-200 sm:shrink sm:ps-1"
                >
                  {car ? (
                    <CarPicture
                      picture={galleryPictures(car.pictures)[0]}
                      alt=""
                      sizes="64px"
                      noPictureLabel={t('car.noPicture')}
                      className="h-11 w-11 shrink-0 rounded-lg sm:h-9 sm:w-13 sm:rounded-md [&_svg]:size-6"
                    />
                  ) : (
                    <Skeleton className="h-11 w-11 sm:h-9 sm:w-13" />
                  )}
                  <span className="min-w-0 truncate text-sm font-semibold text-slate-800 max-sm:sr-only sm:max-w-44">
                    {title}
                  </span>
                  <button
                    type="button"
                    onClick={() => removeCompared(id)}
                    aria-label={t('compare.remove', { car: title })}
                    title={t('compare.remove', { car: title })}
                    className="grid place-items-center text-slate-500 hover:text-rose-700 max-sm:absolute max-sm:inset-0 max-sm:place-items-start max-sm:justify-end sm:size-9 sm:shrink-0"
                  >
                    <X
                      aria-hidden="true"
                      className="size-4 max-sm:-me-1.5 max-sm:-mt-1.5 max-sm:size-5 max-sm:rounded-full max-sm:bg-slate-800 max-sm:p-0.5 max-sm:text-white"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          {compareLink}
          {foldButton}
        </div>
      </section>
    </>
  );
}
