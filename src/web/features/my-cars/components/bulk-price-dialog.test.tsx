import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkPriceDialog } from './bulk-price-dialog';

function renderDialog() {
  const onSubmit = vi.fn();
  render(
    <BulkPriceDialog
      count={3}
      sample={undefined}
      busy={false}
      error={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change the prices of 3 cars' });
  const submit = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change 3 prices' }));
  return { dialog, onSubmit, submit };
}

describe('the bulk price dialog', () => {
  it('lowers by a percent unless told otherwise, and refuses more than the server allows', () => {
    const { dialog, onSubmit, submit } = renderDialog();
    expect(within(dialog).getByRole('radio', { name: 'Lower' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Percent (%)' })).toHaveProperty(
      'checked',
      true,
    );

    submit();
    expect(within(dialog).getByText('Enter how much, more than 0.')).toBeTruthy();
    const percent = within(dialog).getByLabelText('Percent');
    expect(percent.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(percent, { target: { value: '95' } });
    expect(within(dialog).getByText('At most 90%.')).toBeTruthy();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Raise' }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'price', by: 'percent', value: 95 });
  });

  it('raises by an amount typed as prices are', () => {
    const { dialog, onSubmit, submit } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Raise' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Amount (EGP)' }));
    fireEvent.change(within(dialog).getByLabelText('Amount in EGP'), {
      target: { value: '50 ألف' },
    });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'price', by: 'amount', value: 50_000 });
  });
});
