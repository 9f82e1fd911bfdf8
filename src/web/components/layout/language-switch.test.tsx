import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );

describe('the language switch', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('names Arabic in Arabic on English pages, and links to the same page in Arabic', () => {
    renderAt('/car-grid?make=toyota#results');
    const link = screen.getByRole('link', { name: 'العربية', description: 'Switch to Arabic' });
    expect(link.textContent).toBe('العربية');
    expect(link.querySelector('[lang="ar"]')?.textContent).toBe('العربية');
    expect(link.getAttribute('href')).toBe('/ar/car-grid?make=toyota#results');
    expect(link.getAttribute('hreflang')).toBe('ar');
  });

  it('names English in English on Arabic pages, linking to the English one', async () => {
    await act(() => setLanguage('ar'));
    renderAt('/');
    const link = screen.getByRole('link', {
      name: 'English',
      description: 'التبديل إلى الإنجليزية',
    });
    expect(link.querySelector('[lang="en"]')?.textContent).toBe('English');
    expect(link.getAttribute('href')).toBe('/');
  });

  it('links to a page of this site, however many slashes the path starts with', async () => {
    await act(() => setLanguage('ar'));
    renderAt('//evil.example/path?x=1');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/evil.example/path?x=1',
    );
  });

  it('remembers the choice in a cookie the server reads', () => {
    renderAt('/dealers');
    const link = screen.getByRole('link', { name: 'العربية' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(document.cookie).toContain('language=ar');
  });
});
