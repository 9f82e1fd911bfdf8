import type { AlertFrequency } from '#shared/schemas/buyer';

/**
 * The alert frequencies in the order they are offered (the schema's own list would bring zod
 * into the browser, decision 103).
 */
export const frequencies = ['instant', 'daily', 'off'] as const satisfies readonly AlertFrequency[];
