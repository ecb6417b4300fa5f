// The card an article or a story page ends with: a project like it (its title and a line), a way to start one, and
// the way back to the section's list.
import { PageLink } from './page-link';
import { Phrased } from './phrased';

type Props = {
  /** The heading's id, which names the card (aria-labelledby). */
  id: string;
  title: string;
  body: string;
  action: string;
  back: { href: string; text: string };
  className?: string;
};

export function ContactCard({ id, title, body, action, back, className = '' }: Props) {
  return (
    <aside aria-labelledby={id} className={`card p-6 sm:p-8 ${className}`}>
      <h2 id={id} className="text-xl font-semibold tracking-[-0.02em] text-ink">
        <Phrased text={title} />
      </h2>
      {/* Between phrases into even lines, never inside a word (in Chinese 詢／問 split as body text may). */}
      <p className="muted wrap-balance mt-2">
        <Phrased text={body} />
      </p>
      {/* On a phone the two stack, each the card's width: side by side their labels met the buttons' edges. */}
      <div className="mt-5 flex flex-wrap gap-3 max-sm:flex-col">
        <PageLink href="/contact" className="btn-primary">
          {action}
        </PageLink>
        <PageLink href={back.href} className="btn-outline">
          {back.text}
        </PageLink>
      </div>
    </aside>
  );
}
