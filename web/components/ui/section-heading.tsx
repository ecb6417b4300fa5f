// A section's H2 with an optional subtitle, centred.
import { Phrased } from './phrased';
export function SectionHeading({ id, title, subtitle }: { id?: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="section-title text-balance">
        <Phrased text={title} />
      </h2>
      {subtitle && (
        <p className="muted mt-4 text-lg text-pretty">
          <Phrased text={subtitle} />
        </p>
      )}
    </div>
  );
}
