// Puts a public page's head in step with what it shows (lib/page-head.ts) after a link followed or a language switched:
// loaded on the first such change only, so a visitor who reads one page never downloads it (decision 0077). What the
// app has at hand already (the route, the contact details) comes as arguments, so that no module of its moves.
import type { Brand, PageSnippet } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import type { ContactDetails } from './contact-details';
import { fill, htmlLang, type Lang } from './i18n';
import { BUILT_IN_LOGO, headTags, MANAGED_HEAD, type HeadTag } from './page-head';
import { automaticTexts, ownSnippet, snippetTexts } from './page-snippet';
import type { OwnHead } from './journal-head';
import type { PublicRoute } from './routes';

export type HeadState = {
  origin: string;
  /** The page's route; none on the 404 page. */
  route: PublicRoute | undefined;
  /** Its hero's subtitle as the page shows it: the automatic description. */
  subtitle: string;
  lang: Lang;
  t: Dictionary;
  snippet: PageSnippet | undefined;
  contact: ContactDetails;
  brand: Brand | undefined;
  /** A journal page's own head and address, in place of a fixed page's (lib/journal-head.ts). */
  own?: { head: OwnHead; path: string };
};

function element({ tag, attrs, text }: HeadTag): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) made.setAttribute(name, value);
  if (text !== undefined) made.textContent = text;
  return made;
}

/** Writes the title, <html lang> and the managed tags as a fresh load of the page's address has them. */
export function syncHead({ origin, route, subtitle, lang, t, snippet, contact, brand, own }: HeadState) {
  const { title, description } = own
    ? own.head
    : route
      ? snippetTexts(ownSnippet(snippet, lang), automaticTexts(t, route, subtitle))
      : { title: fill(t.pageTitle, { page: t.pages.notFound, brand: t.brand }), description: subtitle };
  const tags = headTags({
    origin,
    path: own?.path ?? route?.path ?? '/', // a 404 page names no address
    lang,
    t,
    found: route !== undefined || own !== undefined,
    title,
    description,
    image: own ? own.head.image : route ? (snippet?.imagePath ?? null) : null,
    contact,
    logo: brand?.logoPath ?? BUILT_IN_LOGO,
    ...(own && { languages: own.head.languages, ogType: own.head.ogType, graph: own.head.graph, imageAlt: own.head.imageAlt }),
  });
  document.title = title;
  document.documentElement.lang = htmlLang(lang);
  const wanted = tags.map(element);
  const present = [...document.head.querySelectorAll(MANAGED_HEAD)];
  // Asked again with the same page (a render that changed nothing here): the head stays as it is.
  if (present.length === wanted.length && present.every((old, i) => old.isEqualNode(wanted[i]!))) return;
  for (const old of present) old.remove();
  document.head.append(...wanted);
}
