import type { TeamMemberStatus } from '../schemas/dealer';
import type { TeamRole, UserRole } from '../schemas/user';

/** The screens that need a signed-in user, guarded by `routeAccess`. */
export const guardedRoutes = [
  'my-account',
  'my-team',
  'my-cars',
  'add-car',
  'edit-car',
  'my-access',
  'my-leads',
  'stock-import',
] as const;
export type GuardedRoute = (typeof guardedRoutes)[number];

/** The guard's messages in their fixed English wording; the web app shows their translations. */
export const blockedMessages = {
  dealerRequired: {
    text: 'You need to be registered as a dealer to access this page.',
    kind: 'warning',
  },
  acceptInvitation: {
    text: 'Please accept your dealer invitation in the My Access page before accessing this feature.',
    kind: 'info',
  },
  stockManagersOnly: {
    text: "Only the dealership's admins and managers can import its stock from a spreadsheet.",
    kind: 'info',
  },
} as const;
export type BlockedMessage = keyof typeof blockedMessages;

export interface AccessSubject {
  role: UserRole;
  dealerAccess: readonly { role: TeamRole; status: TeamMemberStatus }[];
}

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      redirectTo: '/login' | '/my-access' | '/my-cars' | '/';
      message?: BlockedMessage;
    };

/** The dealership team's screens: any approved member (the lead inbox with them). */
const carRoutes: readonly GuardedRoute[] = ['my-cars', 'add-car', 'edit-car', 'my-leads'];
const dealerOnlyRoutes: readonly GuardedRoute[] = ['my-team', 'my-account'];

/**
 * Who may open which sign-in-required screen. `null` is a signed-out visitor.
 * A user with no role may open /my-account, where they can register a dealership.
 */
export function routeAccess(subject: AccessSubject | null, route: GuardedRoute): AccessDecision {
  if (!subject) return { allowed: false, redirectTo: '/login' };
  const allowed = { allowed: true } as const;
  if (route === 'stock-import') {
    // The dealership's admins and managers (the server checks each import's dealership); the
    // rest of its team goes back to My Cars, told why, and anyone else as from My Cars.
    if (subject.dealerAccess.some((access) => teamPermissions(access).manageAllCars)) {
      return allowed;
    }
    const team = routeAccess(subject, 'my-cars');
    return team.allowed
      ? { allowed: false, redirectTo: '/my-cars', message: 'stockManagersOnly' }
      : team;
  }
  const home = { allowed: false, redirectTo: '/', message: 'dealerRequired' } as const;
  if (route === 'my-access') return allowed;
  if (subject.role === 'Dealer') return allowed;
  if (subject.role === 'DealerEmployee') {
    if (dealerOnlyRoutes.includes(route)) return home;
    const approved = subject.dealerAccess.some((access) => access.status === 'approved');
    return approved
      ? allowed
      : { allowed: false, redirectTo: '/my-access', message: 'acceptInvitation' };
  }
  if (carRoutes.includes(route) || route === 'my-team') return home;
  return allowed;
}

/** What a team member may do in their dealership: each team role's powers (docs/decisions/020). */
export interface TeamPermissions {
  viewTeam: boolean;
  manageTeam: boolean;
  editDealerProfile: boolean;
  addCars: boolean;
  /** Edit, sell or delete any car of the dealership. */
  manageAllCars: boolean;
  /** Edit, sell or delete the cars they created. */
  manageOwnCars: boolean;
}

export function teamPermissions(
  member: { role: TeamRole; status: TeamMemberStatus } | undefined,
): TeamPermissions {
  const approved = member?.status === 'approved';
  const role = approved ? member.role : undefined;
  return {
    viewTeam: role === 'admin' || role === 'manager',
    manageTeam: role === 'admin',
    editDealerProfile: role === 'admin',
    addCars: role !== undefined,
    manageAllCars: role === 'admin' || role === 'manager',
    manageOwnCars: role !== undefined,
  };
}

/** May this member change (edit, mark sold, delete) a car created by `createdBy`? */
export function mayManageCar(
  member: { userId: string; role: TeamRole; status: TeamMemberStatus } | undefined,
  createdBy: string | null,
): boolean {
  const permissions = teamPermissions(member);
  return permissions.manageAllCars || (permissions.manageOwnCars && createdBy === member?.userId);
}
