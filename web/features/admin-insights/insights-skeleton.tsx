// The Insights tab while its figures load: the shapes of the four cards, the chart and two tables, announced once.
import { Skeleton } from '../../components/ui/skeleton';

export function InsightsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {['visitors', 'views', 'inquiries', 'conversion'].map((figure) => (
          <Skeleton key={figure} className="h-[6.5rem] rounded-2xl sm:h-[7.25rem]" />
        ))}
      </div>
      <Skeleton className="mt-4 h-[19rem] rounded-2xl sm:mt-5 sm:h-[22rem]" />
      <div className="mt-4 grid gap-4 sm:mt-5 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
