// The language switch of the public pages (a link; the admin's button is components/admin/language-button.tsx, kept
// out of the public pages' scripts) and the theme control.
import { useLocation } from '../../lib/router';
import type { Dictionary } from '../../i18n/en';
import { fill, htmlLang, type Lang, rememberLang, useLang, useT } from '../../lib/i18n';
import { JOURNAL_PATH, journalListPath, journalRoute } from '../../lib/published-routes';
import { WORK_PATH, workRoute } from '../../lib/published-routes';
import { publicQueries } from '../../lib/public-queries';
import { type PublicRead, usePublicRead } from '../../lib/read-store';
import { routeAt } from '../../lib/routes';
import { PageLink } from '../ui/page-link';
import { THEMES, setTheme, useTheme, type Theme } from '../../lib/theme';

/** Each theme's sign (the public header's switch and the admin's account menu). */
export const THEME_ICON: Record<Theme, string> = { light: 'i-lucide-sun', dark: 'i-lucide-moon', system: 'i-lucide-monitor' };
export const iconButton =
  'keyboard-ring inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted hover:bg-surface-alt hover:text-ink';

/**
 * A link to this page in the other language (decision 0077), marked as its alternate: a crawler that keeps to one
 * language can tell it from the page's own links.
 */
export function LanguageSwitch() {
  const t = useT();
  const [path] = useLocation();
  const target = useLang() === 'en' ? 'zh' : 'en';
  // Every unknown path shares the one 404 page: there the link names no path, and goes to this one in the other language.
  const href = usePieceAlternate(path, target) ?? (routeAt(path) ? path : `?lang=${target}`);
  return (
    // The name starts with the visible label (WCAG 2.5.3, label in name), then says what the link does; the label is
    // the other language's own word, marked as such (WCAG 3.1.2).
    <PageLink
      href={href}
      lang={target}
      rel="alternate"
      hrefLang={htmlLang(target)}
      className={iconButton}
      onClick={() => rememberLang(target)}
    >
      <SwitchLabel target={target} t={t} />
    </PageLink>
  );
}

/**
 * Where a journal or Work address leads in the other language (decisions 0092, 0095): an article or a story there when
 * it is published in it, else the journal's or Work's first page; a tag's first page likewise, when an article there
 * carries the tag (decision 0100). Read from what the page holds already: never fetched for the switch.
 */
function usePieceAlternate(path: string, target: Lang): string | undefined {
  const lang = useLang();
  const journal = journalRoute(path);
  const work = workRoute(path);
  const slug = journal?.kind === 'post' ? journal.slug : work?.kind === 'story' ? work.slug : '';
  const list = journal?.kind === 'list' ? journal : undefined;
  const read: PublicRead<{ languages: Lang[] }> = work
    ? publicQueries.workStory(lang, slug)
    : list?.tag
      ? publicQueries.journalPage(lang, list.page, list.tag)
      : publicQueries.journalPost(lang, slug);
  const there = usePublicRead(read, false).data?.languages.includes(target);
  const home = work ? WORK_PATH : JOURNAL_PATH;
  if (list?.tag) return there ? journalListPath(1, list.tag) : home;
  if (journal || work) return slug ? (there ? path : home) : path;
}

/** The switch's face: the icon, the other language's own word marked as that language, and what it does. */
export function SwitchLabel({ target, t }: { target: Lang; t: Dictionary }) {
  return (
    <>
      <span className="i-lucide-languages h-4.5 w-4.5" aria-hidden="true" />
      <span lang={htmlLang(target)}>
        <span className="sm:hidden">{t.nav.otherLanguageShort}</span>
        <span className="hidden sm:inline">{t.nav.otherLanguage}</span>
      </span>
      <span className="sr-only">, {t.nav.switchLanguage}</span>
    </>
  );
}

/** One button that steps light → dark → system; its name says the current theme. */
export function ThemeSwitch() {
  const t = useT();
  const current = useTheme();
  const next = THEMES[(THEMES.indexOf(current) + 1) % THEMES.length]!;
  const label = fill(t.nav.theme, { name: t.nav.themes[current] });
  return (
    <button type="button" className={iconButton} onClick={() => setTheme(next)} aria-label={label} title={label}>
      <span className={`${THEME_ICON[current]} h-4.5 w-4.5`} aria-hidden="true" />
    </button>
  );
}
