import { Link } from 'react-router';
import {
  CheckCircle2,
  Eye,
  EyeOff,
  LoaderCircle,
  MessageSquareText,
  Pencil,
  Percent,
  RotateCcw,
  Send,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import type { CarStatus } from '#shared/schemas/car';
import type { MyCar } from '#shared/schemas/car-write';
import { formatMileage, formatNumber, formatPrice } from '#shared/rules/format';
import { galleryPictures } from '#shared/rules/pictures';
import { carTitle } from '#shared/rules/specifications';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { formatLeadRate } from '../../../lib/lead-rate';
import { CarPicture } from '../../../components/cars/car-picture';
import { CarStatusBadge } from './car-status-badge';

/** On a phone the actions share the row and are tall enough for a thumb (44 px). */
const phoneAction = 'max-sm:h-11 max-sm:flex-1';

/** A car's views and leads over the last 7 and 30 days (dealer insights). */
export interface CarViewCounts {
  views7d: number;
  views30d: number;
  leads7d: number;
  leads30d: number;
}

/** What a car's status action sets: an active car is sold, a sold or draft one listed for sale. */
export type StatusChange = Extract<CarStatus, 'active' | 'sold'>;

/** The statuses a dealer sets; a hidden car has no status action: it is an operator's. */
type DealerStatus = Exclude<CarStatus, 'hidden'>;

/** The status a car's one status action moves it to: sold and back, or a draft published. */
export const nextStatus: Record<DealerStatus, StatusChange> = {
  active: 'sold',
  sold: 'active',
  draft: 'active',
};

interface MyCarItemProps {
  car: MyCar;
  /** The car's dealership, in the page's language, when the user works for several. */
  dealerName: string | undefined;
  /** Present for dealer admins and managers. */
  views: CarViewCounts | undefined;
  /** Another change of this car is on its way. */
  busy: boolean;
  onChangeStatus: (status: StatusChange) => void;
  onDelete: () => void;
  /** The car's box for bulk changes, where the user may make them. */
  choice?: { chosen: boolean; onToggle: () => void } | undefined;
}

/**
 * One car on /my-cars: a card on a phone, a row from `lg` up; actions when `canManage`, and a box
 * to choose it for bulk changes when given `choice`.
 */
export function MyCarItem({
  car,
  dealerName,
  views,
  busy,
  onChangeStatus,
  onDelete,
  choice,
}: MyCarItemProps) {
  const { t, language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  const status = car.status;
  // The car's one status action; a hidden car has none, as only an operator puts it back
  // (editing and deleting stay).
  const statusAction =
    status === 'hidden'
      ? null
      : {
          ...{
            active: { label: t('myCars.markSold'), icon: CheckCircle2 },
            sold: { label: t('myCars.markActive'), icon: RotateCcw },
            draft: { label: t('myCars.publish'), icon: Send },
          }[status],
          next: nextStatus[status],
        };
  // The public sees a draft or a hidden car nowhere: its title links to no page.
  const offSite = status === 'draft' || status === 'hidden';
  const facts = [
    String(car.firstRegistration),
    car.mileage === null ? null : formatMileage(car.mileage, language),
  ].filter((fact) => fact !== null);

  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 sm:p-4 lg:flex-row lg:items-center lg:gap-6',
        choice?.chosen ? 'ring-2 ring-brand-500' : 'ring-slate-200/70',
      )}
      aria-busy={busy || undefined}
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <div className="relative w-28 shrink-0 self-start sm:w-44">
          <CarPicture
            picture={galleryPictures(car.pictures)[0]}
            alt=""
            sizes="(min-width: 640px) 176px, 112px"
            noPictureLabel={t('car.noPicture')}
            className="rounded-xl"
          />
          <PictureProcessing car={car} />
          {choice && (
            // Over the picture's corner, so that a phone's row loses no width to it; the whole
            // corner is what a thumb hits.
            <label className="absolute start-0 top-0 grid size-11 cursor-pointer place-items-center">
              <span className="grid size-7 place-items-center rounded-lg bg-white/95 shadow-sm ring-1 ring-slate-300">
                <input
                  type="checkbox"
                  checked={choice.chosen}
                  onChange={choice.onToggle}
                  className="size-5 accent-brand-700"
                />
              </span>
              <span className="sr-only">{t('myCars.bulk.selectCar', { title })}</span>
            </label>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="min-w-0 text-base font-bold text-slate-900 sm:text-lg">
              {offSite ? (
                title
              ) : (
                <Link
                  to={paths.carDetails.getHref(car.id)}
                  className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline sm:min-h-0"
                >
                  {title}
                </Link>
              )}
            </h3>
            <CarStatusBadge status={car.status} />
          </div>
          <p className="mt-0.5 truncate text-sm text-slate-500">
            {dealerName !== undefined && (
              <>
                <bdi className="font-semibold text-slate-600">{dealerName}</bdi>
                <span aria-hidden="true"> · </span>
              </>
            )}
            {facts.join(' · ')}
          </p>
          <p className="mt-1 text-lg font-extrabold whitespace-nowrap text-brand-700">
            {formatPrice(car.price, language)}
          </p>
          {status === 'hidden' && <HiddenNote note={car.reviewNote} />}
        </div>
      </div>
      {views && <CarCounts views={views} />}
      {car.canManage ? (
        <div
          role="group"
          aria-label={t('myCars.actionsFor', { title })}
          className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 lg:shrink-0 lg:flex-nowrap lg:border-t-0 lg:pt-0"
        >
          <Link
            to={paths.editCar.getHref(car.id)}
            className={cn(buttonClasses('outline', 'sm'), phoneAction)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('myCars.edit')}
          </Link>
          {statusAction && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onChangeStatus(statusAction.next)}
              className={phoneAction}
            >
              <statusAction.icon aria-hidden="true" className="size-4" />
              {statusAction.label}
            </Button>
          )}
          {/* Set apart from the others: its own line on a phone, after a divider from sm up. */}
          <div className="flex w-full justify-end sm:ms-auto sm:w-auto sm:border-s sm:border-slate-200 sm:ps-2 lg:ms-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={onDelete}
              className="text-red-700! hover:bg-red-50 max-sm:h-11"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('myCars.delete')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-500 lg:w-56 lg:shrink-0">{t('myCars.readOnly')}</p>
      )}
    </li>
  );
}

