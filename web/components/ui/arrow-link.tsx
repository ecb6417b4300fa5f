// The site's one text link (`arrow-link`): its words, then for a screen reader what it opens (": {title}", hidden from
// the eye), then the arrow. Said once here for every such link to a public page (decision 0279).
import type { ComponentProps } from 'react';
import { Marked } from './marked';
import { PageLink } from './page-link';

type Props = ComponentProps<typeof PageLink> & {
  /** What it opens (a story's or a service's title): read after the words, as "Read more: {title}". */
  about?: string;
};

export function ArrowLink({ about, children, className = '', ...props }: Props) {
  return (
    <PageLink {...props} className={`arrow-link ${className}`}>
      {children}
      {about && (
        <span className="sr-only">
          : <Marked text={about} />
        </span>
      )}
      <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
    </PageLink>
  );
}
