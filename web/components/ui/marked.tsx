// A page text as it is, except on an English page, where each run of Chinese in it is marked lang="zh-Hant" so a
// screen reader reads it in a Chinese voice (WCAG 3.1.2). Every text the administrator writes goes through here (or
// through <Phrased>, which does this on English pages): any of them may hold a Chinese name or term.
import type { ReactNode } from 'react';
import { chineseRuns, hasChinese } from '../../../src/contract/chinese-runs';
import { type Lang, useLang } from '../../lib/i18n';

export function Marked({ text }: { text: string }) {
  return marked(text, useLang());
}

/** The text as a page in `lang` shows it: on an English page, its runs of Chinese in spans of their own. */
export function marked(text: string, lang: Lang): ReactNode {
  if (lang !== 'en' || !hasChinese(text)) return text;
  // Text and spans alternate, so no two text nodes meet: the server writes no separator the browser must match.
  return chineseRuns(text).map(({ part, chinese }, i) =>
    chinese ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a fixed text, in a fixed order
      <span key={i} lang="zh-Hant">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
