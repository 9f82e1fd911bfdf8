import { apiErrorSchema } from '#shared/errors';
import { carSchema, priceGuideSchema, type PriceGuide } from '#shared/schemas/car';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  latestRegistrationYear,
  pictureListResponseSchema,
  carEditResponseSchema,
} from '#shared/schemas/car-write';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import { useAuth } from '../../lib/auth';
import { setLanguage } from '../../lib/i18n';
import { buildCar, buildDealer, buildUser } from '../../testing/data-generators';
import {
  jsonResponse,
  renderWithSession,
  signedInAs,
  type ApiCall,
} from '../../testing/test-utils';
import { FakeXhr, installFakeXhr, pictureFile } from '../../features/car-pictures/testing/fake-xhr';
import { AddCarScreen, EditCarScreen } from './car-form-screen';

const dealer = buildUser({
  uid: 'usr_1',
  role: 'Dealer',
  dealer_access: [
    {
      dealerId: 'dlr_1',
      dealerName: 'Nile Motors',
      dealerNames: { en: 'Nile Motors', ar: null },
      role: 'admin',
      status: 'approved',
    },
  ],
});

/** A dealership's profile as the API answers it, in `city`. */
const profileIn = (id: string, city: string) =>
  jsonResponse(dealerDetailSchema, {
    ...buildDealer({ id, name: 'Nile Motors', city }),
    phone: '01012345678',
    whatsapp: '01012345678',
    address: '45 Corniche El Nil',
    addresses: { en: '45 Corniche El Nil', ar: null },
    createdAt: '2026-01-01T10:00:00.000Z',
    employees: {},
    cars: {},
  });

/** The screens need the signed-in user, as the route guard gives them. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().status === 'authenticated' ? children : null;
}

function EditAt() {
  return <EditCarScreen carId={useParams().carId ?? ''} />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/add-car', element: <AddCarScreen /> },
      { path: '/edit-car/:carId', element: <EditAt /> },
      { path: '/my-cars', element: <p>My cars page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithSession(
    <SignedIn>
      <RouterProvider router={router} />
    </SignedIn>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** The texts an input is described by (its error and hint). */
const description = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const writes = (calls: ApiCall[]) =>
  calls.filter(
    (call) =>
      call.method !== 'GET' &&
      !call.path.startsWith('/api/v1/auth') &&
      call.path !== '/api/v1/user/update',
  );

/** Types `typed` into the city's combobox and taps the option named `name`. */
function chooseCity(typed: string, name: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: typed } });
  fireEvent.click(screen.getByRole('option', { name }));
}

function fillValidCar() {
  fill('Make', 'toyota');
  fill('Model', 'Corolla');
  fill('Year of first registration', '2021');
  fill('Body style', 'sedan');
  fill('Transmission', 'automatic');
  fill('Fuel type', 'petrol');
  fill('Capacity (cc)', '1600');
  fill('Mileage (km)', '45,000');
  fill('Price (EGP)', '1,250,000');
  chooseCity('cai', 'Cairo');
  fireEvent.click(screen.getByLabelText('ABS'));
}

const expectedBody = {
  make: 'toyota',
  model: 'corolla',
  firstRegistration: 2021,
  mileage: 45_000,
  fuelType: 'petrol',
  capacity: 1600,
  condition: 'usedCar',
  totalOwners: 0,
  transmission: 'automatic',
  bodyStyle: 'sedan',
  city: 'cairo',
  price: 1_250_000,
  description: '',
  extras: ['abs'],
  status: 'active',
};