/**
 * Why the car is off the site: an operator hid it pending review of reports, with
 * what they told the dealer. Only an operator puts it back; the dealer may still edit it.
 */
function HiddenNote({ note }: { note: string | null }) {
  const { t } = useLanguage();
  return (
    <p className="mt-2 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <span className="min-w-0 break-words">
        {note ? (
          <>
            <span className="font-semibold">{t('myCars.hiddenBy')}</span> <bdi>{note}</bdi>
          </>
        ) : (
          <span className="font-semibold">{t('myCars.hiddenPending')}</span>
        )}
      </span>
    </p>
  );
}

/** A car's views and leads over 7 and 30 days, and the share of its views that became leads. */
function CarCounts({ views }: { views: CarViewCounts }) {
  const { t, language } = useLanguage();
  const number = (count: number) => formatNumber(count, language);
  const line = 'flex items-start gap-2';
  const icon = 'mt-0.5 size-4 shrink-0';
  return (
    <div className="grid gap-1 text-sm font-semibold text-slate-600 lg:w-48 lg:shrink-0">
      <p className={line}>
        <Eye aria-hidden="true" className={cn(icon, 'text-brand-600')} />
        <span className="flex flex-wrap gap-x-3 lg:flex-col">
          <span>{t('myCars.views7d', { count: views.views7d, views: number(views.views7d) })}</span>
          <span>{t('myCars.views30d', { views: number(views.views30d) })}</span>
        </span>
      </p>
      <p className={line}>
        <MessageSquareText aria-hidden="true" className={cn(icon, 'text-accent-600')} />
        <span className="flex flex-wrap gap-x-3 lg:flex-col">
          <span>
            {t('myCars.leads7d', { count: views.leads7d, formatted: number(views.leads7d) })}
          </span>
          <span>{t('myCars.leads30d', { leads: number(views.leads30d) })}</span>
        </span>
      </p>
      <p className={line}>
        <Percent aria-hidden="true" className={cn(icon, 'text-slate-500')} />
        <span>
          {t('myCars.leadRate', {
            rate: formatLeadRate(views.leads30d, views.views30d, language),
          })}
        </span>
      </p>
    </div>
  );
}

/** Over the thumbnail: pictures the server is still processing, and those it could not. */
function PictureProcessing({ car }: { car: MyCar }) {
  const { t, language } = useLanguage();
  const { picturesProcessing: processing, picturesFailed: failed } = car;
  if (processing === 0 && failed === 0) return null;
  const badge =
    'inline-flex max-w-full items-center gap-1 rounded-lg px-1.5 py-0.5 text-xs leading-tight font-bold shadow-sm';
  return (
    <div className="absolute inset-x-1 bottom-1 flex flex-col items-start gap-1">
      {processing > 0 && (
        <span className={cn(badge, 'bg-white/95 text-slate-800')}>
          <LoaderCircle
            aria-hidden="true"
            className="size-3 shrink-0 animate-spin text-brand-600"
          />
          {t('myCars.picturesProcessing', {
            count: processing,
            formatted: formatNumber(processing, language),
          })}
        </span>
      )}
      {failed > 0 && (
        <span className={cn(badge, 'bg-red-600 text-white')}>
          <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
          {t('myCars.picturesFailed', { count: failed, formatted: formatNumber(failed, language) })}
        </span>
      )}
    </div>
  );
}
