// The way to the other collection (/work's way to the journal, /blog's last page's way to the client stories), folded
// into the closing band under its hairline (`CtaBand`'s `after`, decision 0231): round 26 read it as an orphaned line
// between a hairline and the band, some 200 px of empty space above it. One line on what the other collection holds,
// and the way there, in the band's own ink.
import { Phrased } from './phrased';
import { PageLink } from './page-link';

export function ClosingLine({ text, href, action }: { text: string; href: string; action: string }) {
  return (
    <div data-closing="" className="flex flex-col gap-x-8 gap-y-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      {/* Broken between phrases into even lines, never inside a word (a closing line is not body text). */}
      <p className="wrap-balance phrase-balance max-w-xl text-[0.9375rem] text-deep-muted">
        <Phrased text={text} balanced />
      </p>
      <PageLink
        href={href}
        className="keyboard-ring tap-target inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-deep-ink underline decoration-deep-ink/40 underline-offset-4 hover:decoration-deep-ink sm:self-auto"
      >
        {action}
        <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
      </PageLink>
    </div>
  );
}
