// Shown in place of what could not be loaded: what is missing, why in the owner's words, and a Retry. Never empty
// fields that would look as if the site's data were gone.
import { useAdminT } from '../../lib/admin-i18n';
import { failureText } from '../../lib/failure-text';

type Props = {
  /** What could not be loaded, as a sentence ("The messages could not be loaded."). */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

export function LoadFailed({ what, error, onRetry, retrying = false }: Props) {
  const t = useAdminT();
  return (
    // The icon and the title red, the explanation in ink (outside review round 24; decision 0222).
    <div role="alert" className="rounded-xl border border-bad/40 bg-bad/8 p-4 text-ink">
      <div className="flex items-start gap-3">
        <span className="i-lucide-circle-alert mt-0.5 h-5 w-5 text-bad" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-bad">{what}</p>
          <p className="mt-1 text-sm">{failureText(error, t.failure)}</p>
          <button type="button" className="btn-outline mt-3 min-h-11" onClick={onRetry} disabled={retrying}>
            <span
              className={`i-lucide-rotate-cw h-4 w-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
              aria-hidden="true"
            />
            {retrying ? t.failure.retrying : t.failure.retry}
          </button>
        </div>
      </div>
    </div>
  );
}
