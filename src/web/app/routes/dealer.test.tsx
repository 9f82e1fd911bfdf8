import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carSearchResponseSchema } from '#shared/schemas/car';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import { setLanguage } from '../../lib/i18n';
import { buildDealer, searchResponse } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, mockApi } from '../../testing/test-utils';

const dealer = dealerDetailSchema.parse({
  ...buildDealer({ id: 'dlr_1', name: 'Nile Motors 2' }),
  phone: '+20 2 2345 6789',
  whatsapp: '01001234567',
  address: '45 Corniche El Nil, Maadi',
  addresses: { en: '45 Corniche El Nil, Maadi', ar: null },
  createdAt: '2026-01-01T10:00:00.000Z',
  employees: {},
  cars: {},
});

describe('the dealer page on an Arabic page', () => {
  it('shows the free text of the dealer in its own direction', async () => {
    await setLanguage('ar');
    try {
      mockApi({
        'GET /api/v1/dealer/dlr_1': () => jsonResponse(dealerDetailSchema, dealer),
        'GET /api/v1/car/search': () => jsonResponse(carSearchResponseSchema, searchResponse([])),
      });
      renderRoutesAt('/dealer/dlr_1');
      // The address starts with a number: without its own direction, an Arabic page would show
      // "Corniche El Nil, Maadi 45".
      const address = await screen.findByText('45 Corniche El Nil, Maadi');
      expect(address.getAttribute('dir')).toBe('auto');
      // The name, in the title and at the end of the breadcrumbs ("2" would jump to its start).
      expect(screen.getByRole('heading', { level: 1 }).querySelector('bdi')?.textContent).toBe(
        'Nile Motors 2',
      );
      const current = within(screen.getByRole('navigation', { name: 'مسار التنقل' })).getByText(
        'Nile Motors 2',
      );
      expect(current.tagName).toBe('BDI');
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
