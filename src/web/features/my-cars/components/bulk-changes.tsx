import { useState } from 'react';
import type { CarStatus } from '#shared/schemas/car';
import type { BulkCarChangeResponse, MyCar } from '#shared/schemas/car-write';
import { formatNumber } from '#shared/rules/format';
import { Alert } from '../../../components/ui/alert';
import { useLanguage } from '../../../lib/i18n';
import { useBulkCarChange, type BulkCarChangeInput } from '../api/my-cars';
import { bulkFailureText } from '../lib/bulk-failure';
import { bulkCars, chosenCount, isChosen, type CarSelection } from '../lib/car-selection';
import { BulkActionBar, type BulkAction } from './bulk-action-bar';
import { BulkConfirmDialog } from './bulk-confirm-dialog';
import { BulkPriceDialog } from './bulk-price-dialog';

interface BulkChangesProps {
  userId: string;
  /** More queries a change makes stale (the public car queries, the insights). */
  invalidateAlso: readonly (readonly unknown[])[];
  dealerId: string;
  /** The list's status filter: what "all that match" sends. */
  status: CarStatus | undefined;
  /** How many cars the list's filter matches. */
  total: number;
  selection: CarSelection;
  /** The page's cars: one chosen among them is the price dialog's example. */
  pageCars: readonly MyCar[];
  onClear: () => void;
  /** A change was made (what it did) or, asked without a dialog, failed (why). */
  onOutcome: (outcome: { tone: 'success' | 'error'; text: string }) => void;
}

/**
 * The bulk action bar and what its actions open: the price dialog, and the question naming the
 * count before a deletion or any other change of more than one car. One call changes them all
 * or none; afterwards the list reloads, the choice is cleared and what was done is told.
 */
export function BulkChanges({
  userId,
  invalidateAlso,
  dealerId,
  status,
  total,
  selection,
  pageCars,
  onClear,
  onOutcome,
}: BulkChangesProps) {
  const { t, language } = useLanguage();
  const bulkChange = useBulkCarChange(userId, invalidateAlso);
  const [open, setOpen] = useState<BulkAction | null>(null);
  const count = chosenCount(selection, total);
  if (count === 0) return null;

  const told = (action: BulkAction, answer: BulkCarChangeResponse) => {
    const done = (key: BulkAction | 'skipped', cars: number) =>
      t(`myCars.bulk.done.${key}`, { count: cars, formatted: formatNumber(cars, language) });
    return answer.skipped > 0
      ? `${done(action, answer.changed)} ${done('skipped', answer.skipped)}`
      : done(action, answer.changed);
  };

  const send = (action: BulkAction, change: BulkCarChangeInput['change']) =>
    bulkChange.mutate(
      { dealerId, cars: bulkCars(selection, status), change },
      {
        onSuccess: (answer) => {
          setOpen(null);
          onClear();
          onOutcome({ tone: 'success', text: told(action, answer) });
        },
        onError: (error) => {
          // A dialog shows why itself, and stays open to try again.
          if (open === null) {
            onOutcome({ tone: 'error', text: bulkFailureText(t, language, error) });
          }
        },
      },
    );

  const statusChange = (action: 'sold' | 'relist' | 'delete') =>
    action === 'delete'
      ? send(action, { kind: 'delete', expectedCount: count })
      : send(action, { kind: action });

  const start = (action: BulkAction) => {
    bulkChange.reset();
    // One car marked sold or listed again is asked about no more than its own row's button.
    if (action !== 'price' && action !== 'delete' && count === 1) statusChange(action);
    else setOpen(action);
  };

  const error = bulkChange.isError && (
    <Alert tone="error" className="mt-4">
      {bulkFailureText(t, language, bulkChange.error)}
    </Alert>
  );
  const close = () => setOpen(null);

  return (
    <>
      <BulkActionBar count={count} busy={bulkChange.isPending} onAction={start} onClear={onClear} />
      {open === 'price' && (
        <BulkPriceDialog
          count={count}
          sample={pageCars.find((car) => isChosen(selection, car.id))}
          busy={bulkChange.isPending}
          error={error}
          onSubmit={(change) => send('price', change)}
          onCancel={close}
        />
      )}
      {open !== null && open !== 'price' && (
        <BulkConfirmDialog
          action={open}
          count={count}
          busy={bulkChange.isPending}
          error={error}
          onConfirm={() => statusChange(open)}
          onCancel={close}
        />
      )}
    </>
  );
}
