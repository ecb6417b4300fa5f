// Sets the document title to "{page} - {brand}" in the current language.
import { useEffect } from 'react';
import { fill, useT } from './i18n';

export function useDocumentTitle(page: string | null) {
  const t = useT();
  useEffect(() => {
    document.title = page ? fill(t.pageTitle, { page, brand: t.brand }) : t.brand;
  }, [page, t]);
}
