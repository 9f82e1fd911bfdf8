import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';

describe('the language switch', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('names Arabic in Arabic on English pages, as its visible text and accessible name', () => {
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', {
      name: 'العربية',
      description: 'Switch to Arabic',
    });
    expect(button.textContent).toBe('العربية');
    expect(button.querySelector('[lang="ar"]')?.textContent).toBe('العربية');
  });

  it('switches to Arabic, then names English in English', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    const button = await screen.findByRole('button', {
      name: 'English',
      description: 'التبديل إلى الإنجليزية',
    });
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(button.textContent).toBe('English');
    expect(button.querySelector('[lang="en"]')?.textContent).toBe('English');
  });
});
