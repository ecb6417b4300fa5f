// The language, strings and theme of one server render, handed down as React context so that two renders at once never
// see each other's choice. The browser has no provider: there the hooks read the signals (lib/i18n.ts, lib/theme.ts).
import { createContext, useContext } from 'react';
import type { Lang, Theme } from '../../src/contract/constants';
import type { Dictionary } from '../i18n/en';

export type PagePrefs = { lang: Lang; t: Dictionary; theme: Theme };

export const PagePrefsContext = createContext<PagePrefs | null>(null);

/** The render's preferences on the server; null in the browser. */
export const usePagePrefs = () => useContext(PagePrefsContext);
