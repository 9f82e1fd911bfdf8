import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { maxUploadBytes } from '#shared/reference/limits';
import { DealerLogoField } from './dealer-logo-field';

const fileOf = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderField(logoUrl: string | null = null) {
  const onPick = vi.fn();
  const onRemove = vi.fn();
  render(
    <DealerLogoField name="Nile Motors" logoUrl={logoUrl} onPick={onPick} onRemove={onRemove} />,
  );
  return { onPick, onRemove, input: () => screen.getByLabelText('Choose logo') };
}

describe('DealerLogoField', () => {
  it('passes on a file of at most 4,194,304 bytes', () => {
    const { onPick, input } = renderField();
    const file = fileOf('logo.png', maxUploadBytes);
    fireEvent.change(input(), { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a larger file, naming it and the limit', () => {
    const { onPick, input } = renderField();
    fireEvent.change(input(), { target: { files: [fileOf('huge.png', maxUploadBytes + 1)] } });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'huge.png is larger than 4 MB (4,194,304 bytes), the limit for a logo.',
    );
  });

  it('offers Change and Remove once there is a logo', () => {
    const { onRemove } = renderField('/media/logo.webp');
    expect(screen.getByLabelText('Change logo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
