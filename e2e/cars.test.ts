import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browser, useBrowser } from './browser';
import { demoAccounts, signedInPage, storedSession } from './fixtures';

useBrowser();

let sequence = 0;
/** A model name no other car has, so a test finds its own car in lists. */
const uniqueModel = () => `E2E ${Date.now().toString(36)}${(sequence += 1)}`;

/** A PNG of one colour (no binary fixtures in the repository). */
async function picture(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 640, height: 400, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A car created through the API by the page's user; answers its id. */
async function createCarThroughApi(page: Page, model: string) {
  const { token, user } = await storedSession(page);
  const response = await page.request.post('/api/v1/car', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      dealerId: user.dealer_access[0]?.dealerId,
      make: 'hyundai',
      model,
      firstRegistration: 2019,
      mileage: 64_000,
      fuelType: 'petrol',
      capacity: 1400,
      condition: 'usedCar',
      totalOwners: 2,
      transmission: 'manual',
      bodyStyle: 'hatchback',
      city: 'giza',
      price: 455_000,
      description: 'Made by a browser test.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const myCarRow = (page: Page, model: string) =>
  page.getByRole('listitem').filter({ hasText: model });

/** Fills /add-car, picks three pictures and makes the third the showcase, then saves. */
async function addCarThroughForm(page: Page, model: string, price: string) {
  await page.goto('/add-car');
  await page.getByRole('heading', { name: 'Add a car', level: 1 }).waitFor();
  await page.getByLabel('Make').selectOption('toyota');
  await page.getByLabel('Model', { exact: true }).fill(model);
  await page.getByLabel('Year of first registration').fill('2021');
  await page.getByLabel('Condition').selectOption('usedCar');
  await page.getByLabel('Body style').selectOption('sedan');
  await page.getByLabel('Transmission').selectOption('automatic');
  await page.getByLabel('Fuel type').selectOption('petrol');
  await page.getByLabel('Capacity (cc)').fill('1600');
  await page.getByLabel('Mileage (km)').fill('30000');
  await page.getByLabel('Total owners').fill('1');
  await page.getByLabel('Price (EGP)').fill(price);
  // A few letters find the city under its governorate.
  await page.getByRole('combobox', { name: 'City' }).fill('Nasr');
  await page.getByRole('option', { name: 'Nasr City' }).click();
  await page.getByLabel('Description').fill('Dealer serviced, first owner.');
  await page
    .getByLabel('Pictures', { exact: true })
    .setInputFiles([
      await picture('front.png', '#1d4ed8'),
      await picture('side.png', '#15803d'),
      await picture('rear.png', '#b91c1c'),
    ]);
  const tiles = page.getByRole('list', { name: 'Pictures of this car' }).getByRole('listitem');
  await expect.poll(() => tiles.count()).toBe(3);
  await tiles
    .filter({ hasText: 'rear.png' })
    .getByRole('button', { name: 'Make showcase' })
    .click();
  await page.getByRole('button', { name: 'Save car' }).click();
  // A new car is confirmed on /add-car first (docs/decisions/119).
  await page.getByRole('heading', { name: 'Car saved' }).waitFor();
  await page.getByRole('link', { name: 'Go to My Cars' }).click();
  await page.waitForURL('**/my-cars');
}

/** The whole life of a car in the browser, as the given demo account. */
async function carLifecycle(email: string) {
  const page = await signedInPage(browser, email);
  const model = uniqueModel();
  await addCarThroughForm(page, model, '812345');

  const row = myCarRow(page, model);
  await row.waitFor();
  await row.getByText('EGP 812,345').waitFor();
  await row.getByText('Active').waitFor();
  // The pictures are made by a job: My Cars says so until they are, then refreshes by itself.
  await row.getByText(/^Processing \d pictures?$/).waitFor({ state: 'detached', timeout: 30_000 });
  const editHref = await row.getByRole('link', { name: 'Edit' }).getAttribute('href');
  const carId = editHref?.split('/').pop() ?? '';
  expect(carId).toMatch(/^car_/);

  // The public page shows the showcase picture first.
  const publicCar = (await (await page.request.get(`/api/v1/car/${carId}`)).json()) as {
    pictures: Record<string, { name: string; url: string }>;
  };
  expect(publicCar.pictures.showcase?.name).toBe('rear.png');
  // The three pictures, the showcase among them (the `og` entry aside).
  expect(Object.keys(publicCar.pictures).filter((key) => key !== 'og')).toHaveLength(3);
  await page.goto(`/car-details/${carId}`);
  const gallery = page.getByRole('region', { name: /Photos of/ });
  // The gallery keeps the photos either side of the shown one ready: the first is found by its alt.
  const firstPhoto = gallery.getByRole('img', { name: /, photo 1 of 3$/ });
  await firstPhoto.waitFor();
  expect(await firstPhoto.getAttribute('src')).toBe(publicCar.pictures.showcase?.url);

  // Edit the price.
  await page.goto(`/edit-car/${carId}`);
  await page.getByLabel('Price (EGP)').fill('799000');
  await page.getByRole('button', { name: 'Save car' }).click();
  await page.waitForURL('**/my-cars');
  await myCarRow(page, model).getByText('EGP 799,000').waitFor();

  // Delete it, after confirming.
  await myCarRow(page, model).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this car?' });
  await dialog.getByRole('button', { name: 'Delete car' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => myCarRow(page, model).count()).toBe(0);
  expect((await page.request.get(`/api/v1/car/${carId}`)).status()).toBe(404);
  await page.context().close();
}

// A car's whole life is one story of about twenty steps and three uploads: on a busy machine it
// needs more than the usual budget of one test.
const lifecycleTimeoutMs = 180_000;

describe('car management', () => {
  it(
    'a dealer adds a car with three pictures, sees it, edits the price and deletes it',
    async () => {
      await carLifecycle(demoAccounts.dealer.email);
    },
    lifecycleTimeoutMs,
  );

  it(
    'an approved employee does the same',
    async () => {
      await carLifecycle(demoAccounts.employee.email);
    },
    lifecycleTimeoutMs,
  );

  it('the car form shows a new picture processing, then swaps in the finished one', async () => {
    const page = await signedInPage(browser, demoAccounts.dealer.email);
    const carId = await createCarThroughApi(page, uniqueModel());
    await page.goto(`/edit-car/${carId}`);
    await page.getByRole('heading', { name: 'Edit car', level: 1 }).waitFor();
    await page
      .getByLabel('Pictures', { exact: true })
      .setInputFiles([await picture('door.png', '#7c3aed')]);
    const tile = page.getByRole('listitem', { name: 'door.png' });
    // The upload answers at once; the tile shows a spinner over the local preview meanwhile.
    await tile.and(page.locator('[data-state="processing"]')).waitFor();
    await tile.getByRole('status').filter({ hasText: 'Processing picture' }).waitFor();
    await tile.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 30_000 });
    expect(await tile.getByRole('status').filter({ hasText: 'Processing picture' }).count()).toBe(
      0,
    );
    const src = await tile.locator('img').first().getAttribute('src');
    expect(src).toMatch(
      new RegExp(`/media/.+/${carId}/pic_[^/]+/(original\\.webp|thumb\\.png|w\\d+\\.webp)$`),
    );
    // No reload happened: the same page shows it, and so does the public car.
    const publicCar = (await (await page.request.get(`/api/v1/car/${carId}`)).json()) as {
      pictures: Record<string, { name: string }>;
    };
    expect(publicCar.pictures.showcase?.name).toBe('door.png');

    const { token } = await storedSession(page);
    const removed = await page.request.delete(`/api/v1/car/${carId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(204);
    await page.context().close();
  });

  it("a manager edits a car an employee created; the employee cannot edit the manager's", async () => {
    const employee = await signedInPage(browser, demoAccounts.employee.email);
    const manager = await signedInPage(browser, demoAccounts.manager.email);
    const employeesModel = uniqueModel();
    const managersModel = uniqueModel();
    const employeesCar = await createCarThroughApi(employee, employeesModel);
    const managersCar = await createCarThroughApi(manager, managersModel);

    await manager.goto(`/edit-car/${employeesCar}`);
    await manager.getByLabel('Price (EGP)').fill('430000');
    await manager.getByRole('button', { name: 'Save car' }).click();
    await manager.waitForURL('**/my-cars');
    await myCarRow(manager, employeesModel).getByText('EGP 430,000').waitFor();

    await employee.goto('/my-cars');
    const managersRow = myCarRow(employee, managersModel);
    await managersRow.getByText('View only', { exact: false }).waitFor();
    expect(await managersRow.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await employee.goto(`/edit-car/${managersCar}`);
    await employee.getByText('You may not edit this car').waitFor();
    expect(await employee.getByRole('button', { name: 'Save car' }).count()).toBe(0);

    // The suite's server is shared: leave no car behind for the other files.
    const { token } = await storedSession(manager);
    for (const carId of [employeesCar, managersCar]) {
      const removed = await manager.request.delete(`/api/v1/car/${carId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.status()).toBe(204);
    }
    await employee.context().close();
    await manager.context().close();
  });
});
