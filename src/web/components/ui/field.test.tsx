import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('ties the control to its label, and to its error, hint and count in that order', () => {
    render(
      <Field id="price" label="Price" hint="In pounds" error="Type a price" count="3 / 10">
        {(controlProps) => <input {...controlProps} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('price-error price-hint price-count');
    expect(document.getElementById('price-error')?.textContent).toBe('Type a price');
    expect(document.getElementById('price-hint')?.textContent).toBe('In pounds');
    expect(document.getElementById('price-count')?.textContent).toBe('3 / 10');
  });

  it('leaves a control without hint or error undescribed and valid', () => {
    render(
      <Field id="city" label="City" hideLabel>
        {(controlProps) => <input {...controlProps} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('City').className).toContain('sr-only');
  });
});
