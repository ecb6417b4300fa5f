// A section's eyebrow, H2 and lead: left-aligned by default (it reads better beside left-aligned content), centred on
// request (a band that stands alone). No ornament of its own: the seal and its rule (decision 0152) opened every heading,
// and with no words beside it read "like a label that failed to load" (round 16); a section is labelled by its
// eyebrow, in words, or by nothing.
import { Phrased } from './phrased';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  center = false,
  wide = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  center?: boolean;
  /** From 1024 px the title and its lead side by side across the row, the lead at the title's foot: one row, not two
   *  (home, round 15: a long page; decision 0161). */
  wide?: boolean;
}) {
  if (wide)
    return (
      <div>
        {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
        <div className="lg:grid lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
          <h2 id={id} className="section-title max-w-3xl">
            <Phrased text={title} />
          </h2>
          {subtitle && (
            <p className="lead wrap-balance phrase-balance mt-4 lg:mt-0 lg:text-lg">
              <Phrased text={subtitle} balanced />
            </p>
          )}
        </div>
      </div>
    );
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        <Phrased text={title} />
      </h2>
      {subtitle && (
        <p className="lead wrap-balance phrase-balance mt-4">
          <Phrased text={subtitle} balanced />
        </p>
      )}
    </div>
  );
}
