// Placeholder blocks that hold a card's space while its data loads.
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`skeleton ${className}`} aria-hidden="true" />;
}

/** `count` skeleton cards of the given height, announced once as loading. */
export function SkeletonList({ count, label, className }: { count: number; label: string; className: string }) {
  return (
    <div role="status" aria-live="polite" className="contents">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}
