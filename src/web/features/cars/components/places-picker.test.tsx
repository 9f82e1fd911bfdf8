import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlacesPicker } from './places-picker';

function Harness({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PlacesPicker value={value} onChange={setValue} />
      <output>{value ?? '(any)'}</output>
    </>
  );
}

const cairoDistricts = () =>
  within(screen.getByRole('list', { name: 'Districts of Cairo' })).getAllByRole<HTMLInputElement>(
    'checkbox',
  );
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const chosen = () => screen.getByRole('status').textContent;

describe('places picker', () => {
  it('chooses a governorate with all of its districts, and keeps the rest when one is dropped', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /City/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cairo' }));
    expect(chosen()).toBe('cairo');
    expect(
      cairoDistricts().map(
        (box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent,
      ),
    ).toEqual(['New Cairo', 'Nasr City', 'Heliopolis', 'Maadi']);
    expect(cairoDistricts().every((district) => district.checked)).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Maadi' }));
    expect(chosen()).toBe('newCairo,nasrCity,heliopolis');
    expect(box('Cairo').checked).toBe(false);
    expect(box('Maadi').checked).toBe(false);
  });

  it('takes several places from several governorates, and names them on its button', () => {
    render(<Harness initial="cairo" />);
    const button = screen.getByRole('button', { name: /City/ });
    expect(button.textContent).toBe('Cairo');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sheikh Zayed' }));
    expect(chosen()).toBe('cairo,sheikhZayed');
    expect(button.textContent).toBe('Cairo, Sheikh Zayed');
    expect(box('Giza').checked).toBe(false);
    expect(box('Giza').indeterminate).toBe(true);
  });
});
