import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionCounts } from '../lib/facet-counts';
import { PlacesPicker } from './places-picker';

function Harness({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PlacesPicker value={value} onChange={setValue} counts={optionCounts(undefined)} />
      <output>{value ?? '(any)'}</output>
    </>
  );
}

const cairoDistricts = () => [
  ...document.querySelectorAll<HTMLInputElement>('ul[aria-label="Districts of Cairo"] input'),
];
// By label and selector rather than by role: role queries walk the accessibility tree of 60
// rows, too slowly for a busy test run.
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const chosen = () => document.querySelector('output')?.textContent;
const picker = () => screen.getByText('City').nextElementSibling as HTMLButtonElement;
/** Opens the picker and waits for its list, which loads on first opening. */
const openPicker = async (button = picker()) => {
  fireEvent.click(button);
  await screen.findByLabelText('Sheikh Zayed');
};

describe('places picker', () => {
  it('chooses a governorate with all of its districts, and keeps the rest when one is dropped', async () => {
    render(<Harness />);
    await openPicker();
    fireEvent.click(box('Cairo'));
    expect(chosen()).toBe('cairo');
    expect(
      cairoDistricts().map(
        (box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent,
      ),
    ).toEqual(['New Cairo', 'Nasr City', 'Heliopolis', 'Maadi']);
    expect(cairoDistricts().every((district) => district.checked)).toBe(true);

    fireEvent.click(box('Maadi'));
    expect(chosen()).toBe('newCairo,nasrCity,heliopolis');
    expect(box('Cairo').checked).toBe(false);
    expect(box('Maadi').checked).toBe(false);
  });

  it('takes several places from several governorates, and names them on its button', async () => {
    render(<Harness initial="cairo" />);
    const button = picker();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('Cairo');
    await openPicker(button);
    fireEvent.click(box('Sheikh Zayed'));
    expect(chosen()).toBe('cairo,sheikhZayed');
    expect(button.textContent).toBe('Cairo, Sheikh Zayed');
    expect(box('Giza').checked).toBe(false);
    expect(box('Giza').indeterminate).toBe(true);
  });
});
