// "What happens next": the three steps after a message (a reply, a call, a written plan), numbered down a rule, so a
// visitor knows what sending commits them to. Beside the form on a laptop; after it on a phone.
import { Phrased } from '../../components/ui/phrased';
import { useT } from '../../lib/i18n';

export function NextSteps({ className = '' }: { className?: string }) {
  const t = useT();
  const titleId = 'next-steps-title';
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="eyebrow">
        <Phrased text={t.contact.nextTitle} />
      </h2>
      <ol className="mt-5 space-y-5">
        {t.contact.nextSteps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4">
            {/* The rule joining the numbers, drawn from under each one but the last. */}
            {i < t.contact.nextSteps.length - 1 && (
              <span className="absolute top-9 bottom-[-1.25rem] left-[0.9375rem] w-px bg-line" aria-hidden="true" />
            )}
            <span
              className={`relative grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-semibold tabular-nums ${
                i === 0 ? 'bg-accent text-accent-ink' : 'border border-line-strong bg-surface text-accent-text'
              }`}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="pt-1">
              <h3 className="font-semibold text-ink">
                <Phrased text={step.title} />
              </h3>
              <p className="muted mt-1 text-sm leading-relaxed">
                <Phrased text={step.description} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
