// The end of a short list (/blog's last page, /work's stories): one line on what the other collection holds, and the way
// to the other collection, so a page with few pieces ends on somewhere to go rather than on empty space.
import { Phrased } from './phrased';
import { PageLink } from './page-link';

export function ClosingLine({ text, href, action, className = '' }: { text: string; href: string; action: string; className?: string }) {
  return (
    <div data-closing="" className={`flex flex-wrap items-center justify-between gap-x-8 gap-y-3 border-t border-line pt-6 ${className}`}>
      {/* Broken between phrases into even lines, never inside a word (a closing line is not body text). */}
      <p className="muted wrap-balance phrase-balance max-w-xl">
        <Phrased text={text} balanced />
      </p>
      <PageLink href={href} className="arrow-link tap-target">
        {action}
        <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
      </PageLink>
    </div>
  );
}
