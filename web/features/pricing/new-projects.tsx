// The pricing hero's card: new projects, the company's main work, before the care plans below. Its title and text are
// the pricing content's custom-solution texts, given by the page (the admin edits them in one place: a fixed quote after a free call, the
// usual range, paid in milestones), with the way to ask for a quote.
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { useT } from '../../lib/i18n';

/** `titleId`: its title's id, one per place the page draws it (beside the hero on a laptop, after the plans below it). */
export function NewProjects({
  label,
  title,
  description,
  titleId = 'new-projects-title',
}: {
  label: string;
  title: string;
  description: string;
  titleId?: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby={titleId}
      data-part="customSolution"
      className="card relative overflow-hidden p-7 shadow-[var(--shadow-pop)] sm:p-8"
    >
      <p className="eyebrow flex items-center gap-2">
        <span className="i-lucide-pencil-ruler h-4 w-4" aria-hidden="true" />
        {label}
      </p>
      <h2 id={titleId} className="card-title mt-4 text-xl">
        <Phrased text={title} />
      </h2>
      <p className="muted mt-2 leading-relaxed">
        <Phrased text={description} />
      </p>
      <PageLink href="/contact" className="btn-primary mt-6 max-sm:w-full">
        {t.pricing.customCta}
        <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
      </PageLink>
    </section>
  );
}
