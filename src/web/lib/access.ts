import { routeAccess, type AccessDecision, type GuardedRoute } from '#shared/rules/access';
import type { User } from '#shared/schemas/user';

/** `routeAccess` (spec section 6) for the signed-in user, or null for a signed-out visitor. */
export const accessTo = (user: User | null, route: GuardedRoute): AccessDecision =>
  routeAccess(user && { role: user.role, dealerAccess: user.dealer_access }, route);
