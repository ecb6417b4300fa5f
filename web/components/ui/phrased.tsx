// A Chinese text (a heading, a card's title or line, a lead, a paragraph) that breaks only between phrases: <wbr> between
// the phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. A phrase with
// a space in it ("AI 助理", 須在明年 3 月底前) is kept on one line by its own span, as keep-all still breaks at spaces. A
// running paragraph breaks between any two characters, as Chinese body text does (decision 0254, round 30: phrase-broken
// paragraphs read ragged; amends 0217), its last phrase kept whole: set to the start edge, its lines filled. Text with no
// Chinese in it renders as it is. On an English page, Chinese is another language's words:
// <Marked> marks each run of it lang="zh-Hant" for a screen reader, unphrased (the phrase breaks are a Chinese page's
// typography, :lang(zh)).
import { createContext, Fragment, useContext } from 'react';
import { useLang } from '../../lib/i18n';
import { hasCjk, keepsSpace, phrases } from '../../lib/phrases';
import { marked } from './marked';

/** In a server render: every text phrased, with its phrases, for the page's state (lib/phrases.ts learnPhrases). */
export const PhrasesSeen = createContext<Map<string, string[]> | null>(null);

/** `balanced` (a text set in balanced lines, home's lead) is cut as any other since decision 0217: every text breaks
 *  between its phrases, never inside a word; the element's class alone balances it. */
export function Phrased({ text }: { text: string; balanced?: boolean }) {
  const seen = useContext(PhrasesSeen);
  const lang = useLang();
  if (lang === 'en') return marked(text, lang);
  if (!hasCjk(text)) return text;
  const cut = phrases(text);
  seen?.set(text, cut);
  // A sentence's (a text with Chinese punctuation in it: not a name, title or address) last phrase.
  const last = /[，。；！？]/.test(text) ? cut.length - 1 : -1;
  return cut.map((phrase, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of a fixed text, in a fixed order
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {keepsSpace(phrase) ? (
        <span className="whitespace-nowrap">{phrase}</span>
      ) : i > 0 && i === last ? (
        // A sentence's last phrase in a span of its own: a running paragraph, broken between any two characters, keeps
        // it whole (the stylesheet's keep-all on it), so it never ends on a character or two (decision 0254).
        <span>{phrase}</span>
      ) : (
        phrase
      )}
    </Fragment>
  ));
}
