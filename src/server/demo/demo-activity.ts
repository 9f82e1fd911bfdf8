import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { LeadStatus } from '#shared/schemas/lead';
import type { LeadNotesTable, LeadsTable, PageViewsTable } from '../db/schema';
import { newId } from '../lib/ids';
import type { RandomSource } from './demo-data';

/*
 * The demo market's last 30 days: page views of every car and dealer page, taps on
 * Call and WhatsApp, and buyers' inquiries in every state, so that a newcomer signed in as a
 * demo dealer sees a living chart and lead inbox.
 */

const dayMs = 86_400_000;
const activityDays = 30;

export interface ActivityCar {
  id: string;
  dealerId: string;
  createdBy: string | null;
  status: 'active' | 'sold';
  listedAt: Date;
  title: string;
}

export interface ActivityInput {
  cars: readonly ActivityCar[];
  dealerIds: readonly string[];
  /** The first dealership, whose team the demo accounts are: it gets the busiest inbox. */
  demoDealerId: string;
  /** The demo dealership's team, by user id: who leads are assigned to and who writes notes. */
  demoTeam: readonly string[];
  now: number;
}

export interface DemoActivity {
  pageViews: Insertable<PageViewsTable>[];
  leads: Insertable<LeadsTable>[];
  notes: Insertable<LeadNotesTable>[];
}

const buyerNames = [
  'Ahmed Hassan',
  'Mohamed Samir',
  'Nour El Din',
  'Yasmine Fathy',
  'Mostafa Kamal',
  'Salma Adel',
  'Omar Farouk',
  'Heba Mahmoud',
  'Karim Nabil',
  'Mariam Tarek',
  'أحمد عبد الله',
  'محمود السيد',
  'منى إبراهيم',
  'خالد يوسف',
] as const;

const questions = [
  'Is the car still available? Can I see it this weekend?',
  'What is your best cash price?',
  'Do you accept installments through a bank?',
  'Has the car been in any accident? Is the service history with the dealer?',
  'Can I bring my mechanic for an inspection?',
  'Would you take my 2016 Hyundai Elantra as part of the payment?',
  'هل السيارة متاحة؟ ممكن أعاينها يوم الجمعة؟',
  'إيه آخر سعر كاش؟',
  'هل يوجد تقسيط؟ وكم المقدم؟',
  '',
] as const;

const noteTexts = [
  'Called, they will visit on Saturday.',
  'Sent the service history on WhatsApp.',
  'Offered 3% off for cash; waiting for an answer.',
  'No answer; try again tomorrow.',
  'اتصلت به، سيحضر للمعاينة الخميس.',
] as const;

/** A stand-in visitor key (no real visitor's): the views of one demo visitor share it. */
const visitorOf = (n: number) =>
  createHash('sha256').update(`demo-visitor-${n}`).digest('base64url').slice(0, 43);

const mobile = (random: RandomSource) =>
  `+20${random.pick(['10', '11', '12', '15'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** The demo's 30 days of activity, the same for the same random source. */
export function demoActivity(random: RandomSource, input: ActivityInput): DemoActivity {
  const { now } = input;
  const start = now - activityDays * dayMs;
  const pageViews: DemoActivity['pageViews'] = [];
  const leads: DemoActivity['leads'] = [];
  const notes: DemoActivity['notes'] = [];
  const at = (from: number) => new Date(from + random.next() * (now - from));

  for (const car of input.cars) {
    const from = Math.max(start, car.listedAt.getTime());
    // Cars draw unevenly: a few are popular, most are seen a handful of times a day.
    const popularity = random.weighted([
      [1, 6],
      [3, 3],
      [8, 1],
    ] as const);
    const views = Math.round(((now - from) / dayMs) * popularity * (0.5 + random.next()));
    for (let n = 0; n < views; n += 1) {
      const language = random.next() < 0.45 ? 'ar' : 'en';
      pageViews.push({
        viewed_at: at(from),
        path: `${language === 'ar' ? '/ar' : ''}/car-details/${car.id}`,
        title: car.title,
        referrer_path: random.next() < 0.7 ? '/car-grid' : null,
        car_id: car.id,
        dealer_id: null,
        language,
        visitor_key: visitorOf(random.int(0, 5_000)),
      });
    }
    // About one view in twenty-five ends in a tap on Call or WhatsApp.
    const taps = Math.round(views / 25);
    for (let n = 0; n < taps; n += 1) {
      leads.push({
        id: newId('lead'),
        dealer_id: car.dealerId,
        car_id: car.id,
        kind: random.next() < 0.6 ? 'whatsapp' : 'call',
        name: null,
        phone: null,
        message: null,
        preferred_contact: null,
        user_id: null,
        assignee_id: null,
        first_response_at: null,
        created_at: at(from),
      });
    }
  }
  for (const dealerId of input.dealerIds) {
    for (let n = random.int(20, 90); n > 0; n -= 1) {
      pageViews.push({
        viewed_at: at(start),
        path: `/dealer/${dealerId}`,
        title: 'Dealer',
        referrer_path: '/dealers',
        car_id: null,
        dealer_id: dealerId,
        language: random.next() < 0.45 ? 'ar' : 'en',
        visitor_key: visitorOf(random.int(0, 5_000)),
      });
    }
  }

  for (const car of input.cars) {
    if (car.status !== 'active') continue;
    const busy = car.dealerId === input.demoDealerId;
    const count = busy
      ? random.weighted([
          [2, 2],
          [3, 2],
          [4, 1],
        ] as const)
      : 0;
    const extra = !busy && random.next() < 0.08 ? 1 : 0;
    for (let n = 0; n < count + extra; n += 1) {
      const createdAt = at(Math.max(start, car.listedAt.getTime()));
      const age = now - createdAt.getTime();
      // Older inquiries have mostly been worked; those of the last two days are mostly new.
      const status: LeadStatus =
        age < 2 * dayMs && random.next() < 0.8
          ? 'new'
          : random.weighted([
              ['new', 3],
              ['contacted', 5],
              ['won', 2],
              ['lost', 2],
            ] as const);
      const answered = status !== 'new';
      const firstResponse = answered
        ? new Date(Math.min(now, createdAt.getTime() + random.int(5, 60 * 26) * 60_000))
        : null;
      const assignee = busy && random.next() < 0.5 ? random.pick(input.demoTeam) : car.createdBy;
      const id = newId('lead');
      // Drawn in the order they always were: the demo data stays the same.
      const name = random.pick(buyerNames);
      const phone = mobile(random);
      const message = random.pick(questions);
      leads.push({
        id,
        dealer_id: car.dealerId,
        car_id: car.id,
        kind: 'inquiry',
        name,
        phone,
        message,
        preferred_contact: random.next() < 0.6 ? 'whatsapp' : 'call',
        // A question in Arabic was asked from the Arabic pages.
        language: /\p{Script=Arabic}/u.test(message) ? 'ar' : 'en',
        user_id: null,
        status,
        assignee_id: busy ? assignee : null,
        first_response_at: firstResponse,
        created_at: createdAt,
      });
      if (firstResponse && busy && random.next() < 0.6) {
        notes.push({
          id: newId('note'),
          lead_id: id,
          author_id: assignee ?? random.pick(input.demoTeam),
          body: random.pick(noteTexts),
          created_at: firstResponse,
        });
      }
    }
  }
  return { pageViews, leads, notes };
}
