import type { ContactChannel, InquiryBody } from '#shared/schemas/lead';
import { isPublicCarStatus } from '#shared/reference/vehicle';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/database';
import type { DayWindow } from '../../lib/day-window';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import { countRequest } from '../../plugins/rate-limit';
import { carSummary } from '../cars/cars.service';
import { queueMail } from '../mail/mail.service';
import { carOverseers } from '../team/team.service';
import { renderInquiryMail } from './lead-mail';
import { insertLead, isRepeatedInquiry, leadCounts, lockPhone } from './leads.repository';
import { inquiriesSent } from '../../metrics/process-metrics';

export interface InquiryDeps {
  db: Db;
  jobs: PgBoss;
  /** Where the mail's links lead. */
  publicUrl: string;
}

/**
 * Inquiries one number may send from one client (`clientKey`) in an hour: a buyer asks about a
 * few cars, not dozens. Counted per number and client together, so that nobody can use up a
 * buyer's number from elsewhere (docs/decisions/149).
 */
export const inquiriesPerNumberPerHour = 5;
/** An inquiry the same as one sent within this long (same car, number and words) is a repeat. */
const repeatWindowMs = 24 * 3600 * 1000;
const hourMs = 3600 * 1000;

/** The car on sale a buyer reaches its dealer about; 404 unless the public sees it, 409 once sold. */
async function carOnSale(db: Db, carId: string) {
  const car = await carSummary(db, carId);
  if (!car || !isPublicCarStatus(car.status)) throw notFound('Car');
  if (car.status === 'sold') throw new HttpError(409, 'This car has been sold');
  return car;
}

/**
 * Records a buyer's inquiry for the car's dealership, and mails it to the dealership's admins and
 * the car's creator in the same transaction. A form that filled the hidden `website` field is a
 * bot's and a repeat of the same inquiry is dropped: both are answered as received and store
 * nothing. More than a few from one number and `client` in an hour is a 429.
 */
export async function sendInquiry(
  deps: InquiryDeps,
  carId: string,
  body: InquiryBody,
  buyer: { userId: string | null; client: string },
): Promise<void> {
  const { db } = deps;
  const car = await carOnSale(db, carId);
  if (body.website !== '') return;
  const sent = await db.transaction().execute(async (trx) => {
    // One number's inquiries one at a time: two identical ones at once are one and a repeat.
    await lockPhone(trx, body.phone);
    const since = new Date(Date.now() - repeatWindowMs);
    if (await isRepeatedInquiry(trx, body.phone, since, { carId, message: body.message })) {
      return false;
    }
    // Counted in this transaction: a refused or failed inquiry takes its count back with it.
    const { current } = await countRequest(
      trx,
      `inquiries-per-number:${body.phone}:${buyer.client}`,
      hourMs,
    );
    if (current > inquiriesPerNumberPerHour) {
      throw new HttpError(429, 'Too many inquiries from this number; try again in an hour');
    }
    const leadId = newId('lead');
    await insertLead(trx, {
      id: leadId,
      dealer_id: car.dealer_id,
      car_id: carId,
      kind: 'inquiry',
      name: body.name,
      phone: body.phone,
      message: body.message,
      preferred_contact: body.preferredContact,
      language: body.language ?? null,
      user_id: buyer.userId,
      assignee_id: null,
      first_response_at: null,
    });
    for (const person of await carOverseers(trx, car.dealer_id, car.created_by)) {
      const mail = renderInquiryMail({
        language: person.language,
        car: { ...car, firstRegistration: car.first_registration },
        name: body.name,
        phone: body.phone,
        message: body.message,
        preferredContact: body.preferredContact,
        publicUrl: deps.publicUrl,
      });
      await queueMail(deps.jobs, trx, {
        dedupeKey: `lead:${leadId}:${person.id}`,
        userId: person.id,
        kind: 'lead',
        to: person.email,
        ...mail,
      });
    }
    return true;
  });
  if (sent) inquiriesSent.inc();
}

/**
 * Counts a tap on the car's Call or WhatsApp button as a contact of its dealership: once per
 * visitor (the daily visitor key of page views), car and hour: tapping again, tapping both
 * buttons, or calling in a loop is the one contact it stands for (docs/decisions/149).
 */
export async function countContact(
  db: Db,
  carId: string,
  channel: ContactChannel,
  visitor: { userId: string | null; visitorKey: string },
): Promise<void> {
  const car = await carOnSale(db, carId);
  await db.transaction().execute(async (trx) => {
    const key = `contact:${visitor.visitorKey}:${carId}`;
    if ((await countRequest(trx, key, hourMs)).current > 1) return;
    await insertLead(trx, {
      id: newId('lead'),
      dealer_id: car.dealer_id,
      car_id: carId,
      kind: channel,
      name: null,
      phone: null,
      message: null,
      preferred_contact: null,
      language: null,
      user_id: visitor.userId,
      assignee_id: null,
      first_response_at: null,
    });
  });
}

/**
 * The dealership's leads in the window: per car (in the window and its recent part) and per day
 * (`YYYY-MM-DD` in the window's time zone), for its insights.
 */
export async function leadCountsOfDealer(db: Db, dealerId: string, window: DayWindow) {
  return leadCounts(db, dealerId, window);
}
