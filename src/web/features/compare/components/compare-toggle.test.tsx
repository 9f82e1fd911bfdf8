import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareToggle } from './compare-toggle';

describe('the compare toggle', () => {
  it('chooses up to four cars; a fifth gets a short message and is not chosen', () => {
    render(
      <>
        {['car_1', 'car_2', 'car_3', 'car_4', 'car_5'].map((id) => (
          <CompareToggle key={id} carId={id} appearance="outline" />
        ))}
      </>,
    );
    const toggles = screen.getAllByRole('button', { name: 'Compare' });
    for (const toggle of toggles.slice(0, 4)) fireEvent.click(toggle);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(toggles[4]!);
    expect(screen.getByRole('alert').textContent).toBe(
      'You can compare at most 4 cars. Take one out to add another.',
    );
    expect(toggles[4]!.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toHaveLength(4);

    // A chosen one is taken back as before.
    fireEvent.click(toggles[0]!);
    expect(toggles[0]!.getAttribute('aria-pressed')).toBe('false');
  });
});
