// Sets the document title to "{page} - {brand}" in the current language; on a public page (given its section), to the
// title the admin set for that page and language instead, as the server's <title> does (lib/page-snippet.ts).
import { useEffect } from 'react';
import type { Section } from '../../src/contract/constants';
import { fill, useLang, useT } from './i18n';
import { ownSnippet } from './page-snippet';
import { publicQueries } from './public-queries';
import { usePublicRead } from './read-store';

export function useDocumentTitle(page: string | null, section?: Section) {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.snippet(section ?? 'home'), section !== undefined);
  const own = section === undefined ? '' : ownSnippet(data, lang).title;
  useEffect(() => {
    document.title = own || (page ? fill(t.pageTitle, { page, brand: t.brand }) : t.brand);
  }, [page, t, own]);
}
