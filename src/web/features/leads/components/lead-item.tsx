import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageCircle, Phone, StickyNote } from 'lucide-react';
import type { Lead } from '#shared/schemas/lead';
import { formatNumber } from '#shared/rules/format';
import { isPublicCarStatus } from '#shared/reference/vehicle';
import { carTitle } from '#shared/rules/specifications';
import { isolate } from '../../../components/ui/bidi';
import { Button, buttonClasses } from '../../../components/ui/button';
import { IconTile } from '../../../components/ui/icon-tile';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useTextsIn } from '../../../lib/texts-in';
import { telHref } from '../../../lib/phone';
import { whatsappMessageHref } from '../../../lib/whatsapp-message';
import { formatDateTime, relativeTime, responseTime } from '../lib/lead-times';
import { leadKindIcons, LeadStatusBadge } from './lead-labels';

/** Who a lead is from: the inquirer's name, or "Tapped Call" for a counted tap. */
export function useLeadName() {
  const { t } = useLanguage();
  return (lead: Pick<Lead, 'kind' | 'name'>) =>
    lead.kind === 'call'
      ? t('leads.tapped.call')
      : lead.kind === 'whatsapp'
        ? t('leads.tapped.whatsapp')
        : (lead.name ?? t('leads.noName'));
}

/** "Answered in 2 h", or "Not answered yet". */
function useResponseWords() {
  const { t, language } = useLanguage();
  return (lead: Pick<Lead, 'createdAt' | 'firstResponseAt'>) => {
    if (!lead.firstResponseAt) return t('leads.notAnswered');
    const { unit, count } = responseTime(lead.createdAt, lead.firstResponseAt);
    return t(`leads.answeredIn.${unit}`, { count, formatted: formatNumber(count, language) });
  };
}

/**
 * The first words of a reply on WhatsApp, in the language the buyer wrote in (the page's for an
 * inquiry from before it was kept, or while that language's strings are on their way): their
 * name and the car they asked about.
 */
function useGreeting(lead: Lead) {
  const page = useLanguage();
  const wanted = lead.language ?? page.language;
  const own = useTextsIn(wanted);
  const { t, vehicleNames } = own ?? page;
  const language = own ? wanted : page.language;
  const name = isolate(lead.name ?? '');
  return lead.car
    ? t('leads.greeting.car', { name, car: carTitle(lead.car, language, vehicleNames) })
    : t('leads.greeting.noCar', { name });
}

/**
 * The inquirer's number to call and, when they prefer it, their WhatsApp with a greeting typed:
 * buttons a thumb hits (44 px high), as a dealer answers from their phone, where they fill the
 * line (or each its own, when both do not fit).
 */
function LeadContact({ lead }: { lead: Lead }) {
  const { t } = useLanguage();
  const greeting = useGreeting(lead);
  if (lead.kind !== 'inquiry' || !lead.phone) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={telHref(lead.phone)}
        className={cn(buttonClasses('outline'), 'text-brand-700 max-sm:grow')}
      >
        <Phone aria-hidden="true" className="size-4" />
        <PhoneNumber phone={lead.phone} />
      </a>
      {lead.preferredContact === 'whatsapp' && (
        <a
          href={whatsappMessageHref(lead.phone, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses('outline'), 'text-emerald-700 max-sm:grow')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('leads.whatsapp')}
        </a>
      )}
    </div>
  );
}

/**
 * The car a lead or a report is about, named in the page's language: a link while the public sees
 * it (a hidden or draft car's page is not found), and a deleted car's lead or report stays.
 */
export function LeadCarLink({ car }: { car: Lead['car'] }) {
  const { t, language, vehicleNames } = useLanguage();
  if (!car) return <span className="text-slate-500 italic">{t('leads.carDeleted')}</span>;
  const title = carTitle(car, language, vehicleNames);
  return isPublicCarStatus(car.status) ? (
    <Link
      to={paths.carDetails.getHref(car.id)}
      className="font-semibold text-slate-800 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {title}
    </Link>
  ) : (
    <span className="font-semibold text-slate-800">{title}</span>
  );
}

interface LeadSummaryProps {
  lead: Lead;
  now: number;
  /**
   * In the inbox's row the message's first three lines and how long ago it came; in the opened
   * lead all of the message, boxed, and "Received … ago".
   */
  layout: 'row' | 'panel';
  /** More facts on the line of times (the row's assignee and notes). */
  children?: ReactNode;
}

/**
 * What a lead says, in the inbox and opened: the ways to answer, the car, the message, when it
 * came and whether it was answered.
 */
export function LeadSummary({ lead, now, layout, children }: LeadSummaryProps) {
  const { t, language } = useLanguage();
  const responseWords = useResponseWords();
  const received = relativeTime(lead.createdAt, now, language);
  return (
    <>
      <LeadContact lead={lead} />
      <p className="text-sm">
        <LeadCarLink car={lead.car} />
      </p>
      {lead.message && (
        <p
          dir="auto"
          className={cn(
            'text-sm break-words whitespace-pre-line rtl:text-right',
            layout === 'row'
              ? 'line-clamp-3 text-slate-700'
              : 'rounded-xl bg-slate-50 p-3 text-slate-800',
          )}
        >
          {lead.message}
        </p>
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt, language)}>
          {layout === 'row' ? received : t('leads.panel.received', { when: received })}
        </time>
        <span>{responseWords(lead)}</span>
        {children}
      </p>
    </>
  );
}

interface LeadItemProps {
  lead: Lead;
  now: number;
  onOpen: () => void;
}

/** One lead of the inbox: who, the car, the message, and where the team is with it. */
export function LeadItem({ lead, now, onOpen }: LeadItemProps) {
  const { t, language } = useLanguage();
  const headingId = useId();
  const nameOf = useLeadName();
  const name = nameOf(lead);
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:flex-row sm:items-start sm:gap-4 sm:p-5"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <IconTile icon={leadKindIcons[lead.kind]} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="min-w-0 font-bold break-words text-slate-900">
              <bdi>{name}</bdi>
            </h3>
            <LeadStatusBadge status={lead.status} />
          </div>
          <LeadSummary lead={lead} now={now} layout="row">
            <span>
              {lead.assignee ? (
                <>
                  {t('leads.assignedTo')} <bdi>{lead.assignee.name}</bdi>
                </>
              ) : (
                t('leads.unassigned')
              )}
            </span>
            {lead.noteCount > 0 && (
              <span className="inline-flex items-center gap-1">
                <StickyNote aria-hidden="true" className="size-3.5" />
                {t('leads.noteCount', {
                  count: lead.noteCount,
                  formatted: formatNumber(lead.noteCount, language),
                })}
              </span>
            )}
          </LeadSummary>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        aria-label={t('leads.openLabel', { name })}
        className="max-sm:w-full"
      >
        {t('leads.open')}
      </Button>
    </li>
  );
}
