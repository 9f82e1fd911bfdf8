import { describe, expect, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';
import { accountMenu, demoAccounts, listDemoCar, signedInPage, uniqueEmail } from './fixtures';

useBrowser();

/**
 * Runs `use` on a car the demo dealer lists through the API, with a model no other test uses;
 * the car is taken down afterwards, failed or not (a car without pictures must not lead the
 * listings other tests read).
 */
async function withListedCar(model: string, use: (carId: string) => Promise<void>) {
  const { carId, dealer, token } = await listDemoCar(browser, model);
  try {
    await use(carId);
  } finally {
    const removed = await dealer.request.delete(`/api/v1/car/${carId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(204);
    await dealer.context().close();
  }
}

describe('dealers win leads', () => {
  it('takes a visitor’s inquiry to the dealer’s inbox, where it is assigned to the employee', async () => {
    const model = `Lead ${Date.now().toString(36)}`;
    await withListedCar(model, async (carId) => {
      const buyerName = `Hany ${model}`;

      const visitor = await openPage(browser, { width: 360 });
      await visitor.goto(`/car-details/${carId}`);
      await visitor.getByRole('heading', { level: 1, name: new RegExp(model) }).waitFor();
      const form = visitor.getByRole('region', { name: 'Ask the dealer about this car' });
      await form.getByRole('textbox', { name: 'Your name' }).fill(buyerName);
      await form.getByRole('textbox', { name: 'Mobile number' }).fill('0100 12');
      await form.getByRole('button', { name: 'Send' }).click();
      // The example number is one left-to-right unit, in English as in Arabic.
      await form
        .getByText('Enter an Egyptian mobile number, like \u20660100 123 4567\u2069')
        .waitFor();
      await form.getByRole('textbox', { name: 'Mobile number' }).fill('0100 123 4567');
      await form
        .getByRole('textbox', { name: 'Message (optional)' })
        .fill('<b>Is it still for sale?</b>');
      // The choices are labels over visually hidden radios: a person taps the label.
      await form.locator('label', { hasText: 'WhatsApp' }).click();
      expect(await form.getByRole('radio', { name: 'WhatsApp' }).isChecked()).toBe(true);
      await form.getByRole('button', { name: 'Send' }).click();
      await visitor.getByText('Sent. The dealer will contact you soon.').waitFor();
      await visitor.context().close();

      const dealer = await signedInPage(browser, demoAccounts.dealer.email);
      await dealer.goto('/my-leads');
      await dealer.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
      const lead = dealer.getByRole('listitem', { name: buyerName });
      await lead.waitFor();
      // The buyer's words are shown as text.
      await lead.getByText('<b>Is it still for sale?</b>').waitFor();
      await lead.getByRole('button', { name: `Open lead: ${buyerName}` }).click();
      const panel = dealer.getByRole('dialog', { name: buyerName });
      await panel
        .getByRole('combobox', { name: 'Assigned to' })
        .selectOption({ label: demoAccounts.employee.name });
      await panel.getByText(`Assigned to \u2068${demoAccounts.employee.name}\u2069.`).waitFor();
      await dealer.context().close();

      const employee = await signedInPage(browser, demoAccounts.employee.email);
      await employee.goto('/my-leads');
      await employee.getByRole('listitem', { name: buyerName }).waitFor();
      // An employee does not assign.
      await expect
        .poll(() => employee.getByRole('combobox', { name: 'Assigned to' }).count())
        .toBe(0);
      await employee.context().close();
    });
  });

  it('takes a listing an operator hid after a report off the listings', async () => {
    const model = `Report ${Date.now().toString(36)}`;
    await withListedCar(model, async (carId) => {
      const listings = `/car-grid?make=hyundai&model=${encodeURIComponent(model)}`;

      const reporter = await signedInPage(browser, uniqueEmail('reporter'), { name: 'Rania' });
      await reporter.goto(listings);
      await reporter.getByRole('article').first().waitFor();
      await reporter.goto(`/car-details/${carId}`);
      await reporter.getByRole('heading', { level: 1, name: new RegExp(model) }).waitFor();
      // Signed in (the session restored), Report opens the dialog; signed out it is a link.
      await accountMenu(reporter, 'Rania').waitFor();
      await reporter.getByRole('button', { name: 'Report this listing' }).click();
      const dialog = reporter.getByRole('dialog', { name: 'Report this listing' });
      await dialog.getByRole('radio', { name: 'Suspected scam' }).check();
      await dialog.getByRole('textbox', { name: /Details/ }).fill('Asked me for a deposit first.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await reporter.getByText('Thank you. Our team will review this listing.').waitFor();
      await reporter.context().close();

      const operator = await signedInPage(browser, demoAccounts.operator.email);
      await operator.goto('/operator/reports');
      await operator.getByRole('heading', { name: 'Reports to review', level: 1 }).waitFor();
      const reported = operator.getByRole('listitem', { name: new RegExp(model) });
      await reported.getByText('Asked me for a deposit first.').waitFor();
      await reported.getByRole('button', { name: 'Hide listing' }).click();
      const hide = operator.getByRole('dialog', { name: 'Hide this listing' });
      await hide
        .getByRole('textbox', { name: 'Note to the dealer' })
        .fill('Buyers were asked for a deposit; please call us.');
      await hide.getByRole('button', { name: 'Hide listing' }).click();
      await operator.getByText('The dealer was sent your note.', { exact: false }).waitFor();
      await operator.context().close();

      const visitor = await openPage(browser);
      await visitor.goto(listings);
      await expect.poll(() => visitor.getByRole('article').count()).toBe(0);
      const page = await visitor.goto(`/car-details/${carId}`);
      expect(page?.status()).toBe(404);
      await visitor.context().close();
    });
  });
});
