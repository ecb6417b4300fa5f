// A loading indicator with a text for screen readers.
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-muted">
      <span className="i-lucide-loader-circle h-8 w-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
