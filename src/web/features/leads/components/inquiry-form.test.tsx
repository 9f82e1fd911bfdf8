import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { inquiryResponseSchema } from '#shared/schemas/lead';
import { setLanguage } from '../../../lib/i18n';
import { buildUser } from '../../../testing/data-generators';
import {
  deferred,
  jsonResponse,
  mockApi,
  renderWithSession,
  signedInAs,
  type ApiCall,
} from '../../../testing/test-utils';
import { InquiryForm } from './inquiry-form';

const inquiryPath = '/api/v1/leads/car/car_elantra';
const received = () => jsonResponse(inquiryResponseSchema, { received: true }, 201);

const renderForm = () => renderWithSession(<InquiryForm carId="car_elantra" />);
const sent = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === inquiryPath);

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('the inquiry form', () => {
  it('asks for an Egyptian mobile number before sending anything', async () => {
    const calls = mockApi({ [`POST ${inquiryPath}`]: received });
    renderForm();
    fill('Your name', 'Mona');
    fill('Mobile number', '0223456789');
    send();

    expect(
      await screen.findByText('Enter an Egyptian mobile number, like \u20660100 123 4567\u2069'),
    ).toBeTruthy();
    const phone = field('Mobile number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(sent(calls)).toEqual([]);

    fill('Your name', '  ');
    fill('Mobile number', '0100 123 4567');
    send();
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.queryByText(/Enter an Egyptian mobile number/)).toBeNull();
    expect(sent(calls)).toEqual([]);
  });

  it('sends the inquiry with the number normalised, then shows the confirmation in its place', async () => {
    const calls = mockApi({ [`POST ${inquiryPath}`]: received });
    renderForm();
    const phone = field('Mobile number');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.getAttribute('placeholder')).toBe('0100 123 4567');

    fill('Your name', 'Mona Buyer');
    fill('Mobile number', '٠١٠٠ ١٢٣ ٤٥٦٧');
    fill('Message (optional)', 'Is the price negotiable?');
    expect(screen.getByText('24 / 2,000')).toBeTruthy();
    const whatsapp = screen.getByRole('radio', { name: 'WhatsApp' });
    expect((screen.getByRole('radio', { name: 'Call' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(whatsapp);
    send();

    const confirmation = await screen.findByText('Sent. The dealer will contact you soon.');
    expect(document.activeElement).toBe(confirmation);
    expect(screen.getByRole('status').textContent).toContain('Sent.');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    const [call] = sent(calls);
    expect(call?.body).toEqual({
      name: 'Mona Buyer',
      phone: '+201001234567',
      message: 'Is the price negotiable?',
      preferredContact: 'whatsapp',
      language: 'en',
      website: '',
    });
    // Signed out: no token is sent, and none is needed.
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('keeps a field for bots out of sight and out of the tab order', () => {
    mockApi({});
    const { container } = renderForm();
    const website = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(website?.tabIndex).toBe(-1);
    expect(website?.getAttribute('autocomplete')).toBe('off');
    expect(website?.value).toBe('');
    expect(website?.closest('[aria-hidden="true"]')?.className).toContain('sr-only');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('shows that it is sending, and the reason when the server refuses (429, 409)', async () => {
    const answer = deferred<Response>();
    let status = 429;
    const messages: Record<number, string> = {
      429: 'Too many inquiries from this number; try again in an hour',
      409: 'This car has been sold',
    };
    mockApi({
      [`POST ${inquiryPath}`]: async () => {
        await answer.promise;
        return jsonResponse(apiErrorSchema, { message: messages[status] ?? '' }, status);
      },
    });
    renderForm();
    fill('Your name', 'Mona');
    fill('Mobile number', '+20 100 123 4567');
    send();

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer.resolve(new Response());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many inquiries from this number. Try again in an hour.');
    // The form stays, filled in, to try again later.
    expect(field('Your name').value).toBe('Mona');

    status = 409;
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This car has been sold'),
    );
  });

  it("fills in a signed-in buyer's name and sends their token", async () => {
    const buyer = buildUser({ uid: 'usr_buyer', name: 'Mona Buyer', role: null });
    const calls = signedInAs(buyer, { [`POST ${inquiryPath}`]: received });
    renderForm();
    await waitFor(() => expect(field('Your name').value).toBe('Mona Buyer'));
    fill('Mobile number', '01551234567');
    send();
    await screen.findByText('Sent. The dealer will contact you soon.');
    expect(sent(calls)[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('speaks Arabic, and tells the dealer the buyer wrote in it', async () => {
    const calls = mockApi({ [`POST ${inquiryPath}`]: received });
    await setLanguage('ar');
    try {
      renderForm();
      fireEvent.change(screen.getByRole('textbox', { name: 'رقم الموبايل' }), {
        target: { value: '123' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(
        await screen.findByText('اكتب رقم موبايل مصريًا، مثل \u20660100 123 4567\u2069'),
      ).toBeTruthy();
      const choice = screen.getByRole('group', { name: 'كيف تفضّل أن يتواصل معك المعرض؟' });
      expect(within(choice).getAllByRole('radio')).toHaveLength(2);

      fireEvent.change(screen.getByRole('textbox', { name: 'اسمك' }), {
        target: { value: 'منى' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'رقم الموبايل' }), {
        target: { value: '0100 123 4567' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
      await waitFor(() => expect(sent(calls)[0]?.body).toMatchObject({ language: 'ar' }));
    } finally {
      await setLanguage('en');
    }
  });
});
