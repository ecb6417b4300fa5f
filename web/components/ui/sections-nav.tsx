// A long text's sections in the margin beside it from 1024 px (an article's, a story's): a label over the sections'
// titles on a hairline, each a link to its heading's anchor. Server-drawn; no script follows the reader down the page.
type Section = { id: string; text: string };

export function SectionsNav({
  id,
  label,
  sections,
  className = '',
}: {
  id: string;
  label: string;
  sections: Section[];
  className?: string;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <p id={id} className="eyebrow">
        {label}
      </p>
      <ol className="mt-3 border-l border-line">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${encodeURIComponent(section.id)}`}
              className="keyboard-ring -ml-px flex border-l border-transparent py-1.5 pl-4 text-sm text-muted hover:border-accent hover:text-ink"
            >
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
