import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { useLanguage } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 20. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((item) => item >= 1 && item <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((item, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && item - previous === 2) items.push(item - 1);
    else if (previous !== undefined && item - previous > 2) items.push('gap');
    items.push(item);
  });
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

const itemClasses = 'h-11 min-w-11 rounded-xl px-3 text-sm font-semibold transition-colors';

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t, language } = useLanguage();
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, icon: 'previous' | 'next') => {
    const Icon = icon === 'previous' ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {icon === 'previous' && <Icon aria-hidden="true" className="size-4 rtl:rotate-180" />}
        <span>{label}</span>
        {icon === 'next' && <Icon aria-hidden="true" className="size-4 rtl:rotate-180" />}
      </>
    );
    const classes = cn(itemClasses, 'flex items-center gap-1 border border-slate-200 bg-white');
    return target < 1 || target > pageCount ? (
      <span aria-disabled="true" className={cn(classes, 'cursor-not-allowed text-slate-300')}>
        {content}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={icon === 'next' ? 'next' : 'prev'}
        className={cn(classes, 'text-slate-700 hover:border-brand-400 hover:text-brand-800')}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-10 flex items-center justify-between gap-2 sm:justify-center"
    >
      {step(page - 1, t('pagination.previous'), 'previous')}
      <ol className="hidden items-center gap-1 sm:flex">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatNumber(item, language) })}
                className={cn(
                  itemClasses,
                  'grid place-items-center',
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'text-slate-700 hover:bg-white hover:text-brand-800',
                )}
              >
                {formatNumber(item, language)}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className="text-sm font-semibold text-slate-600 sm:hidden">
        {t('pagination.pageOf', {
          page: formatNumber(page, language),
          pages: formatNumber(pageCount, language),
        })}
      </p>
      {step(page + 1, t('pagination.next'), 'next')}
    </nav>
  );
}
