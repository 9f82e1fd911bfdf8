import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MyCar } from '#shared/schemas/car-write';
import { buildCar } from '../../../testing/data-generators';
import { MyCarItem } from './my-car-item';

const myCar = (overrides: Partial<MyCar> = {}): MyCar => ({
  ...buildCar(overrides),
  dealerId: 'dlr_nile',
  dealerName: 'Nile Motors',
  canManage: true,
  picturesProcessing: 0,
  picturesFailed: 0,
  reviewNote: null,
  ...overrides,
});

const counts = { views7d: 12, views30d: 40, leads7d: 1, leads30d: 3 };

function renderItem(car: MyCar, views: typeof counts | undefined = counts) {
  const onChangeStatus = vi.fn();
  render(
    <MemoryRouter>
      <ul>
        <MyCarItem
          car={car}
          dealerName={undefined}
          views={views}
          busy={false}
          onChangeStatus={onChangeStatus}
          onDelete={() => {}}
        />
      </ul>
    </MemoryRouter>,
  );
  return { item: screen.getByRole('listitem'), onChangeStatus };
}

describe('a car on My Cars', () => {
  it("shows a hidden car's badge and the operator's note, and leaves its status to the operator", () => {
    const { item } = renderItem(
      myCar({
        make: 'kia',
        model: 'Cerato',
        status: 'hidden',
        reviewNote: 'The photos show another car.',
      }),
    );
    const badge = within(item).getByText('Hidden pending review');
    expect(badge.getAttribute('data-status')).toBe('hidden');
    expect(item.textContent).toContain('Hidden by Arabeya: The photos show another car.');
    // Not on the site: the title links nowhere.
    expect(within(item).queryByRole('link', { name: 'Kia Cerato 2021' })).toBeNull();
    const actions = within(item).getByRole('group', { name: 'Actions for Kia Cerato 2021' });
    expect(within(actions).getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete']);
  });

  it('says why a hidden car without a note is off the site', () => {
    const { item } = renderItem(myCar({ status: 'hidden' }));
    expect(item.textContent).toContain(
      'Hidden by Arabeya pending review of reports about this listing.',
    );
  });

  it('shows the views, the leads and the view-to-lead rate', () => {
    const { item } = renderItem(myCar({ make: 'toyota', model: 'Corolla' }));
    expect(within(item).getByText('12 views in 7 days')).toBeTruthy();
    expect(within(item).getByText('1 lead in 7 days')).toBeTruthy();
    expect(within(item).getByText('3 in 30 days')).toBeTruthy();
    expect(within(item).getByText('View-to-lead rate: 7.5%')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Mark as sold' })).toBeTruthy();
  });

  it('shows a dash for the rate of a car nobody viewed', () => {
    const { item } = renderItem(myCar(), { views7d: 0, views30d: 0, leads7d: 0, leads30d: 0 });
    expect(within(item).getByText('View-to-lead rate: —')).toBeTruthy();
  });
});
