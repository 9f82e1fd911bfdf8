import { useTranslation } from 'react-i18next';
import type { CarStatus } from '#shared/schemas/car';
import { Badge } from '../../../components/ui/badge';

const tones: Record<CarStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sold: 'bg-slate-800 text-white ring-slate-800',
  draft: 'bg-accent-50 text-accent-700 ring-accent-200',
  hidden: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * Active, sold or draft: whether the public sees the car, and how. Hidden: an operator took it
 * off the site pending review of reports (docs/decisions/138).
 */
export function CarStatusBadge({ status }: { status: CarStatus }) {
  const { t } = useTranslation();
  const labels: Record<CarStatus, string> = {
    active: t('myCars.status.active'),
    sold: t('myCars.status.sold'),
    draft: t('myCars.status.draft'),
    hidden: t('myCars.status.hidden'),
  };
  return (
    <Badge data-status={status} className={tones[status]}>
      {labels[status]}
    </Badge>
  );
}
