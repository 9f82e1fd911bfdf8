import { useLanguage, setLanguage, nativeLanguageNames } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/**
 * "العربية" on English pages, "English" on Arabic ones: the other language, named in itself so
 * its readers find it. The visible name is the accessible name too (speech input says what it
 * sees); the hint in the page's language ("Switch to Arabic") is only the description.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void setLanguage(other)}
      title={t('language.switchHint')}
      className={cn(
        'grid h-11 min-w-11 place-items-center rounded-xl border border-slate-200 bg-white px-3 text-sm font-bold text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50',
        className,
      )}
    >
      <span lang={other}>{nativeLanguageNames[other]}</span>
    </button>
  );
}
