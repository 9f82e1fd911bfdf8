import { useLocation } from 'react-router';
import { inLanguage } from '#shared/rules/site-paths';
import { useLanguage, nativeLanguageNames, rememberLanguage } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/**
 * "العربية" on English pages, "English" on Arabic ones: a link to the same page in the other
 * language, named in itself so its readers find it. Following it remembers the choice. The
 * visible name is the accessible name too (speech input says what it sees); the hint in the
 * page's language ("Switch to Arabic") is only the description.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={inLanguage(other, pathname) + search + hash}
      hrefLang={other}
      onClick={() => rememberLanguage(other)}
      title={t('language.switchHint')}
      className={cn(
        'grid h-11 min-w-11 place-items-center rounded-xl border border-slate-200 bg-white px-3 text-sm font-bold text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50',
        className,
      )}
    >
      {/* "العربية" in the system's font: an English page then needs none of the web font's
          Arabic letters, and does not download them. */}
      <span lang={other} className={other === 'ar' ? 'font-[system-ui]' : undefined}>
        {nativeLanguageNames[other]}
      </span>
    </a>
  );
}
