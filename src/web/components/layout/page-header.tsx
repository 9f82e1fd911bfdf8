import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import defaultBackground from '../../assets/page-header.svg';
import { cn } from '../../lib/cn';

export interface BreadcrumbItem {
  label: string;
  /** Without it the item is shown as plain text (a page this visitor may not open). */
  to?: string;
}

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** The linked trail; `active` is the current page at its end. */
  breadcrumbs?: readonly BreadcrumbItem[];
  active?: string;
  /** Background image; the default drawing when absent or when it fails to load. */
  image?: string | null;
  /**
   * Below `sm`, the title alone in a slim band: for screens whose content must start in the
   * first screen of a phone (the listings' cars).
   */
  slimOnPhones?: boolean;
  children?: ReactNode;
}

/** The title band of a screen. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  active,
  image,
  slimOnPhones = false,
  children,
}: PageHeaderProps) {
  const { t } = useTranslation();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const source = image && image !== failedImage ? image : defaultBackground;
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={source}
        alt=""
        aria-hidden="true"
        onError={() => image && setFailedImage(image)}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950/90 via-brand-950/60 to-brand-950/30" />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 sm:px-6 sm:pt-10 sm:pb-12 lg:px-8',
          slimOnPhones ? 'py-3' : 'pt-8 pb-9',
        )}
      >
        {breadcrumbs && (
          <nav
            aria-label={t('nav.breadcrumb')}
            className={cn('mb-3', slimOnPhones && 'max-sm:hidden')}
          >
            <ol className="flex flex-wrap items-center gap-x-1.5 text-sm text-brand-100">
              {breadcrumbs.map((item) => (
                <li key={item.to ?? item.label} className="flex items-center gap-1.5">
                  {item.to ? (
                    <Link
                      to={item.to}
                      className="inline-flex min-h-11 min-w-11 items-center rounded hover:text-white hover:underline"
                    >
                      <bdi>{item.label}</bdi>
                    </Link>
                  ) : (
                    <bdi>{item.label}</bdi>
                  )}
                  <ChevronRight aria-hidden="true" className="size-3.5 opacity-70 rtl:rotate-180" />
                </li>
              ))}
              {active && (
                <li aria-current="page" className="min-w-0 truncate font-semibold text-white">
                  {/* Often a name (a dealer's, a car's): its own direction, whatever the page's. */}
                  <bdi>{active}</bdi>
                </li>
              )}
            </ol>
          </nav>
        )}
        <h1
          className={cn(
            'font-extrabold break-words sm:text-4xl',
            'leading-tight',
            slimOnPhones ? 'text-xl' : 'text-2xl',
          )}
        >
          {title}
        </h1>
        {description && (
          <p
            className={cn(
              'mt-2 max-w-2xl text-sm text-brand-100 sm:text-base',
              slimOnPhones && 'max-sm:hidden',
            )}
          >
            {description}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
