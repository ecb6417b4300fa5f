// Keeps a public page's head as a fresh load of its address would have it: the title, description, canonical URL,
// language alternates, social cards, structured data and <html lang>, after every link followed and every language
// switched (lib/head-sync.ts, loaded then). The page the server rendered has its head already.
import { useEffect } from 'react';
import { useLocation } from './router';
import type { Section } from '../../src/contract/constants';
import { useContactDetails } from './contact-details';
import { useLang, useT } from './i18n';
import { publicQueries } from './public-queries';
import { usePublicRead } from './read-store';
import type { OwnHead } from './journal-head';
import { PUBLIC_ROUTES } from './routes';

let siteOrigin = '';
/** The page the server rendered, until the visitor leaves it: its head needs no writing. */
let rendered: string | null = null;

/** From the server-rendered page's state (main.tsx): the site's address ('' when unknown), the page and its language. */
export function startHead(origin: string, path: string, lang: string) {
  siteOrigin = origin;
  rendered = `${path}|${lang}`;
}

/** `section`: the page's (none on the 404 page); `subtitle`: its hero's subtitle as shown, the automatic description. */
export function usePageHead(section: Section | undefined, subtitle: string) {
  const t = useT();
  const lang = useLang();
  const [path] = useLocation();
  const { data: snippet } = usePublicRead(publicQueries.snippet(section ?? 'home'), section !== undefined);
  const contact = useContactDetails();
  const { data: brand } = usePublicRead(publicQueries.brand());
  useEffect(() => {
    if (rendered === `${path}|${lang}`) return;
    rendered = null;
    const route = PUBLIC_ROUTES.find((candidate) => candidate.section === section);
    const state = { origin: siteOrigin, route, subtitle, lang, t, snippet, contact, brand };
    void import('./head-sync').then(({ syncHead }) => syncHead(state));
  }, [path, lang, section, subtitle, t, snippet, contact, brand]);
}

/** A journal page's head (lib/journal-head.ts) once its read has answered; the 404 page writes its own otherwise. */
export function useOwnHead(own: OwnHead | undefined) {
  const t = useT();
  const lang = useLang();
  const [path] = useLocation();
  const contact = useContactDetails();
  const { data: brand } = usePublicRead(publicQueries.brand());
  useEffect(() => {
    if (!own || rendered === `${path}|${lang}`) return;
    rendered = null;
    const state = {
      origin: siteOrigin,
      route: undefined,
      subtitle: own.description,
      lang,
      t,
      snippet: undefined,
      contact,
      brand,
      own: { head: own, path },
    };
    void import('./head-sync').then(({ syncHead }) => syncHead(state));
  }, [own, path, lang, t, contact, brand]);
}

/** The site's address as the server named it ('' when unknown), for heads written in the browser. */
export const headOrigin = () => siteOrigin;
