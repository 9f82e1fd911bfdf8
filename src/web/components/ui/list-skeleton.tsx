import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

interface ListSkeletonProps {
  /** What is loading ("Loading your cars…"): the list is a status while it stands there. */
  label: string;
  rows: number;
  /** The size of each line of text of a row, as classes. */
  lines: readonly string[];
  /** The size of a row's picture or icon, beside its lines; none: the lines alone. */
  media?: string;
  /** The padding of a row (and the gap beside its picture), as in the rows it stands for. */
  spacing?: string;
}

/**
 * The rows of a list of cards (my cars, leads, saved searches, reports) while they load: each a
 * white card with a picture or icon beside its lines of text, or the lines alone.
 */
export function ListSkeleton({
  label,
  rows,
  lines,
  media,
  spacing = 'p-4 sm:p-5',
}: ListSkeletonProps) {
  const text = lines.map((line, index) => <Skeleton key={index} className={line} />);
  return (
    <ul role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <li
          key={index}
          className={cn(
            'rounded-2xl bg-white ring-1 ring-slate-200/70',
            media ? 'flex gap-3' : 'space-y-2.5',
            spacing,
          )}
        >
          {media ? (
            <>
              <Skeleton className={cn('shrink-0', media)} />
              <div className="flex-1 space-y-2.5">{text}</div>
            </>
          ) : (
            text
          )}
        </li>
      ))}
    </ul>
  );
}
