import { useQuery } from '@tanstack/react-query';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { configFetchMinIntervalMs } from '#shared/reference/limits';
import type { RemoteConfig, remoteConfigSchema } from '#shared/schemas/analytics';
import { api } from './api-client';

/** localStorage key of the last answer of GET /api/v1/config and when it was fetched. */
export const remoteConfigStorageKey = 'remoteConfig';

/** What the app starts from before the server has ever answered: every flag off. */
export const defaultRemoteConfig: RemoteConfig = {
  featureFlags: {},
  publicKeys: { maps: '' },
  configFetchMinIntervalMs,
  finance: defaultFinanceTerms,
};

interface StoredConfig {
  config: RemoteConfig;
  fetchedAt: number;
}

let remembered: StoredConfig | undefined; // When localStorage is blocked.
let inFlight: Promise<RemoteConfig> | undefined;

const isStored = (value: unknown): value is StoredConfig =>
  !!value &&
  typeof value === 'object' &&
  'fetchedAt' in value &&
  typeof value.fetchedAt === 'number' &&
  'config' in value &&
  !!value.config &&
  typeof value.config === 'object' &&
  'featureFlags' in value.config &&
  'publicKeys' in value.config;

/** The last answer kept, if any. */
export function storedRemoteConfig(): StoredConfig | undefined {
  try {
    const value: unknown = JSON.parse(
      window.localStorage.getItem(remoteConfigStorageKey) ?? 'null',
    );
    if (isStored(value)) return value;
  } catch {
    // Blocked storage or a damaged entry: as if nothing were stored.
  }
  return remembered;
}

function store(stored: StoredConfig) {
  remembered = stored;
  try {
    window.localStorage.setItem(remoteConfigStorageKey, JSON.stringify(stored));
  } catch {
    // Kept for this visit only.
  }
}

const isFresh = (stored: StoredConfig, now: number) =>
  now >= stored.fetchedAt && now - stored.fetchedAt < configFetchMinIntervalMs;

/**
 * The remote configuration (docs/decisions/042): the kept answer while it is younger than
 * `configFetchMinIntervalMs`, else a fresh one from GET /api/v1/config; when the server cannot
 * be reached, the kept answer, else the defaults. Never rejects.
 */
export function loadRemoteConfig(): Promise<RemoteConfig> {
  const stored = storedRemoteConfig();
  if (stored && isFresh(stored, Date.now())) return Promise.resolve(stored.config);
  inFlight ??= api
    .get<typeof remoteConfigSchema>('/api/v1/config')
    .then(
      (config) => {
        store({ config, fetchedAt: Date.now() });
        return config;
      },
      () => stored?.config ?? defaultRemoteConfig,
    )
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Test hook: forgets what this module remembers outside localStorage. */
export function resetRemoteConfigMemory() {
  remembered = undefined;
  inFlight = undefined;
}

/**
 * The remote configuration (the maps key in `publicKeys.maps`, `featureFlags`; an absent flag is
 * off), starting from the kept answer; fetched at most once an hour. Read it anywhere with this
 * hook: every reader shares one query, so reading adds no request.
 */
export function useRemoteConfig(): RemoteConfig {
  const { data } = useQuery({
    queryKey: ['remote-config'],
    queryFn: loadRemoteConfig,
    staleTime: configFetchMinIntervalMs,
    initialData: () => storedRemoteConfig()?.config,
    initialDataUpdatedAt: () => storedRemoteConfig()?.fetchedAt,
  });
  return data ?? defaultRemoteConfig;
}

/**
 * Asks for the remote configuration once at app start (AppProvider), so that it is there, and
 * kept, before any screen reads it. It renders nothing and never delays the first paint: the
 * kept answer is used at once and a fresh one, when due, is fetched after mounting.
 */
export function RemoteConfigStart() {
  useRemoteConfig();
  return null;
}
