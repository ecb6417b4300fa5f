// "What happens next": the three steps after a message (a reply, a call, a written plan), numbered down a rule, so a
// visitor knows what sending commits them to. The contact page's left column opens with them on a laptop (decision
// 0269: the services' links stood there beside the form and pulled a visitor away from it); on a phone they follow the
// form's Send button. Once a message is sent
// (`sent`) it says where the visitor stands: "What happens now", the message received as a first step done (ticked),
// the reply marked as the next one, the call and the plan after it, numbered on from the tick (2, 3, 4: a list that
// starts again at 1 after a step read as a second list) (decision 0117). The thank-you banner's sentence is
// product.md's, word for word; this is what is added around it, and it stays after the banner gives way to the form.
// `inCard`: the thanks' own timeline, the lead of the thank-you card (decision 0269, round 32: the sentence over it read
// as boilerplate, vaguer than the timeline): no heading of its own (the card's one heading is the sentence), its eyebrow
// a label, the steps a size larger, and only the next step's line shown, so the card stays within a phone's screen.
import { Phrased } from '../../components/ui/phrased';
import { useT } from '../../lib/i18n';

type Step = { title: string; description: string };

export function NextSteps({ sent = false, inCard = false, className = '' }: { sent?: boolean; inCard?: boolean; className?: string }) {
  const t = useT();
  const titleId = inCard ? 'next-steps-now' : 'next-steps-title';
  const steps: (Step & { state: 'done' | 'next' | 'later' })[] = sent
    ? [
        { ...t.contact.received, state: 'done' },
        ...t.contact.nextSteps.map((step, i) => ({ ...step, state: i === 0 ? ('next' as const) : ('later' as const) })),
      ]
    : // Before anything is sent no step is under way: all three are plain outlined numbers (round 20: the first one
      // filled in the accent read as a process already started).
      t.contact.nextSteps.map((step) => ({ ...step, state: 'later' as const }));
  const title = <Phrased text={sent ? t.contact.nowTitle : t.contact.nextTitle} />;
  return (
    <section aria-labelledby={titleId} data-next-steps={sent ? 'sent' : 'before'} className={className}>
      {inCard ? (
        <p id={titleId} className="eyebrow">
          {title}
        </p>
      ) : (
        <h2 id={titleId} className="eyebrow">
          {title}
        </h2>
      )}
      <ol className={`mt-5 ${inCard ? 'space-y-4' : 'space-y-5'}`}>
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4">
            {/* The rule joining the marks, drawn from under each one but the last. */}
            {i < steps.length - 1 && (
              <span
                className={`absolute top-9 left-[0.9375rem] w-px ${inCard ? 'bottom-[-1rem]' : 'bottom-[-1.25rem]'} ${step.state === 'done' ? 'bg-good/50' : 'bg-line'}`}
                aria-hidden="true"
              />
            )}
            <span
              className={`relative grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-semibold tabular-nums ${
                step.state === 'done'
                  ? 'bg-good text-bg'
                  : step.state === 'next'
                    ? 'bg-accent text-accent-ink'
                    : 'border border-line-strong bg-surface text-accent-text'
              }`}
              aria-hidden="true"
            >
              {step.state === 'done' ? <span className="i-lucide-check h-4 w-4" /> : i + 1}
            </span>
            <div className={`min-w-0 flex-1 ${inCard ? 'pt-0.5' : 'pt-1'}`}>
              {/* The title and, on the right of its first line, where the step stands: after the title's last word it
                  fell alone onto a line of its own on a phone, a stray label. */}
              <h3
                className={`flex items-start justify-between gap-3 font-semibold ${inCard ? 'text-[1.0625rem] leading-snug tracking-[-0.01em]' : ''} ${
                  inCard && step.state === 'later' ? 'text-muted' : 'text-ink'
                }`}
              >
                <span className="min-w-0">
                  <Phrased text={step.title} />
                </span>
                {sent && step.state !== 'later' && (
                  <span className={`chip shrink-0 ${step.state === 'done' ? 'border-good/30 bg-good/8 text-good' : ''}`}>
                    {step.state === 'done' ? t.contact.stepDone : t.contact.stepNext}
                  </span>
                )}
              </h3>
              {(!inCard || step.state === 'next') && (
                <p className="muted mt-1 text-sm leading-relaxed">
                  <Phrased text={step.description} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
