import { lazy } from 'react';
import { MessageSquareText } from 'lucide-react';
import { ScriptCard } from '../../../components/ui/script-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n';

// The form and its checks (zod, react-hook-form) come in their own chunk, so the car page's
// own stays light. It works only with the script, so it comes after hydration (the server
// writes its place, of the same height).
const InquiryForm = lazy(() =>
  import('./inquiry-form').then((module) => ({ default: module.InquiryForm })),
);

/** The form's place while its chunk loads: the fields' heights, so nothing below jumps. */
function InquiryFormSkeleton() {
  return (
    <div aria-hidden="true" className="mt-4 space-y-4">
      <Skeleton className="h-[4.25rem] rounded-xl" />
      <Skeleton className="h-[5.5rem] rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-[4.5rem] rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
    </div>
  );
}

/**
 * "Ask the dealer about this car" (docs/decisions/137), beside the dealer's card on a car for sale:
 * name, mobile number, a message and how to be contacted, sent to the dealership as a lead.
 */
export function InquiryCard({ carId }: { carId: string }) {
  const { t } = useLanguage();
  return (
    <ScriptCard
      icon={MessageSquareText}
      title={t('inquiry.title')}
      intro={t('inquiry.intro')}
      skeleton={<InquiryFormSkeleton />}
    >
      <InquiryForm carId={carId} />
    </ScriptCard>
  );
}
