import type { TFunction } from 'i18next';
import { maxApiKeysPerDealer, maxSavedSearches } from '#shared/reference/limits';
import type { Language } from '#shared/reference/types';
import { ApiError } from './api-error';

/**
 * What to show for a failed call (the server answers `{ message }` in English): a known
 * message in the current language; an unknown one in the server's own words in English, or
 * `fallback` in Arabic; `fallback` when the server gave no message.
 */
export function serverMessage(
  t: TFunction,
  language: Language,
  error: unknown,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return t('serverErrors.network');
  const known: Record<string, string> = {
    'No dealer access information found.': t('serverErrors.noAccessInfo'),
    'This invitation is no longer pending': t('serverErrors.notPending'),
    'You can only answer your own invitation': t('serverErrors.notYours'),
    'This e-mail is already on the team': t('serverErrors.alreadyOnTeam'),
    'The last admin of a dealership cannot be removed': t('serverErrors.lastAdminRemoved'),
    'The last admin of a dealership cannot be demoted': t('serverErrors.lastAdminDemoted'),
    "Only the dealership's admins can manage its team": t('serverErrors.notTeamAdmin'),
    "Only the dealership's admins can edit its profile": t('serverErrors.notProfileAdmin'),
    "Only the dealership's admins can manage its API keys": t('serverErrors.notKeyAdmin'),
    'API key not found': t('serverErrors.apiKeyNotFound'),
    [`A dealership may have at most ${maxApiKeysPerDealer} API keys; revoke one to make another`]:
      t('serverErrors.tooManyApiKeys', { count: maxApiKeysPerDealer, max: maxApiKeysPerDealer }),
    'You already run a dealership': t('serverErrors.alreadyDealer'),
    'Dealer not found': t('serverErrors.dealerNotFound'),
    'Team member not found': t('serverErrors.memberNotFound'),
    'Invalid or expired session token': t('serverErrors.sessionExpired'),
    'No authentication token found': t('serverErrors.sessionExpired'),
    [`You can save at most ${maxSavedSearches} searches; delete one to save another`]: t(
      'serverErrors.tooManySavedSearches',
      { count: maxSavedSearches, max: maxSavedSearches },
    ),
  };
  const text = Object.hasOwn(known, error.message) ? known[error.message] : undefined;
  if (text) return text;
  return language === 'en' && error.fromServer ? error.message : fallback;
}
