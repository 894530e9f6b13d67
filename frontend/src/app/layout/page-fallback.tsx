import { Skeleton } from '@/components/ui/skeleton';

/** Shown in the page area while a screen's code or the sign-in check is loading. */
export function PageFallback({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-fallback stack gap-4 container container--narrow">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <Skeleton className="page-fallback__eyebrow" />
      <Skeleton className="page-fallback__title" />
      <Skeleton className="page-fallback__line" />
      <Skeleton className="page-fallback__line page-fallback__line--short" />
    </div>
  );
}
