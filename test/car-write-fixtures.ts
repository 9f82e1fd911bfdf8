import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import { newId } from '#server/lib/ids';
import { bearer, signIn, verifiedUser } from './auth';
import { insertDealer } from './factories';

export type TeamRole = 'admin' | 'manager' | 'employee';
export type TeamStatus = 'pending' | 'approved' | 'rejected';

/** A dealership whose team entries wait for their e-mails; signing in links them. */
export async function seedTeam(db: Db, name: string, team: Record<string, [TeamRole, TeamStatus]>) {
  const dealer = await insertDealer(db, { name });
  for (const [email, [role, status]] of Object.entries(team)) {
    await db
      .insertInto('team_members')
      .values({ id: newId('tm'), dealer_id: dealer.id, user_id: null, email, role, status })
      .execute();
  }
  return dealer;
}

export interface Person {
  token: string;
  uid: string;
  headers: { authorization: string };
}

/** Signs each e-mail in; answers its token, user id and bearer header by e-mail. */
export async function signInAll(app: FastifyInstance, ...emails: string[]) {
  const people: Record<string, Person> = {};
  for (const email of emails) {
    const token = await signIn(app, email);
    const { uid } = await verifiedUser(app, token);
    people[email] = { token, uid, headers: bearer(token) };
  }
  return (email: string): Person => {
    const person = people[email];
    if (!person) throw new Error(`${email} did not sign in`);
    return person;
  };
}

/** A valid body of `POST /api/v1/car`. */
export const carBody = (dealerId: string, overrides: Record<string, unknown> = {}) => ({
  dealerId,
  make: 'toyota',
  model: 'Corolla',
  firstRegistration: 2020,
  mileage: 45_000,
  fuelType: 'petrol',
  capacity: 1600,
  condition: 'usedCar',
  totalOwners: 1,
  transmission: 'automatic',
  bodyStyle: 'sedan',
  city: 'cairo',
  price: 750_000,
  description: 'One owner, full service history.',
  extras: ['abs', 'esp'],
  status: 'active',
  ...overrides,
});

/** A valid body of `PUT /api/v1/dealer/stock/{stockNumber}`: the form's fields but the dealer's, extras and status. */
export const stockCarBody = (overrides: Record<string, unknown> = {}) => ({
  make: 'toyota',
  model: 'Corolla',
  firstRegistration: 2020,
  mileage: 45_000,
  fuelType: 'petrol',
  capacity: 1600,
  condition: 'usedCar',
  totalOwners: 1,
  transmission: 'automatic',
  bodyStyle: 'sedan',
  city: 'cairo',
  price: 750_000,
  description: 'One owner, full service history.',
  ...overrides,
});
