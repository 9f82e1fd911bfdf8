import { Skeleton } from '../../../components/ui/skeleton';

/** What a car of the results looks like on phones while it loads: the compact row. */
function CompactSkeleton() {
  return (
    <div className="flex overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 sm:hidden">
      <Skeleton className="h-28 w-32 shrink-0 rounded-none" />
      <div className="flex-1 space-y-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3.5 w-1/3" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-3 w-2/5" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

export function CarCardSkeleton() {
  return (
    <>
      <CompactSkeleton />
      <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 max-sm:hidden">
        <Skeleton className="aspect-[3/2] rounded-none" />
        <div className="space-y-3 p-4">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-3 w-2/5" />
          <div className="grid grid-cols-2 gap-2 pt-2">
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
          </div>
        </div>
      </div>
    </>
  );
}

export function CarRowSkeleton() {
  return (
    <>
      <CompactSkeleton />
      <div className="flex overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 max-sm:hidden">
        <Skeleton className="aspect-[3/2] w-72 rounded-none" />
        <div className="flex-1 space-y-3 p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
    </>
  );
}
