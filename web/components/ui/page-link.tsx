// A link to a public page in the language of the page it is on (decision 0077): a Chinese page links only to Chinese
// pages, in the server's HTML and in the app alike. Every internal link of the public pages is one of these.
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../../lib/router';
import { useLang, type Lang } from '../../lib/i18n';
import { localHref } from '../../lib/page-url';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page's path, with a query and a #fragment if it needs them: `/services#client-stories`. */
  href: string;
  /** Another language than the page's: the language switch. */
  lang?: Lang;
};

export function PageLink({ href, lang, ...props }: Props) {
  const shown = useLang();
  return <Link href={localHref(href, lang ?? shown)} {...props} />;
}
