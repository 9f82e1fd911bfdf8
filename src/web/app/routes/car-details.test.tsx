import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/rules/format';
import { installmentPlan } from '#shared/rules/installments';
import { carsByIdResponseSchema } from '#shared/schemas/buyer';
import { carSchema, fairPriceDetailsSchema, type Car } from '#shared/schemas/car';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import { priceHistoryResponseSchema } from '#shared/schemas/price-history';
import { buildCar, buildDealer } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, keepRemoteConfig, mockApi, type ApiCall } from '../../testing/test-utils';

// The lazily loaded screen, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import('./car-details');
});

const elantra = buildCar({
  id: 'car_elantra',
  make: 'hyundai',
  model: 'elantra',
  firstRegistration: 2019,
  price: 875_000,
  bodyStyle: 'sedan',
  sellerId: 'dlr_nile',
  pictures: {
    side: { name: 'side.jpg', url: '/media/side.jpg' },
    showcase: { name: 'front.jpg', url: '/media/front.jpg' },
    rear: { name: 'rear.jpg', url: '/media/rear.jpg' },
  },
});
const nile = dealerDetailSchema.parse({
  ...buildDealer({ id: 'dlr_nile', name: 'Nile Motors' }),
  phone: '01012345678',
  whatsapp: '01012345678',
  address: '45 Corniche El Nil, Maadi',
  addresses: { en: '45 Corniche El Nil, Maadi', ar: null },
  createdAt: '2026-01-01T10:00:00.000Z',
  employees: {},
  cars: {},
});
const accent = buildCar({
  id: 'car_accent',
  make: 'hyundai',
  model: 'accent',
  sellerId: 'dlr_nile',
});
const corolla = buildCar({ id: 'car_corolla', make: 'toyota', model: 'corolla' });

/** The API of a car page: `car`, its dealer, the cars like it, and its price history (none). */
function carPageApi(car: Car) {
  return mockApi({
    [`GET /api/v1/car/${car.id}`]: () => jsonResponse(carSchema, car),
    'GET /api/v1/dealer/dlr_nile': () => jsonResponse(dealerDetailSchema, nile),
    [`GET /api/v1/car/${car.id}/similar`]: () =>
      jsonResponse(carsByIdResponseSchema, {
        cars: { [accent.id]: accent, [corolla.id]: corolla },
      }),
    [`GET /api/v1/car/${car.id}/price-history`]: () =>
      jsonResponse(priceHistoryResponseSchema, { changes: [] }),
  });
}

const similarCallsOf = (calls: ApiCall[]) => calls.filter((call) => call.path.endsWith('/similar'));

