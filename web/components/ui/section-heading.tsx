// A section's eyebrow, H2 and lead: left-aligned by default (it reads better beside left-aligned content), centred on
// request (a band that stands alone); opened by the site's signature, the seal and its rule (decision 0152).
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
      <div className="seal-rule">
        {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
        <div className="lg:grid lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
          <h2 id={id} className="section-title max-w-3xl">
            <Phrased text={title} />
          </h2>
          {subtitle && (
            <p className="lead mt-4 lg:mt-0 lg:text-lg">
              <Phrased text={subtitle} />
            </p>
          )}
        </div>
      </div>
    );
  return (
    <div className={center ? 'seal-rule mx-auto max-w-3xl text-center' : 'seal-rule max-w-3xl'}>
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        <Phrased text={title} />
      </h2>
      {subtitle && (
        <p className="lead mt-4">
          <Phrased text={subtitle} />
        </p>
      )}
    </div>
  );
}
