import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is a label around its box, so that the whole row toggles it', () => {
    render(<CheckboxField label="Sunroof" value="sunroof" />);
    const box = screen.getByRole('checkbox', { name: 'Sunroof' });
    expect(box.closest('label')?.className).toContain('min-h-11');
    fireEvent.click(screen.getByText('Sunroof'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
