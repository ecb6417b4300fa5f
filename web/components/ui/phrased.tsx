// A short Chinese text (a heading, a card's title or line, a short lead) that breaks only between phrases: <wbr> between
// the phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. A phrase with
// a space in it ("AI 助理") is kept on one line by its own span, as keep-all still breaks at spaces. A longer text (a
// paragraph, a long lead) is body text: it fills its lines, breaking between any two characters under the browser's
// strict line breaking (no line opens on a closing mark), never cut into phrases or words (review of session 40: phrases
// left lines short; round 19: words held whole spread justified lines apart, decision 0182). Text with no Chinese in it
// renders as it is. On an English page, Chinese is another language's words:
// <Marked> marks each run of it lang="zh-Hant" for a screen reader, unphrased (the phrase breaks are a Chinese page's
// typography, :lang(zh)).
import { createContext, Fragment, useContext } from 'react';
import { useLang } from '../../lib/i18n';
import { hasCjk, isParagraph, keepsSpace, paragraphTail, phrases, TAIL_KEY } from '../../lib/phrases';
import { marked } from './marked';

/** In a server render: every text phrased, with its phrases, for the page's state (lib/phrases.ts learnPhrases). */
export const PhrasesSeen = createContext<Map<string, string[]> | null>(null);

/** `balanced`: a long text set in balanced lines (home's lead) is cut into phrases as a short one is, so its even lines
 *  break between phrases, never inside a word or after a lone 讓 (round 20), rather than filled as body text is. */
export function Phrased({ text, balanced = false }: { text: string; balanced?: boolean }) {
  const seen = useContext(PhrasesSeen);
  const lang = useLang();
  if (lang === 'en') return marked(text, lang);
  if (!hasCjk(text)) return text;
  if (isParagraph(text) && !balanced) {
    const cut = paragraphTail(text);
    seen?.set(TAIL_KEY + text, cut);
    return filled(text, cut.length > 1 ? cut.at(-1)! : '');
  }
  const cut = phrases(text);
  seen?.set(text, cut);
  return cut.map((phrase, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of a fixed text, in a fixed order
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {keepsSpace(phrase) ? <span className="whitespace-nowrap">{phrase}</span> : phrase}
    </Fragment>
  ));
}

/** A figure and its unit or span of time (15 天內, 30 分, 一週內), to split on: a line never breaks inside one. */
const HOLD = /((?:\d+ ?|[一二兩三四五六七八九十百幾半]+)[天週月年]內|\d+ \p{Script=Han})/u;

const held = (part: string, key: string) => (
  <span key={key} className="whitespace-nowrap">
    {part}
  </span>
);

/**
 * A paragraph, filling its lines: body text the browser breaks between any two characters under its strict line
 * breaking (no line opens on a closing mark), so no line ends early and none is spread apart to keep a word whole
 * (round 19, decision 0182, amending 0146); only a figure with its unit (HOLD: 15 天內) is one unbroken span. Its last
 * three Chinese characters (TAIL_KEY) are one unbroken span after a <wbr>, so it never ends on a line of one or two
 * characters, begun where a word begins (lib/phrases.ts paragraphTail: 其中 75%。, not 其 / 中 75%。; round 20). The
 * stylesheet knows body text by that last span after a <wbr>. A text of several paragraphs is several
 * elements, each phrased on its own (the privacy notice's parts). Nothing is cut by the dictionary: hydration builds none.
 */
function filled(text: string, tail: string) {
  const body = text
    .slice(0, text.length - tail.length)
    .split(HOLD)
    .map((part, i) => (i % 2 ? held(part, String(i)) : part))
    // No empty text between two held spans or before the first: the server writes none, and hydration would miss it.
    .filter((part) => part !== '');
  if (!tail) return body;
  return (
    <>
      {body}
      <wbr />
      <span className="whitespace-nowrap">{tail}</span>
    </>
  );
}
