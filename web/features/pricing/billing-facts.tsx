// How billing works for the care plans (three facts that hold for every plan), under the plan cards they explain:
// three columns on a laptop, one fact a row on a phone. Fixed texts the page gives (web/i18n/pricing-words.ts), no plan data.
import { Phrased } from '../../components/ui/phrased';

const FACT_ICONS = ['i-lucide-calendar-range', 'i-lucide-arrow-up-down', 'i-lucide-history'];

export function BillingFacts({ title, facts }: { title: string; facts: { title: string; description: string }[] }) {
  return (
    <div className="mt-10 border-t border-line pt-8 sm:mt-12">
      <h3 className="eyebrow">{title}</h3>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3 sm:gap-8">
        {facts.map((fact, i) => (
          <li key={fact.title} className="flex gap-3.5">
            <span
              className="grid h-9 w-9 shrink-0 place-items-center rounded-lg border border-line bg-surface-alt text-accent-text"
              aria-hidden="true"
            >
              <span className={`${FACT_ICONS[i]} h-4.5 w-4.5`} />
            </span>
            <div>
              <p className="font-semibold text-ink">
                <Phrased text={fact.title} />
              </p>
              <p className="muted mt-0.5 text-sm leading-relaxed">
                <Phrased text={fact.description} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
