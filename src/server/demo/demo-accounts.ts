import { demoOperatorEmail } from '../env';

/** The demo accounts: the first demo dealership's team, a user with no dealership, an operator. */
export const demoAccounts = [
  {
    email: 'dealer@example.com',
    name: 'Karim Dealer',
    role: 'Dealer',
    team: ['admin', 'approved'],
  },
  {
    email: 'manager@example.com',
    name: 'Mona Manager',
    role: 'DealerEmployee',
    team: ['manager', 'approved'],
  },
  {
    email: 'employee@example.com',
    name: 'Omar Employee',
    role: 'DealerEmployee',
    team: ['employee', 'approved'],
  },
  {
    email: 'pending@example.com',
    name: 'Pakinam Pending',
    role: 'DealerEmployee',
    team: ['employee', 'pending'],
  },
  { email: 'user@example.com', name: 'Youssef User', role: null, team: null },
  /** The site operator (OPERATOR_EMAILS' default under the bundled sign-in): /operator/reports. */
  { email: demoOperatorEmail, name: 'Olfat Operator', role: null, team: null },
] as const;
