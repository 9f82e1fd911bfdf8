import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carsByIdResponseSchema } from '#shared/schemas/buyer';
import { carSchema, carSearchResponseSchema } from '#shared/schemas/car';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import {
  leadDetailsSchema,
  leadListResponseSchema,
  leadSchema,
  type Lead,
} from '#shared/schemas/lead';
import { priceHistoryResponseSchema } from '#shared/schemas/price-history';
import { DealerProfileForm } from '../../features/dealer-profile/components/dealer-profile-form';
import { InquiryForm } from '../../features/leads/components/inquiry-form';
import { setLanguage } from '../../lib/i18n';
import { buildCar, buildDealer, buildUser, searchResponse } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, mockApi, renderWithSession, signedInAs } from '../../testing/test-utils';

// The lazily loaded screens, compiled once up front so that no test waits for them.
beforeAll(async () => {
  await import('./car-details');
  await import('./account-screens');
});

beforeEach(async () => {
  await setLanguage('ar');
});
afterEach(async () => {
  await setLanguage('en');
});

/** A left-to-right isolate around the number, as plain text holds it. */
const isolated = (number: string) => `\u2066${number}\u2069`;

/**
 * The number's element: isolated from the Arabic around it and laid out left to right, so that
 * its groups read in their order ("+20 100 123 4567", not "4567 123 100 20+").
 */
function expectLeftToRight(container: HTMLElement, number: string) {
  const shown = [...container.querySelectorAll('bdi')].find((bdi) => bdi.textContent === number);
  expect(shown, `${number} in ${container.outerHTML}`).toBeDefined();
  expect(shown?.getAttribute('dir')).toBe('ltr');
}

const nile = dealerDetailSchema.parse({
  ...buildDealer({ id: 'dlr_nile', name: 'Nile Motors' }),
  phone: '+20 2 2345 6789',
  whatsapp: '+201001234567',
  address: '45 Corniche El Nil, Maadi',
  addresses: { en: '45 Corniche El Nil, Maadi', ar: null },
  createdAt: '2026-01-01T10:00:00.000Z',
  employees: {},
  cars: {},
});

describe('phone numbers on Arabic screens', () => {
  it("read left to right on the dealer's page", async () => {
    mockApi({
      'GET /api/v1/dealer/dlr_nile': () => jsonResponse(dealerDetailSchema, nile),
      'GET /api/v1/car/search': () => jsonResponse(carSearchResponseSchema, searchResponse([])),
    });
    renderRoutesAt('/dealer/dlr_nile');
    const contact = await screen.findByRole('region', { name: 'التواصل' });
    expectLeftToRight(contact, '+20 2 2345 6789');
    // A stored mobile in the groups people read.
    expectLeftToRight(contact, '+20 100 123 4567');
  });

  it("read left to right on a car's page, and in the label of the number to call", async () => {
    const car = buildCar({ id: 'car_elantra', sellerId: 'dlr_nile' });
    mockApi({
      'GET /api/v1/car/car_elantra': () => jsonResponse(carSchema, car),
      'GET /api/v1/dealer/dlr_nile': () => jsonResponse(dealerDetailSchema, nile),
      'GET /api/v1/car/car_elantra/similar': () =>
        jsonResponse(carsByIdResponseSchema, { cars: {} }),
      'GET /api/v1/car/car_elantra/price-history': () =>
        jsonResponse(priceHistoryResponseSchema, { changes: [] }),
    });
    renderRoutesAt('/car-details/car_elantra');
    // On a computer "Call" shows the number to dial.
    fireEvent.click(await screen.findByRole('button', { name: 'اتصال' }));
    const number = screen.getByRole('link', {
      name: `اتصل بالرقم ${isolated('+20 2 2345 6789')}`,
    });
    expectLeftToRight(number, '+20 2 2345 6789');
  });

  it('read left to right in a lead’s row and its panel', async () => {
    const lead: Lead = leadSchema.parse({
      id: 'lead_mona',
      kind: 'inquiry',
      status: 'new',
      car: null,
      name: 'منى',
      phone: '+201001234567',
      message: null,
      preferredContact: 'call',
      language: 'ar',
      assignee: null,
      createdAt: new Date().toISOString(),
      firstResponseAt: null,
      noteCount: 0,
    });
    signedInAs(
      buildUser({
        uid: 'usr_admin',
        role: 'Dealer',
        dealer_access: [
          {
            dealerId: 'dlr_nile',
            dealerName: 'Nile Motors',
            dealerNames: { en: 'Nile Motors', ar: null },
            role: 'admin',
            status: 'approved',
          },
        ],
      }),
      {
        'GET /api/v1/leads/dealer/dlr_nile': () =>
          jsonResponse(leadListResponseSchema, {
            leads: [lead],
            nextCursor: null,
            cars: [],
            canAssign: true,
            assignees: [],
          }),
        'GET /api/v1/leads/dealer/dlr_nile/lead_mona': () =>
          jsonResponse(leadDetailsSchema, { ...lead, notes: [] }),
      },
    );
    renderRoutesAt('/my-leads');
    const row = await screen.findByRole('listitem', { name: 'منى' });
    expectLeftToRight(row, '+20 100 123 4567');
    fireEvent.click(within(row).getByRole('button'));
    const panel = await screen.findByRole('dialog', { name: 'منى' });
    await within(panel).findByRole('link', { name: '+20 100 123 4567' });
    expectLeftToRight(panel, '+20 100 123 4567');
  });

  it("read left to right in the example of the dealer profile's phone", () => {
    render(
      <DealerProfileForm
        submitLabel="حفظ"
        busyLabel="جارٍ الحفظ"
        savedMessage="تم الحفظ"
        failedMessage="تعذّر الحفظ"
        onSubmit={() => Promise.resolve()}
      />,
    );
    expectLeftToRight(document.body, '+20 2 2345 6789');
  });

  it('read left to right inside the sentence of the inquiry form’s error', async () => {
    mockApi({});
    renderWithSession(<InquiryForm carId="car_elantra" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الموبايل' }), {
      target: { value: '123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(
      await screen.findByText(`اكتب رقم موبايل مصريًا، مثل ${isolated('0100 123 4567')}`),
    ).toBeTruthy();
  });
});
