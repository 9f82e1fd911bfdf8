import { routeAccess, type AccessDecision, type GuardedRoute } from '#shared/rules/access';
import type { User } from '#shared/schemas/user';

/**
 * The buyers' screens and the operators' review of reports: any signed-in user may open them,
 * whatever their role or invitations (the server answers 403 to the review's calls unless the user
 * is an operator); a signed-out visitor is sent to sign in.
 */
export type SignedInRoute = 'saved-searches' | 'operator-reports';

/** Every screen that needs a session: those `routeAccess` guards and the buyers' ones. */
export type AccountRoute = GuardedRoute | SignedInRoute;

const isSignedInRoute = (route: AccountRoute): route is SignedInRoute =>
  route === 'saved-searches' || route === 'operator-reports';

/** `routeAccess` for the signed-in user, or null for a signed-out visitor. */
export const accessTo = (user: User | null, route: AccountRoute): AccessDecision => {
  if (isSignedInRoute(route)) {
    return user ? { allowed: true } : { allowed: false, redirectTo: '/login' };
  }
  return routeAccess(user && { role: user.role, dealerAccess: user.dealer_access }, route);
};
