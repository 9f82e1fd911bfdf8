import type { TFunction } from 'i18next';
import { maxPriceEgp } from '#shared/reference/limits';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';

/**
 * Why a bulk change failed. The server's English message names counts ("3 cars match now, not
 * 2"), so English shows it as it is (`serverMessage`); Arabic gets the same reason, without the
 * counts, from the answer's status: 409, the cars matching changed before a deletion; 403, a car
 * not the user's to change or gone; 400, a price that would leave the limits.
 */
export function bulkFailureText(t: TFunction, language: Language, error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  const reason =
    status === 409
      ? t('myCars.bulk.errors.changedMeanwhile')
      : status === 403
        ? t('myCars.bulk.errors.notYours')
        : status === 400 && error instanceof ApiError && error.message.includes(' outside 1 to ')
          ? t('myCars.bulk.errors.priceOutOfRange', { max: formatNumber(maxPriceEgp, language) })
          : t('myCars.actionFailed');
  return serverMessage(t, language, error, reason);
}
