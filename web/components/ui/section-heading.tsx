// A section's eyebrow, H2 and lead: left-aligned by default (it reads better beside left-aligned content), centred on
// request (a band that stands alone). No ornament of its own: the seal and its rule (decision 0152) opened every heading,
// and with no words beside it read "like a label that failed to load" (round 16); a section is labelled by its
// eyebrow, in words, or by nothing. Always stacked, the lead under the title (round 24: home's heading-left, lead-right
// rows were five in one page, and in Chinese a one-line heading left its lead floating; decision 0218).
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
  /** From 1024 px the page's width (a one-sentence lead on one line over a full-width row: home's steps, decision 0261,
   * rv30: balanced in 768 px it ran two half-empty lines of about 400 px). */
  wide?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : `max-w-3xl ${wide ? 'lg:max-w-none' : ''}`}>
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
