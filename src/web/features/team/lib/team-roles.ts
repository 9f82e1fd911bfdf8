import type { TeamRole } from '#shared/schemas/user';

/** The team roles, most powerful first: admin, manager, employee. */
export const teamRoles: readonly TeamRole[] = ['admin', 'manager', 'employee'];

export const isTeamRole = (value: string): value is TeamRole =>
  (teamRoles as readonly string[]).includes(value);

/** A plausible e-mail address (the server checks it properly); at most 320 characters. */
export const isEmail = (value: string) =>
  value.length <= 320 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
