// Sets the document title of an admin screen to "{page} - {brand}" in the current language (a public page's head:
// lib/use-page-head.ts).
import { useEffect } from 'react';
import { fill, useT } from './i18n';

export function useDocumentTitle(page: string | null) {
  const t = useT();
  useEffect(() => {
    document.title = page ? fill(t.pageTitle, { page, brand: t.brand }) : t.brand;
  }, [page, t]);
}
