import { useLanguage, setLanguage } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/** "ع" in English, "EN" in Arabic: switches to the other language and remembers it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void setLanguage(other)}
      aria-label={t('language.switchAria')}
      title={t('language.switchAria')}
      className={cn(
        'grid h-10 min-w-10 place-items-center rounded-xl border border-slate-200 bg-white px-2.5 font-bold text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50',
        className,
      )}
    >
      <span lang={other} className={other === 'ar' ? 'text-lg leading-none' : 'text-sm'}>
        {t('language.switchLabel')}
      </span>
    </button>
  );
}
