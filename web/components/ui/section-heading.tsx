// A section's H2 with an optional subtitle, centred.
export function SectionHeading({ id, title, subtitle }: { id?: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="section-title text-balance">
        {title}
      </h2>
      {subtitle && <p className="muted mt-4 text-lg text-pretty">{subtitle}</p>}
    </div>
  );
}
