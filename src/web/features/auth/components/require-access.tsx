import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { BlockedMessage } from '#shared/rules/access';
import { FullPageLoader } from '../../../components/layout/full-page-loader';
import { paths } from '../../../config/paths';
import { accessTo, type AccountRoute } from '../../../lib/access';
import { useAuth } from '../../../lib/auth';

/** What a redirect of the guard carries to the page it lands on (shown by the layout). */
export interface GuardNoticeState {
  notice: BlockedMessage;
}

/**
 * The route guard (docs/decisions/110): a spinner while the session loads, a signed-out
 * visitor to /login (and back afterwards), then `routeAccess` decides.
 */
export function RequireAccess({ route, children }: { route: AccountRoute; children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageLoader />;
  const decision = accessTo(user, route);
  if (decision.allowed) return children;
  if (decision.redirectTo === '/login') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(here)} replace />;
  }
  const state: GuardNoticeState | undefined = decision.message
    ? { notice: decision.message }
    : undefined;
  return <Navigate to={decision.redirectTo} replace state={state} />;
}
