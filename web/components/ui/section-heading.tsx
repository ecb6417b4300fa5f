// A section's eyebrow, H2 and lead: left-aligned by default (it reads better beside left-aligned content), centred on
// request (a band that stands alone); opened by the site's signature, the seal and its rule (decision 0152).
import { Phrased } from './phrased';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  center?: boolean;
}) {
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
