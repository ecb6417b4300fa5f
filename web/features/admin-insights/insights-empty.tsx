// What the Insights tab shows before any visit was counted: in two sentences what is counted and how (no cookies, a
// visitor known for a day only; bots and do-not-track browsers left out), and the next step, not an empty chart.
import { useAdminT } from '../../lib/admin-i18n';

export function InsightsEmpty() {
  const e = useAdminT().insights.empty;
  return (
    <section aria-labelledby="insights-empty-title" className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:p-8">
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-surface-alt text-muted" aria-hidden="true">
        <span className="i-lucide-chart-column h-6 w-6" />
      </span>
      <div className="max-w-2xl">
        <h3 id="insights-empty-title" className="admin-section-title">
          {e.title}
        </h3>
        <p className="muted mt-2">{e.body}</p>
        <p className="mt-3 flex items-start gap-2 text-sm text-muted">
          <span className="i-lucide-shield-check mt-0.5 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
          {e.excluded}
        </p>
        {/* The next step: a visit of the owner's own shows up here (when the browser does not ask not to be counted). */}
        <a href="/" target="_blank" rel="noopener" className="btn-primary mt-5 min-h-11">
          {e.open}
          <span className="i-lucide-external-link h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