// A form of sixty checkboxes and seventy makes renders slowly in jsdom on a busy machine.
describe('the car form', { timeout: 20_000 }, () => {
  it('shows translated errors beside the fields: a negative price, a year of 3000, no model', async () => {
    const calls = signedInAs(dealer);
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fill('Model', '');
    fill('Year of first registration', '3000');
    fill('Price (EGP)', '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(await screen.findByText('Please correct the fields marked below.')).toBeTruthy();
    expect(description('Price (EGP)')).toContain('Enter a price from 1 to 100,000,000 EGP.');
    expect(description('Year of first registration')).toContain(
      `Enter a year from 1950 to ${latestRegistrationYear()}.`,
    );
    expect(description('Model')).toContain('Enter the model.');
    expect(field('Price (EGP)').getAttribute('aria-invalid')).toBe('true');
    expect(description('Mileage (km)')).not.toContain('Enter');
    await waitFor(() => expect(document.activeElement).toBe(field('Model')));
    expect(writes(calls)).toEqual([]);
  });

  it('labels the capacity in cc for petrol and in kWh for other fuels', async () => {
    signedInAs(dealer);
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fill('Fuel type', 'electric');
    expect(field('Capacity (kWh)')).toBeTruthy();
    fill('Fuel type', 'petrol');
    expect(field('Capacity (cc)')).toBeTruthy();
    expect(screen.queryByLabelText('Capacity (kWh)')).toBeNull();
  });

  it('creates the car for the chosen dealership and goes to My Cars', async () => {
    const twoDealerships = buildUser({
      ...dealer,
      dealer_access: [
        ...dealer.dealer_access,
        {
          dealerId: 'dlr_2',
          dealerName: 'Delta Cars',
          dealerNames: { en: 'Delta Cars', ar: null },
          role: 'employee',
          status: 'approved',
        },
        {
          dealerId: 'dlr_3',
          dealerName: 'Pending Cars',
          dealerNames: { en: 'Pending Cars', ar: null },
          role: 'employee',
          status: 'pending',
        },
      ],
    });
    const calls = signedInAs(twoDealerships, {
      'POST /api/v1/car': () => jsonResponse(carSchema, buildCar({ id: 'car_9' }), 201),
    });
    const router = renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    const dealership = field('Dealership') as unknown as HTMLSelectElement;
    expect([...dealership.options].map((option) => option.text)).toEqual([
      'Nile Motors',
      'Delta Cars',
    ]);
    fireEvent.change(dealership, { target: { value: 'dlr_2' } });
    fillValidCar();
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(await screen.findByRole('heading', { name: 'Car saved' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/add-car');
    const [create] = writes(calls);
    expect(create?.path).toBe('/api/v1/car');
    expect(create?.body).toEqual({ ...expectedBody, dealerId: 'dlr_2' });
  });

  it("starts a new car in the dealership's city with the dealer's last choices, and keeps no price", async () => {
    const choicesOf = (userId: string) => `arabeya:car-form-choices:${userId}`;
    localStorage.setItem(
      choicesOf('usr_1'),
      JSON.stringify({
        condition: 'new',
        bodyStyle: 'suv',
        transmission: 'manual',
        fuelType: 'hybrid',
      }),
    );
    localStorage.setItem(choicesOf('usr_2'), JSON.stringify({ bodyStyle: 'van' }));
    const calls = signedInAs(dealer, {
      'GET /api/v1/dealer/dlr_1': () => profileIn('dlr_1', 'alexandria'),
      'POST /api/v1/car': (call) =>
        jsonResponse(carSchema, buildCar({ id: 'car_9', ...(call.body as object) }), 201),
    });
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    await waitFor(() => expect(city.value).toBe('Alexandria'));
    expect(field('Condition').value).toBe('new');
    expect(field('Body style').value).toBe('suv');
    expect(field('Transmission').value).toBe('manual');
    expect(field('Fuel type').value).toBe('hybrid');

    fill('Make', 'toyota');
    fill('Model', 'Corolla');
    fill('Year of first registration', '2024');
    fill('Body style', 'crossover');
    fill('Price (EGP)', '1,250,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(await screen.findByRole('heading', { name: 'Car saved' })).toBeTruthy();
    expect(writes(calls)[0]?.body).toMatchObject({
      city: 'alexandria',
      condition: 'new',
      bodyStyle: 'crossover',
      transmission: 'manual',
      fuelType: 'hybrid',
    });
    expect(JSON.parse(localStorage.getItem(choicesOf('usr_1')) ?? 'null')).toEqual({
      condition: 'new',
      bodyStyle: 'crossover',
      transmission: 'manual',
      fuelType: 'hybrid',
    });
  });

  it("follows the chosen dealership's city until the dealer picks one", async () => {
    const twoDealerships = buildUser({
      ...dealer,
      dealer_access: [
        ...dealer.dealer_access,
        {
          dealerId: 'dlr_2',
          dealerName: 'Delta Cars',
          dealerNames: { en: 'Delta Cars', ar: null },
          role: 'employee',
          status: 'approved',
        },
      ],
    });
    signedInAs(twoDealerships, {
      'GET /api/v1/dealer/dlr_1': () => profileIn('dlr_1', 'alexandria'),
      'GET /api/v1/dealer/dlr_2': () => profileIn('dlr_2', 'sheikhZayed'),
    });
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    await waitFor(() => expect(city.value).toBe('Alexandria'));
    fill('Dealership', 'dlr_2');
    await waitFor(() => expect(city.value).toBe('Sheikh Zayed'));

    chooseCity('نصر', 'Nasr City');
    fill('Dealership', 'dlr_1');
    await screen.findByText('Nile Motors', { selector: 'option:checked' });
    expect(city.value).toBe('Nasr City');
  });

  it("finds a city by its own or its governorate's name, in either language, from the keyboard", async () => {
    signedInAs(dealer);
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    expect(city.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(city, { target: { value: 'الجيزة' } });
    expect(city.getAttribute('aria-expanded')).toBe('true');
    const giza = screen.getByRole('group', { name: 'Giza' });
    expect(
      within(giza)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Giza', '6th of October', 'Sheikh Zayed']);
    const list = screen.getByRole('listbox', { name: 'City' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    expect(city.getAttribute('aria-activedescendant')).toBe(
      within(giza).getByRole('option', { name: 'Sheikh Zayed' }).id,
    );
    fireEvent.keyDown(city, { key: 'Enter' });
    expect(city.value).toBe('Sheikh Zayed');
    expect(city.getAttribute('aria-expanded')).toBe('false');

    // A governorate of one city of its own name is that option alone, under no heading.
    fireEvent.change(city, { target: { value: 'alex' } });
    expect(within(list).queryByRole('group')).toBeNull();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alexandria']);

    // Text that names no city is dropped on leaving: the city chosen stays.
    fireEvent.change(city, { target: { value: 'Atlantis' } });
    expect(screen.getByText('No city matches “Atlantis”.')).toBeTruthy();
    fireEvent.blur(city);
    expect(city.value).toBe('Sheikh Zayed');
  });

  it("shows the server's message when it refuses the car", async () => {
    signedInAs(dealer, {
      'POST /api/v1/car': () => jsonResponse(apiErrorSchema, { message: 'price: Too big' }, 400),
    });
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));
    expect((await screen.findByRole('alert')).textContent).toContain('price: Too big');
  });

  it('uploads the waiting pictures after creating the car, then sets the chosen showcase', async () => {
    installFakeXhr();
    FakeXhr.respond = (request) => {
      const [name = ''] = request.fileNames();
      request.progress(1, 1);
      request.answer(200, {
        pictures: [
          {
            id: `pic_${name}`,
            name,
            status: 'processing',
            failure: null,
            url: null,
            thumbnailUrl: null,
            srcset: '',
            isShowcase: false,
          },
        ],
        refused: [],
      });
    };
    const calls = signedInAs(dealer, {
      'POST /api/v1/car': () => jsonResponse(carSchema, buildCar({ id: 'car_9' }), 201),
      'PUT /api/v1/pictures/car/car_9/showcase': () =>
        jsonResponse(pictureListResponseSchema, { pictures: [] }),
    });
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fireEvent.change(screen.getByLabelText('Pictures'), {
      target: { files: [pictureFile('front.jpg'), pictureFile('side.jpg')] },
    });
    const side = screen.getByRole('listitem', { name: 'side.jpg' });
    fireEvent.click(within(side).getByRole('button', { name: 'Make showcase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(await screen.findByRole('heading', { name: 'Car saved' })).toBeTruthy();
    expect(FakeXhr.requests.map((request) => [request.url, request.fileNames()])).toEqual([
      ['/api/v1/pictures/car/car_9', ['front.jpg']],
      ['/api/v1/pictures/car/car_9', ['side.jpg']],
    ]);
    expect(writes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/v1/car', { ...expectedBody, dealerId: 'dlr_1' }],
      ['PUT', '/api/v1/pictures/car/car_9/showcase', { pictureId: 'pic_side.jpg' }],
    ]);
  });

  it('turns into the edit form naming the pictures that failed to upload', async () => {
    installFakeXhr();
    FakeXhr.respond = (request) =>
      request.answer(413, { message: '"big.jpg" is larger than 4,194,304 bytes (4 MB)' });
    const car = buildCar({ id: 'car_9', extras: ['abs'] });
    signedInAs(dealer, {
      'POST /api/v1/car': () => jsonResponse(carSchema, car, 201),
      'GET /api/v1/car/car_9/edit': () =>
        jsonResponse(carEditResponseSchema, { car, dealerName: 'Nile Motors', pictures: [] }),
    });
    const router = renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fireEvent.change(screen.getByLabelText('Pictures'), {
      target: { files: [pictureFile('big.jpg')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(
      await screen.findByText(
        'The car was saved, but these pictures were not uploaded. Add them again below:',
      ),
    ).toBeTruthy();
    expect(screen.getByText('"big.jpg" is larger than 4,194,304 bytes (4 MB)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit-car/car_9');
  });

  it('sends only the changed fields when editing', async () => {
    const car = buildCar({ id: 'car_5', model: 'corolla', extras: ['abs', 'oldExtra'] });
    const calls = signedInAs(dealer, {
      'GET /api/v1/car/car_5/edit': () =>
        jsonResponse(carEditResponseSchema, { car, dealerName: 'Nile Motors', pictures: [] }),
      'PATCH /api/v1/car/car_5': () => jsonResponse(carSchema, { ...car, price: 1_100_000 }),
    });
    renderAt('/edit-car/car_5');
    await screen.findByRole('button', { name: 'Save car' });
    expect(screen.getByText('Nile Motors')).toBeTruthy();
    expect(field('Model').value).toBe('Corolla');
    fill('Price (EGP)', '1100000');
    fireEvent.click(screen.getByLabelText('EBD brake-force distribution'));
    fill('Status', 'sold');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(await screen.findByText('My cars page')).toBeTruthy();
    const [patch] = writes(calls);
    expect(patch).toMatchObject({ method: 'PATCH', path: '/api/v1/car/car_5' });
    expect(patch?.body).toEqual({ price: 1_100_000, extras: ['abs', 'ebd'], status: 'sold' });
  });

  it('edits a hidden car without offering or sending a status (the operator restores it)', async () => {
    const car = buildCar({ id: 'car_5', model: 'corolla', status: 'hidden' });
    const calls = signedInAs(dealer, {
      'GET /api/v1/car/car_5/edit': () =>
        jsonResponse(carEditResponseSchema, { car, dealerName: 'Nile Motors', pictures: [] }),
      'PATCH /api/v1/car/car_5': () => jsonResponse(carSchema, { ...car, price: 1_100_000 }),
    });
    renderAt('/edit-car/car_5');
    await screen.findByRole('button', { name: 'Save car' });
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.getByText(/^Hidden by Arabeya pending review/)).toBeTruthy();
    fill('Price (EGP)', '1100000');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    expect(await screen.findByText('My cars page')).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([{ price: 1_100_000 }]);
  });

  it.each([
    [404, 'Car not found'],
    [403, 'You may not edit this car'],
  ])('says so when the car answers %i', async (status, text) => {
    signedInAs(dealer, {
      'GET /api/v1/car/car_5/edit': () => jsonResponse(apiErrorSchema, { message: 'no' }, status),
    });
    renderAt('/edit-car/car_5');
    expect(await screen.findByRole('heading', { name: text })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Cars' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    signedInAs(dealer);
    const router = renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fill('Model', 'Corolla');
    act(() => void router.navigate('/my-cars'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/add-car');
    expect(field('Model').value).toBe('Corolla');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    act(() => void router.navigate('/my-cars'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('My cars page')).toBeTruthy();
  });
});

const noGuide: PriceGuide = { basis: null, count: 0, low: null, median: null, high: null };

/** Answers the price guide and the car's creation; the calls the form made. */
function creatingCar(guide: PriceGuide = noGuide) {
  return signedInAs(dealer, {
    'GET /api/v1/car/price-guide': () => jsonResponse(priceGuideSchema, guide),
    'POST /api/v1/car': (call) =>
      jsonResponse(
        carSchema,
        buildCar({ id: 'car_9', ...(call.body as object), model: 'corolla' }),
        201,
      ),
  });
}

/** The fields by name, so the same steps fill the English and the Arabic page. */
const named = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No field ${name}`);
  return element;
};
const type = (name: string, value: string) => fireEvent.change(named(name), { target: { value } });

function fillCarByName(price: string) {
  type('make', 'toyota');
  type('model', 'Corolla');
  type('firstRegistration', '2021');
  type('bodyStyle', 'sedan');
  type('transmission', 'automatic');
  type('fuelType', 'petrol');
  type('capacity', '1600');
  type('mileage', '45000');
  type('price', price);
  type('city', 'cairo');
  fireEvent.keyDown(named('city'), { key: 'Enter' });
}

const saveButton = () => named('make').form?.querySelector<HTMLElement>('[type="submit"]');
const save = () => fireEvent.click(saveButton() as HTMLElement);

/** The price of the car the form created. */
async function createdPrice(calls: ApiCall[]) {
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  return (writes(calls)[0]?.body as { price?: number }).price;
}

describe('prices and numbers as Egyptians type them', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it.each([
    ['en', '875.000', 875_000],
    ['en', '875,000', 875_000],
    ['en', '٨٧٥٫٠٠٠', 875_000],
    ['en', '٨٧٥٬٠٠٠', 875_000],
    ['en', '875 ألف', 875_000],
    ['en', '875k', 875_000],
    ['en', '875 thousand', 875_000],
    ['en', '1.5 مليون', 1_500_000],
    ['en', '1.5 million', 1_500_000],
    ['en', 'EGP 875.000', 875_000],
    ['ar', '875.000', 875_000],
    ['ar', '٨٧٥٫٠٠٠', 875_000],
    ['ar', '٨٧٥ ألف', 875_000],
    ['ar', '875k', 875_000],
    ['ar', '١٫٥ مليون', 1_500_000],
    ['ar', '٨٧٥٬٠٠٠ جنيه', 875_000],
  ] as const)('on the %s page reads the price "%s" as %i', async (language, typed, price) => {
    await setLanguage(language);
    const calls = creatingCar();
    renderAt('/add-car');
    await waitFor(() => expect(saveButton()).toBeTruthy());
    fillCarByName(typed);
    save();
    expect(await createdPrice(calls)).toBe(price);
  });

  it('reads every number field in Arabic-Indic digits with thousands separators', async () => {
    await setLanguage('ar');
    const calls = creatingCar();
    renderAt('/add-car');
    await waitFor(() => expect(saveButton()).toBeTruthy());
    fillCarByName('٨٧٥ ألف');
    type('firstRegistration', '٢٠٢١');
    type('mileage', '٤٥٬٠٠٠');
    type('capacity', '١٫٦٠٠');
    type('totalOwners', '٢');
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      firstRegistration: 2021,
      mileage: 45_000,
      capacity: 1600,
      totalOwners: 2,
      price: 875_000,
    });
  });

  it('says the price in words beside the field, in the page language', async () => {
    signedInAs(dealer);
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fill('Price (EGP)', '875.000');
    expect(description('Price (EGP)')).toContain(
      '— eight hundred seventy-five thousand Egyptian pounds',
    );
    expect(description('Price (EGP)')).toMatch(/EGP\s875,000/);

    await act(() => setLanguage('ar'));
    fill('السعر (جنيه)', '٨٧٥ ألف');
    expect(description('السعر (جنيه)')).toContain('ثمانمائة وخمسة وسبعون ألف جنيه مصري');
  });

  it.each([
    [
      'en',
      '“8.75” is not a price in whole pounds: put a dot or comma only between groups of three digits',
    ],
    ['ar', '«8.75» ليس سعرًا بالجنيه دون كسور: ضع النقطة أو الفاصلة بين كل ثلاثة أرقام فقط'],
  ] as const)('on the %s page explains a badly grouped price', async (language, message) => {
    await setLanguage(language);
    const calls = creatingCar();
    renderAt('/add-car');
    await waitFor(() => expect(saveButton()).toBeTruthy());
    fillCarByName('8.75');
    save();
    await waitFor(() => expect(named('price').getAttribute('aria-invalid')).toBe('true'));
    const errorText = document.getElementById(
      named('price').getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    )?.textContent;
    expect(errorText).toContain(message);
    expect(writes(calls)).toEqual([]);
  });

  it('asks before saving a price under EGP 10,000; going back saves nothing', async () => {
    const calls = creatingCar();
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fill('Price (EGP)', '875');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: /^Is EGP\s875 the right price\?$/,
    });
    expect(dialog.textContent).toMatch(/No car sells for as little as EGP\s875\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back and fix the price' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(field('Price (EGP)'));
    expect(writes(calls)).toEqual([]);

    fill('Price (EGP)', '875.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));
    expect(await createdPrice(calls)).toBe(875_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names the usual range of cars like it, and saves a price far from it once confirmed', async () => {
    const calls = creatingCar({
      basis: 'model',
      count: 12,
      low: 700_000,
      median: 820_000,
      high: 950_000,
    });
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fill('Price (EGP)', '87.500');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: /^Is EGP\s87,500 the right price\?$/,
    });
    expect(dialog.textContent).toMatch(
      /EGP\s87,500 is far below what cars like this one are listed for\./,
    );
    expect(dialog.textContent).toMatch(
      /Cars like it are usually listed for EGP\s700,000 to EGP\s950,000\./,
    );
    const guideCall = calls.find((call) => call.path === '/api/v1/car/price-guide');
    expect(guideCall).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Yes, save at EGP\s87,500$/ }));
    expect(await createdPrice(calls)).toBe(87_500);
  });

  it('asks in Arabic on the Arabic page', async () => {
    await setLanguage('ar');
    creatingCar();
    renderAt('/add-car');
    await waitFor(() => expect(saveButton()).toBeTruthy());
    fillCarByName('٨٧٥');
    save();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('هل السعر');
    expect(within(dialog).getByRole('button', { name: 'العودة لتصحيح السعر' })).toBeTruthy();
  });

  it('does not ask again about a stored price the edit keeps', async () => {
    const car = buildCar({ id: 'car_5', model: 'corolla', price: 5_000 });
    const calls = signedInAs(dealer, {
      'GET /api/v1/car/car_5/edit': () =>
        jsonResponse(carEditResponseSchema, { car, dealerName: 'Nile Motors', pictures: [] }),
      'PATCH /api/v1/car/car_5': () => jsonResponse(carSchema, { ...car, mileage: 1 }),
    });
    renderAt('/edit-car/car_5');
    await screen.findByRole('button', { name: 'Save car' });
    fill('Mileage (km)', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));
    expect(await screen.findByText('My cars page')).toBeTruthy();
    // The live band of similar cars asks with the mileage; the check, without.
    expect(
      calls.some(
        (call) =>
          call.path === '/api/v1/car/price-guide' &&
          !new URLSearchParams(call.query).has('mileage'),
      ),
    ).toBe(false);
  });
});

describe('the band of similar cars on sale, live', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  const guideCalls = (calls: ApiCall[]) =>
    calls
      .filter((call) => call.path === '/api/v1/car/price-guide')
      .map((call) => Object.fromEntries(new URLSearchParams(call.query)));

  /** The price guide, with the band of comparables on sale when asked with a mileage. */
  function answering(market: PriceGuide['market']) {
    return signedInAs(dealer, {
      'GET /api/v1/car/price-guide': (call) =>
        jsonResponse(priceGuideSchema, {
          ...noGuide,
          ...(new URLSearchParams(call.query).has('mileage') ? { market } : {}),
        }),
    });
  }

  const liveText = () =>
    (document.querySelector('[aria-live="polite"]')?.textContent ?? '').replace(/\s/g, ' ');

  it('shows the band once make, model and year are in, and where the typed price falls', async () => {
    const calls = answering({ low: 700_000, median: 820_000, high: 950_000, count: 12 });
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fill('Make', 'toyota');
    fill('Model', 'Corolla');
    expect(liveText()).toBe('');
    fill('Year of first registration', '2021');
    fill('Mileage (km)', '45,000');
    await waitFor(() =>
      expect(liveText()).toContain('Similar cars on sale: EGP 700,000 – EGP 950,000 (12 listings)'),
    );
    expect(guideCalls(calls)).toEqual([
      { make: 'toyota', model: 'corolla', year: '2021', mileage: '45000' },
    ]);

    fill('Price (EGP)', '1,250,000');
    expect(liveText()).toContain('Your price, EGP 1,250,000: High price');
    fill('Price (EGP)', '650.000');
    expect(liveText()).toContain('Your price, EGP 650,000: Good price');
    fill('Price (EGP)', '800 thousand');
    expect(liveText()).toContain('Your price, EGP 800,000: Fair price');
  });

  it('says when there are too few similar cars, and asks nothing before the year', async () => {
    const calls = answering(null);
    renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fill('Make', 'toyota');
    fill('Model', 'Corolla');
    fill('Mileage (km)', '45000');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(guideCalls(calls)).toEqual([]);
    fill('Year of first registration', '2021');
    await waitFor(() => expect(liveText()).toBe('Not enough similar cars on sale to compare.'));
  });

  it('speaks Arabic, with Latin digits; an empty mileage counts as 0 km', async () => {
    await setLanguage('ar');
    const calls = answering({ low: 700_000, median: 820_000, high: 950_000, count: 12 });
    renderAt('/add-car');
    await waitFor(() => expect(saveButton()).toBeTruthy());
    type('make', 'toyota');
    type('model', 'كورولا');
    type('firstRegistration', '٢٠٢١');
    type('price', '٩٠٠ ألف');
    await waitFor(() => expect(liveText()).toContain('(12 إعلانًا)'));
    expect(liveText()).toContain('سيارات مشابهة معروضة للبيع:');
    expect(liveText()).toContain('700,000');
    expect(liveText()).toContain('سعر عادل');
    expect(guideCalls(calls)).toEqual([
      { make: 'toyota', model: 'corolla', year: '2021', mileage: '0' },
    ]);
  });
});

describe('after a new car is saved', { timeout: 20_000 }, () => {
  it('confirms it, with links to the car, to another new car and to My Cars', async () => {
    creatingCar();
    const router = renderAt('/add-car');
    await screen.findByRole('button', { name: 'Save car' });
    fillValidCar();
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));

    const heading = await screen.findByRole('heading', { name: 'Car saved' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/is listed for sale at EGP\s1,250,000\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the car' }).getAttribute('href')).toBe(
      '/car-details/car_9',
    );
    expect(screen.getByRole('link', { name: 'Go to My Cars' }).getAttribute('href')).toBe(
      '/my-cars',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Add another car' }));
    await screen.findByRole('button', { name: 'Save car' });
    expect(router.state.location.pathname).toBe('/add-car');
    expect(field('Model').value).toBe('');
    expect(field('Price (EGP)').value).toBe('');
  });
});
