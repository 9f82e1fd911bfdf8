import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { maxMileageKm, maxPriceEgp } from '#shared/reference/limits';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { fairPriceLabel } from '#shared/rules/fair-price';
import { latestRegistrationYear } from '#shared/schemas/car-write';
import type { PriceGuideInput } from '#shared/schemas/car';
import { FairPriceLabelBadge } from '../../../components/cars/fair-price-badge';
import { useLanguage } from '../../../lib/i18n';
import { priceGuideQuery } from '../api/price-guide';
import { storedModel } from '../lib/form-values';

/** How long the fields must rest before the market is asked: not on every key. */
export const marketDelayMs = 400;

type MarketQuestion = Required<Pick<PriceGuideInput, 'make' | 'model'>> & {
  year: number;
  mileage: number;
};

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The question for the market of the car being priced, or null while make, model or year are
 * missing or wrong. A mileage left empty counts as 0 km, as the search and the band count a car
 * without one; one being corrected (text) waits.
 */
export function marketQuestion(fields: {
  make: unknown;
  model: unknown;
  year: unknown;
  mileage: unknown;
}): MarketQuestion | null {
  const { make, model, year, mileage } = fields;
  if (typeof make !== 'string' || make === '') return null;
  if (typeof model !== 'string' || model.trim() === '') return null;
  if (!isWhole(year, 1900, latestRegistrationYear())) return null;
  if (mileage !== null && mileage !== undefined && !isWhole(mileage, 0, maxMileageKm)) return null;
  return {
    make,
    model: storedModel(make, model.trim()),
    year,
    mileage: typeof mileage === 'number' ? mileage : 0,
  };
}

/** `text`, once it has stayed the same for `delayMs` (at once the first time). */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

interface MarketBandProps {
  make: unknown;
  model: unknown;
  year: unknown;
  mileage: unknown;
  /** The price typed so far, as the form reads it. */
  price: unknown;
}

/**
 * Live, as the dealer fills in the car (docs/decisions/140): the band of comparable cars on sale
 * (same make and model, a year either side, the same mileage band), and where the price typed falls
 * in it. Nothing before make, model and year are chosen.
 */
export function MarketBand({ make, model, year, mileage, price }: MarketBandProps) {
  const { t, language } = useLanguage();
  const question = marketQuestion({ make, model, year, mileage });
  // The question as text, so that the same question asked again is the same.
  const settledText = useSettled(JSON.stringify(question), marketDelayMs);
  const settled = JSON.parse(settledText) as MarketQuestion | null;
  const { data, status } = useQuery({
    ...priceGuideQuery(settled ?? { make: '', model: '', year: 0 }),
    enabled: settled !== null,
  });

  let content = null;
  if (question !== null && settled !== null) {
    const market = data?.market;
    if (status === 'pending') {
      content = <p className="text-slate-500">{t('carForm.market.loading')}</p>;
    } else if (market === null) {
      content = <p className="text-slate-600">{t('carForm.market.none')}</p>;
    } else if (market) {
      const typed = isWhole(price, 1, maxPriceEgp) ? price : undefined;
      content = (
        <>
          <p className="font-semibold text-slate-900">
            {t('carForm.market.band', {
              low: formatPrice(market.low, language),
              high: formatPrice(market.high, language),
              count: market.count,
              formatted: formatNumber(market.count, language),
            })}
          </p>
          {typed !== undefined && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
              {t('carForm.market.yourPrice', { price: formatPrice(typed, language) })}{' '}
              <FairPriceLabelBadge label={fairPriceLabel(typed, market)} />
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">{t('carForm.market.basis')}</p>
        </>
      );
    }
  }

  // A live region that is always there, so that screen readers hear each new answer.
  return (
    <div aria-live="polite" className="text-sm">
      {content && (
        <div className="mb-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">{content}</div>
      )}
    </div>
  );
}
