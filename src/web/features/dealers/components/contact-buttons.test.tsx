import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactButtons } from './contact-buttons';

/** jsdom cannot follow tel: or wa.me links: the taps stop short of leaving the page. */
const stayOnPage = (event: Event) => event.preventDefault();

describe("a car's contact buttons", () => {
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => {
    document.removeEventListener('click', stayOnPage);
    vi.unstubAllGlobals();
  });

  it('counts each tap on Call and WhatsApp as a contact of the car, with a beacon', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    render(<ContactButtons phone="+20 100 123 4567" whatsapp="+20 100 123 4567" carId="car_1" />);
    // The phone's tel: link, then the computer's "show the number" button.
    const [callLink] = screen.getAllByRole('link', { name: 'Call' });
    fireEvent.click(callLink!);
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    expect(sendBeacon.mock.calls).toEqual([
      ['/api/v1/leads/car/car_1/contacts/call'],
      ['/api/v1/leads/car/car_1/contacts/call'],
      ['/api/v1/leads/car/car_1/contacts/whatsapp'],
    ]);
  });

  it("counts nothing on a dealer's own page, where no car is concerned", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    render(<ContactButtons phone="+20 100 123 4567" whatsapp="+20 100 123 4567" />);
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
