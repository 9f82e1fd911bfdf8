import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { LogoMark } from './logo';

// Each link a full 44 px row: on a phone the footer is a list of thumb targets.
const linkClasses = 'inline-flex min-h-11 min-w-11 items-center hover:text-white';

export function Footer() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const year = String(new Date().getFullYear());
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 grid-cols-2 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-xl font-extrabold text-white">{t('brand.name')}</span>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-200">
            {t('footer.about')}
          </p>
        </div>
        <nav aria-label={t('footer.browse')}>
          <h2 className="text-sm font-bold tracking-wide text-white">{t('footer.browse')}</h2>
          <ul className="mt-1 text-sm">
            <li>
              <Link className={linkClasses} to={paths.carGrid.getHref()}>
                {t('footer.allCars')}
              </Link>
            </li>
            <li>
              <Link className={linkClasses} to={paths.dealers.getHref()}>
                {t('footer.allDealers')}
              </Link>
            </li>
            <li>
              <Link className={linkClasses} to={paths.carGrid.getHref('condition=new')}>
                {t('footer.newCars')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white">{t('footer.account')}</h2>
          <ul className="mt-1 text-sm">
            <li>
              {!user ? (
                <Link className={linkClasses} to={paths.login.getHref()}>
                  {t('nav.signIn')}
                </Link>
              ) : user.role === 'DealerEmployee' ? (
                <Link className={linkClasses} to={paths.myAccess.getHref()}>
                  {t('nav.myAccess')}
                </Link>
              ) : (
                <Link className={linkClasses} to={paths.myAccount.getHref()}>
                  {t('nav.myAccount')}
                </Link>
              )}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-300 sm:px-6 lg:px-8">
          {t('footer.rights', { year })}
        </p>
      </div>
    </footer>
  );
}
