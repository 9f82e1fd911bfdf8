import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MapPin, Store } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { teamPermissions } from '#shared/rules/access';
import { displayName } from '#shared/rules/names';
import { textInLanguage } from '#shared/rules/dealer-names';
import type { DealerDetail } from '#shared/schemas/dealer';
import type { User } from '#shared/schemas/user';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { UserAvatar } from '../../components/ui/user-avatar';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { AccountScreen } from '../account-screen';
import {
  registerDealer,
  removeDealerLogo,
  updateDealerProfile,
  uploadDealerLogo,
} from '../../features/dealer-profile/api/dealer-profile';
import {
  DealerLogoField,
  usePickedFile,
} from '../../features/dealer-profile/components/dealer-logo-field';
import { DealerProfileForm } from '../../features/dealer-profile/components/dealer-profile-form';
import { dealerProfileValues } from '../../features/dealer-profile/lib/validate-dealer-profile';
import { serverMessage } from '../../lib/server-message';
import { useDealer } from '../../features/dealers/api/dealer';
import { dealerKeys } from '../../features/dealers/api/query-keys';
import { IconTile } from '../../components/ui/icon-tile';
import { FinanceOfferEditor } from '../../features/finance-offer/components/finance-offer-editor';

/** /my-account: the user's profile; "become a dealer", or the dealer profile for its admins. */
export function MyAccountRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="my-account"
      title={t('myAccount.title')}
      description={t('myAccount.description')}
      breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
    >
      <div className="max-w-4xl space-y-8">
        <MyAccount />
      </div>
    </AccountScreen>
  );
}

function Card({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-6">
      <h2 className="text-xl font-extrabold text-slate-900">{title}</h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function MyAccount() {
  const { t, language } = useLanguage();
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  /** Set once the user has registered a dealership; says whether its logo was refused. */
  const [registered, setRegistered] = useState<{ logoError?: string }>();
  const logo = usePickedFile();
  if (!user) return null;

  const adminOf = user.dealer_access.filter((access) => teamPermissions(access).editDealerProfile);

  const register = async (body: Parameters<typeof registerDealer>[0]) => {
    let dealer = await registerDealer(body);
    let logoError: string | undefined;
    if (logo.file) {
      // The dealership exists now: a refused logo is reported and can be chosen again below.
      try {
        dealer = await uploadDealerLogo(dealer.id, logo.file);
      } catch (error) {
        logoError = serverMessage(t, language, error, t('myAccount.logoFailed'));
      }
    }
    queryClient.setQueryData(dealerKeys.detail(dealer.id), dealer);
    void queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    setRegistered({ logoError });
    await refreshUser(); // The role is Dealer now.
  };

  return (
    <>
      <Profile user={user} />
      {registered && <Alert tone="success">{t('myAccount.registered')}</Alert>}
      {registered?.logoError && (
        <Alert tone="error">
          {t('myAccount.registeredWithoutLogo')} {registered.logoError}
        </Alert>
      )}
      {adminOf.length > 0 ? (
        <>
          {adminOf.map((access) => (
            <DealerProfileSection key={access.dealerId} dealerId={access.dealerId} />
          ))}
          {/* The dealership's own finance programme: its admin's alone (docs/decisions/141). */}
          <Card title={t('financeOffer.title')} intro={t('financeOffer.intro')}>
            <FinanceOfferEditor />
          </Card>
        </>
      ) : user.role === null ? (
        <Card title={t('myAccount.becomeTitle')} intro={t('myAccount.becomeIntro')}>
          <DealerProfileForm
            submitLabel={t('myAccount.register')}
            busyLabel={t('myAccount.registering')}
            failedMessage={t('myAccount.registerFailed')}
            onSubmit={register}
            renderLogo={(name) => (
              <DealerLogoField
                name={name}
                logoUrl={logo.previewUrl}
                onPick={logo.pick}
                onRemove={() => logo.pick(null)}
              />
            )}
          />
        </Card>
      ) : (
        <p className="text-slate-600">{t('myAccount.noDealership')}</p>
      )}
    </>
  );
}

/** The stored logo of a dealership: a chosen file is uploaded at once, Remove deletes it. */
function DealerLogoEditor({ dealer }: { dealer: DealerDetail }) {
  const { t, language } = useLanguage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const change = async (call: () => Promise<DealerDetail>) => {
    setBusy(true);
    setError(undefined);
    try {
      queryClient.setQueryData(dealerKeys.detail(dealer.id), await call());
      void queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    } catch (failure) {
      setError(serverMessage(t, language, failure, t('myAccount.logoFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DealerLogoField
      name={textInLanguage(dealer.names, language)}
      logoUrl={dealer.logoUrl}
      busy={busy}
      error={error}
      onPick={(file) => void change(() => uploadDealerLogo(dealer.id, file))}
      onRemove={() => void change(() => removeDealerLogo(dealer.id))}
    />
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation();
  const roleNames = {
    Dealer: t('userRole.dealer'),
    DealerEmployee: t('userRole.dealerEmployee'),
  };
  return (
    <section
      aria-label={t('myAccount.profileTitle')}
      className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <UserAvatar name={user.name} photoUrl={user.photoURL} className="size-16 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-extrabold text-slate-900">
          <bdi>{user.name}</bdi>
        </p>
        <p className="truncate text-sm text-slate-600">
          <bdi>{user.email}</bdi>
        </p>
      </div>
      <div className="text-sm">
        <p className="font-semibold text-slate-500">{t('myAccount.accountType')}</p>
        <p className="font-bold text-brand-800">
          {user.role ? roleNames[user.role] : t('userRole.none')}
        </p>
      </div>
    </section>
  );
}

function DealerProfileSection({ dealerId }: { dealerId: string }) {
  const { t, language } = useLanguage();
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const dealer = useDealer(dealerId);

  const save = async (body: Parameters<typeof updateDealerProfile>[1]) => {
    const updated: DealerDetail = await updateDealerProfile(dealerId, body);
    queryClient.setQueryData(dealerKeys.detail(dealerId), updated);
    void queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    void refreshUser(); // The dealership's name is part of the user's dealer access.
  };

  return (
    <Card title={t('myAccount.dealerTitle')} intro={t('myAccount.dealerIntro')}>
      {dealer.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="h-18 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : dealer.isError ? (
        <ErrorFallback onRetry={() => void dealer.refetch()} />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center gap-3">
            <IconTile icon={Store} />
            <div className="min-w-0 flex-1">
              <p className="font-bold break-words text-slate-900">
                <bdi>{textInLanguage(dealer.data.names, language)}</bdi>
              </p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                {displayName(cities, dealer.data.city, language)}
              </p>
            </div>
            <Link
              to={paths.dealer.getHref(dealerId, dealer.data.name)}
              className={buttonClasses('outline', 'sm')}
            >
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('myAccount.viewPage')}
            </Link>
          </div>
          <div className="mb-6 border-b border-slate-100 pb-6">
            <DealerLogoEditor dealer={dealer.data} />
          </div>
          <DealerProfileForm
            initial={dealerProfileValues(dealer.data)}
            submitLabel={t('myAccount.save')}
            busyLabel={t('myAccount.saving')}
            savedMessage={t('myAccount.saved')}
            failedMessage={t('myAccount.saveFailed')}
            onSubmit={save}
          />
        </>
      )}
    </Card>
  );
}
