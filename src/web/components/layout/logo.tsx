import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** The brand mark: a car on a road, in the brand colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
      <path
        d="M7 20.5l2.2-5.6A3 3 0 0 1 12 13h8a3 3 0 0 1 2.8 1.9l2.2 5.6V24a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1v-1h-11v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="11" cy="20" r="1.4" fill="var(--color-accent-400)" />
      <circle cx="21" cy="20" r="1.4" fill="var(--color-accent-400)" />
      <path d="M11 9h10" stroke="var(--color-accent-400)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.getHref()}
      className="flex min-h-11 items-center gap-2.5 rounded-lg"
      aria-label={t('nav.homeLink')}
    >
      <LogoMark />
      <span
        className={cn(
          'text-xl leading-none font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-brand-900',
        )}
      >
        {t('brand.name')}
      </span>
    </Link>
  );
}
