import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageCircle, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import type { LeadKind, LeadStatus } from '#shared/schemas/lead';
import { Badge } from '../../../components/ui/badge';

export const leadStatusLabels = (t: TFunction): Record<LeadStatus, string> => ({
  new: t('leads.status.new'),
  contacted: t('leads.status.contacted'),
  won: t('leads.status.won'),
  lost: t('leads.status.lost'),
});

/** What the kind filter calls each kind. */
export const leadKindLabels = (t: TFunction): Record<LeadKind, string> => ({
  inquiry: t('leads.kind.inquiry'),
  call: t('leads.kind.call'),
  whatsapp: t('leads.kind.whatsapp'),
});

export const leadKindIcons: Record<LeadKind, LucideIcon> = {
  inquiry: MessageSquareText,
  call: Phone,
  whatsapp: MessageCircle,
};

const statusTones: Record<LeadStatus, string> = {
  new: 'bg-accent-100 text-accent-700 ring-accent-300',
  contacted: 'bg-sky-50 text-sky-800 ring-sky-200',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** New, contacted, won or lost: where the team is with a lead. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return (
    <Badge data-status={status} className={statusTones[status]}>
      {leadStatusLabels(t)[status]}
    </Badge>
  );
}
