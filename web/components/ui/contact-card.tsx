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
    <aside aria-labelledby={id} className={`card flex flex-col p-6 sm:p-8 ${className}`}>
      {/* Its lines even (balanced), broken only between phrases in Chinese (Phrased): 您的團隊也卡在類似的地方嗎？ had
          left 嗎？ alone on its last line at 390 px (round 13 of the review, decision 0154). */}
      <h2 id={id} className="text-xl font-semibold tracking-[-0.02em] text-balance text-ink">
        <Phrased text={title} />
      </h2>
      {/* Between phrases into even lines, never inside a word (in Chinese 詢／問 split as body text may). */}
      <p className="muted wrap-balance phrase-balance mt-2">
        <Phrased text={body} balanced />
      </p>
      {/* The page's one ask is its one button (decision 0154: round 13 counted several competing asks); the way back to
          the list is a quiet link beside it, not a second button. On a phone the button is the card's width. At the card's
          foot when it is stretched beside another (a story's next-story card: decision 0159), so their actions line up
          and no empty block is left under them. */}
      <div className="mt-auto flex pt-5 flex-wrap items-center gap-x-6 gap-y-3 max-sm:flex-col max-sm:items-stretch">
        <PageLink href="/contact" className="btn-primary">
          {action}
        </PageLink>
        <PageLink
          href={back.href}
          className="keyboard-ring tap-target inline-flex items-center gap-1.5 self-center rounded-sm text-sm font-semibold text-muted hover:text-ink"
        >
          <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
          {back.text}
        </PageLink>
      </div>
    </aside>
  );
}
