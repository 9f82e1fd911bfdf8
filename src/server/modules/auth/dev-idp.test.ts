import { describe, expect, it } from 'vitest';
import { signInPage } from './dev-idp';

describe('the development sign-in page', () => {
  it('escapes every value it prints', () => {
    const hostile = `"><script>alert('x')</script>&amp;`;
    const page = signInPage({
      uid: hostile,
      accounts: [{ email: `a"b'c&<d>@example.com`, name: hostile }],
      error: hostile,
    });
    expect(page).not.toContain('<script');
    expect(page).not.toContain(`'x'`);
    expect(page).not.toMatch(/&(?!#\d+;)/);
    const escaped = '&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;amp;';
    expect(page).toContain(`action="/dev-idp/interaction/${escaped}/login"`);
    expect(page).toContain(`<strong>${escaped}</strong>`);
    expect(page).toContain(`role="alert">${escaped}</p>`);
    expect(page).toContain('value="a&#34;b&#39;c&#38;&#60;d&#62;@example.com"');
  });
});