describe('car details, for sale', () => {
  it('opens WhatsApp with a message naming the car, its price and its page', async () => {
    const calls = carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    await screen.findByRole('heading', { name: 'Hyundai Elantra 2019', level: 1 });
    const whatsapp = await screen.findAllByRole('link', { name: 'WhatsApp' });
    // The dealer card and the phone's contact bar.
    expect(whatsapp).toHaveLength(2);
    for (const link of whatsapp) {
      const href = new URL(link.getAttribute('href') ?? '');
      expect(href.origin + href.pathname).toBe('https://wa.me/201012345678');
      const text = href.searchParams.get('text') ?? '';
      expect(text).toContain('Hyundai Elantra 2019');
      expect(text).toContain('875,000');
      expect(text).toContain(`${window.location.origin}/car-details/car_elantra`);
    }
    const bar = screen.getByRole('region', { name: 'Contact the dealer' });
    expect(within(bar).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:01012345678',
    );
    expect(screen.queryByText('Sold')).toBeNull();
    // The cars like it show under every car's page, not only a sold one's.
    const similar = await screen.findByRole('region', { name: 'Similar cars for sale' });
    await within(similar).findByRole('link', { name: 'Hyundai Accent 2021' });
    expect(similarCallsOf(calls)).toHaveLength(1);
  });

  it('links the Arabic page in the WhatsApp message and the shared links of an Arabic page', async () => {
    const { setLanguage } = await import('../../lib/i18n');
    await setLanguage('ar');
    try {
      carPageApi(elantra);
      renderRoutesAt('/car-details/car_elantra');
      const page = `${window.location.origin}/ar/car-details/car_elantra`;
      const whatsapp = await screen.findAllByRole('link', { name: 'واتساب' });
      expect(whatsapp).toHaveLength(2);
      for (const link of whatsapp) {
        const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
        expect(text).toMatch(new RegExp(`على عربية: ${page}$`));
      }
      const facebook = screen.getByRole('link', { name: 'فيسبوك', hidden: true });
      const shared = new URL(facebook.getAttribute('href') ?? '').searchParams.get('u');
      expect(shared).toBe(page);
    } finally {
      await setLanguage('en');
    }
  });

  it('offers the inquiry form and, quietly, the report of the listing', async () => {
    carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    const inquiry = await screen.findByRole('region', { name: 'Ask the dealer about this car' });
    expect(await within(inquiry).findByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    expect(within(inquiry).getByRole('button', { name: 'Send' })).toBeTruthy();
    // Signed out, reporting starts with signing in, and comes back here.
    expect(screen.getByRole('link', { name: 'Report this listing' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/car-details/car_elantra')}`,
    );
  });

  it('quotes the installment on the configured terms, and offers the calculator', async () => {
    const finance = { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 18 };
    keepRemoteConfig({ finance });
    carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    const plan = installmentPlan(875_000, finance);
    const summary = await screen.findByRole('region', { name: 'Price and key facts' });
    expect(summary.textContent).toContain(`from ${formatPrice(plan.monthly, 'en')} / month`);
    const calculator = screen.getByRole('region', { name: 'Installment calculator' });
    const downPayment = await within(calculator).findByRole('textbox', {
      name: 'Down payment (%)',
    });
    expect((downPayment as HTMLInputElement).value).toBe('20');
    expect(
      within(calculator).getByText('Monthly installment', { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe(formatPrice(plan.monthly, 'en'));
  });

  it('shows the number on a computer once Call is pressed', async () => {
    carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    const card = (await screen.findByRole('heading', { name: 'Sold by' })).closest('section');
    if (!card) throw new Error('no dealer card');
    fireEvent.click(await within(card).findByRole('button', { name: 'Call' }));
    const number = within(card).getByRole('link', { name: 'Call \u206601012345678\u2069' });
    expect(number.textContent).toBe('01012345678');
    expect(number.getAttribute('href')).toBe('tel:01012345678');
    expect(document.activeElement).toBe(number);
  });

  it('keeps a Latin address in its order (isolated from the Arabic around it)', async () => {
    carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    const address = await screen.findByText('45 Corniche El Nil, Maadi');
    expect(address.tagName).toBe('BDI');
  });

  it('shows the showcase photo first and opens the full-screen viewer', async () => {
    carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    const first = await screen.findByAltText('Hyundai Elantra 2019, photo 1 of 3');
    expect(first.getAttribute('src')).toBe('/media/front.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'View photos full screen' }));
    const viewer = await screen.findByRole('dialog', {
      name: 'Photos of Hyundai Elantra 2019, full screen',
    });
    expect(within(viewer).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens the viewer at the photo tapped, on the bars around it too, but not after a swipe', async () => {
    carPageApi(elantra);
    renderRoutesAt('/car-details/car_elantra');
    await screen.findByAltText('Hyundai Elantra 2019, photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    // The photo's frame beside the image: the bars around a photo narrower than the frame.
    const frame = await waitFor(() => {
      const current = document.querySelector<HTMLElement>('.yarl__slide_current');
      expect(current?.querySelector('img')?.alt).toBe('Hyundai Elantra 2019, photo 2 of 3');
      return current!;
    });
    const viewerName = 'Photos of Hyundai Elantra 2019, full screen';
    // jsdom has no PointerEvent: a mouse event of its type carries the position.
    const press = (clientX: number) =>
      fireEvent(frame, new MouseEvent('pointerdown', { bubbles: true, clientX, clientY: 100 }));

    // A swipe with a mouse: pressed on one side, let go on the other.
    press(300);
    fireEvent.click(frame, { clientX: 120, clientY: 100 });
    expect(screen.queryByRole('dialog', { name: viewerName })).toBeNull();

    press(200);
    fireEvent.click(frame, { clientX: 202, clientY: 101 });
    const viewer = await screen.findByRole('dialog', { name: viewerName });
    const shown = viewer.querySelector('.yarl__slide_current img');
    expect(shown?.getAttribute('alt')).toBe('Hyundai Elantra 2019, photo 2 of 3');
  });
});

describe('car details, sold', () => {
  const sold = { ...elantra, status: 'sold' as const };

  it('says Sold, offers no contact and lists similar cars for sale', async () => {
    const calls = carPageApi(sold);
    renderRoutesAt('/car-details/car_elantra');
    await screen.findByRole('heading', { name: 'Hyundai Elantra 2019', level: 1 });
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);
    expect(screen.getByText(/This car has been sold/)).toBeTruthy();
    expect(document.title).toBe('Hyundai Elantra 2019 in Cairo, sold · Arabeya');

    const similar = await screen.findByRole('region', { name: 'Similar cars for sale' });
    await within(similar).findByRole('link', { name: 'Hyundai Accent 2021' });
    expect(within(similar).getByRole('link', { name: 'Toyota Corolla 2021' })).toBeTruthy();
    expect(within(similar).queryByRole('link', { name: 'Hyundai Elantra 2019' })).toBeNull();
    expect(similarCallsOf(calls).map((call) => call.path)).toEqual([
      '/api/v1/car/car_elantra/similar',
    ]);

    // The dealer is still named, but nobody is invited to call about a car that is gone.
    await screen.findByText('45 Corniche El Nil, Maadi');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact the dealer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ask the dealer about this car' })).toBeNull();
    // Nor to finance it: no installment beside its price, and no calculator.
    expect(screen.queryByRole('region', { name: 'Installment calculator' })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Price and key facts' });
    expect(summary.textContent).not.toContain('/ month');
  });

  it('says so in Arabic too', async () => {
    window.localStorage.setItem('language', 'ar');
    const { setLanguage } = await import('../../lib/i18n');
    await setLanguage('ar');
    try {
      carPageApi(sold);
      renderRoutesAt('/car-details/car_elantra');
      expect((await screen.findAllByText('مباعة')).length).toBeGreaterThan(0);
      expect(document.title).toBe('هيونداي إلنترا\u200f 2019 في القاهرة، مباعة · عربية');
      expect(await screen.findByRole('region', { name: 'سيارات مشابهة للبيع' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'واتساب' })).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });
});

describe('car details, its price against similar cars', () => {
  it('labels the price and explains the band, with the chart of the similar cars', async () => {
    const fairPrice = { low: 820_000, median: 860_000, high: 910_000, count: 23 } as const;
    const car = buildCar({ ...elantra, fairPrice: { ...fairPrice, label: 'fair' } });
    const calls = mockApi({
      [`GET /api/v1/car/${car.id}`]: () => jsonResponse(carSchema, car),
      'GET /api/v1/dealer/dlr_nile': () => jsonResponse(dealerDetailSchema, nile),
      [`GET /api/v1/car/${car.id}/similar`]: () =>
        jsonResponse(carsByIdResponseSchema, { cars: {} }),
      [`GET /api/v1/car/${car.id}/price-history`]: () =>
        jsonResponse(priceHistoryResponseSchema, { changes: [] }),
      [`GET /api/v1/car/${car.id}/fair-price`]: () =>
        jsonResponse(fairPriceDetailsSchema, {
          fairPrice: { ...fairPrice, label: 'fair' },
          comparables: [800_000, 820_000, 850_000, 860_000, 900_000, 910_000].map((price) => ({
            price,
            firstRegistration: 2019,
            mileage: 50_000,
          })),
        }),
    });
    renderRoutesAt('/car-details/car_elantra');
    const summary = await screen.findByRole('region', { name: 'Price and key facts' });
    expect(within(summary).getByText('Fair price')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Price compared with similar cars' });
    expect(section.textContent?.replace(/\s/g, ' ')).toContain(
      'Similar cars: EGP 820,000 – EGP 910,000, from 23 listings',
    );
    expect(await within(section).findByRole('img')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/fair-price'))).toHaveLength(1);
  });
});
