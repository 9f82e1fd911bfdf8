import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { reportResponseSchema } from '#shared/schemas/report';
import { buildUser } from '../../../testing/data-generators';
import {
  jsonResponse,
  mockApi,
  renderWithSession,
  signedInAs,
  type ApiCall,
} from '../../../testing/test-utils';
import { ReportListingButton } from './report-listing-button';

// The lazily loaded dialog, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import('./report-listing-dialog');
});

const reportPath = '/api/v1/reports/car/car_elantra';
const buyer = buildUser({ uid: 'usr_buyer', name: 'Mona Buyer', role: null });

const renderButton = () =>
  renderWithSession(
    <MemoryRouter initialEntries={['/car-details/car_elantra']}>
      <ReportListingButton carId="car_elantra" />
    </MemoryRouter>,
  );

const reports = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === reportPath);

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' });
}

describe('Report this listing', () => {
  beforeEach(() => sessionStorage.clear());

  it('leads a signed-out visitor to sign in, and back to the car', () => {
    mockApi({});
    renderButton();
    expect(screen.getByRole('link', { name: 'Report this listing' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/car-details/car_elantra')}`,
    );
  });

  it('opens the dialog by itself, once, when the sign-in it led to comes back to the car', async () => {
    mockApi({});
    renderButton();
    fireEvent.click(screen.getByRole('link', { name: 'Report this listing' }));
    cleanup();

    // Back on the car's page, signed in.
    signedInAs(buyer);
    renderButton();
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    renderButton();
    await screen.findByRole('button', { name: 'Report this listing' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the five reasons, needs the details for Other, then sends the report and thanks', async () => {
    const calls = signedInAs(buyer, {
      [`POST ${reportPath}`]: () => jsonResponse(reportResponseSchema, { received: true }, 201),
    });
    renderButton();
    const dialog = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Already sold', 'Wrong price', 'Wrong pictures', 'Suspected scam', 'Other']);

    // No reason chosen yet.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose what is wrong with the listing.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (required)' });
    expect(within(dialog).getByText('Tell us what is wrong with this listing.')).toBeTruthy();
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(reports(calls)).toEqual([]);

    fireEvent.change(details, { target: { value: 'The same car is listed twice.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByText('Thank you. Our team will review this listing.');
    expect(thanks.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reports(calls).map((call) => call.body)).toEqual([
      { reason: 'other', details: 'The same car is listed twice.' },
    ]);
    expect(reports(calls)[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('says so when the user reported the car before', async () => {
    signedInAs(buyer, {
      [`POST ${reportPath}`]: () =>
        jsonResponse(apiErrorSchema, { message: 'You have already reported this listing' }, 409),
    });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Wrong price' }));
    expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You have already reported this listing',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when there were too many reports', async () => {
    signedInAs(buyer, {
      [`POST ${reportPath}`]: () =>
        jsonResponse(apiErrorSchema, { message: 'Too many reports; try again later' }, 429),
    });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Suspected scam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have sent too many reports. Please try again later.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeTruthy();
  });
});
