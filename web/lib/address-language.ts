// The public pages' language follows the address (decision 0077): a link or the browser's back and forward to another
// language's address shows that language (lib/i18n.ts showAddressLang); a language-less address (a typed `/`) shows the
// visitor's choice and gets its language named in place, so a reload, a bookmark or a shared link keeps it.
import { useEffect } from 'react';
import { useSearch } from './router';
import { lang, parseLang, showAddressLang, type Lang } from './i18n';
import { localHref } from './page-url';

/** The address with the language named, as it stands (path, query, fragment). */
export const namedAddress = (shown: Lang) => localHref(window.location.pathname + window.location.search + window.location.hash, shown);

export function useAddressLanguage() {
  const search = useSearch();
  useEffect(() => {
    const asked = parseLang(new URLSearchParams(search).get('lang'));
    if (!asked) window.history.replaceState(window.history.state, '', namedAddress(lang.value));
    else if (asked !== lang.value) void showAddressLang(asked);
  }, [search]);
}
