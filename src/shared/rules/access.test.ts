import { describe, expect, it } from 'vitest';
import type { TeamMemberStatus } from '../schemas/dealer';
import type { TeamRole, UserRole } from '../schemas/user';
import {
  blockedMessages,
  guardedRoutes,
  mayManageCar,
  routeAccess,
  teamPermissions,
  type GuardedRoute,
} from './access';

const userRoles: UserRole[] = ['Dealer', 'DealerEmployee', null];
const teamRoles: TeamRole[] = ['admin', 'manager', 'employee'];
const statuses: (TeamMemberStatus | 'none')[] = ['pending', 'approved', 'rejected', 'none'];

/** The expected decision, written out rule by rule rather than computed. */
function expected(
  role: UserRole,
  teamRole: TeamRole,
  status: TeamMemberStatus | 'none',
  route: GuardedRoute,
): string {
  if (route === 'stock-import') {
    if (status === 'approved' && teamRole !== 'employee') return 'allow';
    const team = expected(role, teamRole, status, 'my-cars');
    return team === 'allow' ? '/my-cars info' : team;
  }
  if (route === 'my-access') return 'allow';
  if (role === 'Dealer') return 'allow';
  if (role === 'DealerEmployee') {
    if (route === 'my-team' || route === 'my-account') return '/ warning';
    return status === 'approved' ? 'allow' : '/my-access info';
  }
  if (route === 'my-account') return 'allow';
  return '/ warning';
}

const describeDecision = (decision: ReturnType<typeof routeAccess>) => {
  if (decision.allowed) return 'allow';
  const kind = decision.message ? blockedMessages[decision.message].kind : '';
  return `${decision.redirectTo} ${kind}`.trim();
};

describe('routeAccess', () => {
  const table = userRoles.flatMap((role) =>
    teamRoles.flatMap((teamRole) =>
      statuses.flatMap((status) =>
        guardedRoutes.map((route) => ({ role, teamRole, status, route })),
      ),
    ),
  );

  it.each(table)('$role ($teamRole, $status) → $route', ({ role, teamRole, status, route }) => {
    const dealerAccess = status === 'none' ? [] : [{ status, role: teamRole }];
    expect(describeDecision(routeAccess({ role, dealerAccess }, route))).toBe(
      expected(role, teamRole, status, route),
    );
  });

  it.each(guardedRoutes)('sends a signed-out visitor from %s to /login', (route) => {
    expect(routeAccess(null, route)).toEqual({ allowed: false, redirectTo: '/login' });
  });

  it('lets an employee approved on any one dealership in, even if rejected elsewhere', () => {
    const subject = {
      role: 'DealerEmployee' as const,
      dealerAccess: [
        { role: 'manager' as const, status: 'rejected' as const },
        { role: 'employee' as const, status: 'approved' as const },
      ],
    };
    expect(routeAccess(subject, 'add-car')).toEqual({ allowed: true });
    // Importing stock takes an approved admin or manager: a rejected one is not.
    expect(routeAccess(subject, 'stock-import')).toEqual({
      allowed: false,
      redirectTo: '/my-cars',
      message: 'stockManagersOnly',
    });
  });
});

describe('team permissions (ours)', () => {
  it.each(teamRoles.flatMap((role) => statuses.map((status) => ({ role, status }))))(
    '$role, $status',
    ({ role, status }) => {
      const member = status === 'none' ? undefined : { role, status };
      const permissions = teamPermissions(member);
      const approved = status === 'approved';
      expect(permissions).toEqual({
        viewTeam: approved && role !== 'employee',
        manageTeam: approved && role === 'admin',
        editDealerProfile: approved && role === 'admin',
        addCars: approved,
        manageAllCars: approved && role !== 'employee',
        manageOwnCars: approved,
      });
    },
  );

  it('lets an employee manage only the cars they created; managers and admins manage all', () => {
    const employee = { userId: 'usr_e', role: 'employee' as const, status: 'approved' as const };
    const manager = { userId: 'usr_m', role: 'manager' as const, status: 'approved' as const };
    expect(mayManageCar(employee, 'usr_e')).toBe(true);
    expect(mayManageCar(employee, 'usr_m')).toBe(false);
    expect(mayManageCar(employee, null)).toBe(false);
    expect(mayManageCar(manager, 'usr_e')).toBe(true);
    expect(mayManageCar({ ...employee, status: 'pending' }, 'usr_e')).toBe(false);
    expect(mayManageCar(undefined, 'usr_e')).toBe(false);
  });
});
