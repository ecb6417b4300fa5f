// Where a page sits, as a trail of links ending in the page itself (the journal's articles and the client stories):
// Home / Journal / the article's title. The structured data says the same (lib/journal-head.ts `breadcrumbs`).
import { Fragment } from 'react';
import { Marked } from './marked';
import { PageLink } from './page-link';

type Props = { label: string; trail: { href: string; text: string }[]; current: string };

export function Breadcrumbs({ label, trail, current }: Props) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-faint">
        {trail.map((step) => (
          <Fragment key={step.href}>
            <li>
              <PageLink href={step.href} className="keyboard-ring rounded-sm hover:text-ink">
                {step.text}
              </PageLink>
            </li>
            <li aria-hidden="true" className={step === trail.at(-1) ? 'max-sm:hidden' : undefined}>
              /
            </li>
          </Fragment>
        ))}
        {/* On a phone the trail alone: the page's own title is the heading just below, and a long one wrapped badly. */}
        <li aria-current="page" className="min-w-0 truncate text-muted max-sm:sr-only">
          <Marked text={current} />
        </li>
      </ol>
    </nav>
  );
}
