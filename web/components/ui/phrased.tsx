// A short Chinese text (a heading, a card's title or line) that breaks only between phrases: <wbr> between the
// phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. A phrase with a
// space in it ("AI 助理") is kept on one line by its own span, as keep-all still breaks at spaces. A longer text (a
// paragraph, a lede) fills its lines as Chinese body text does, with only the words a break would spoil kept whole and
// its last phrase kept on one line, so it never ends on a character or two alone. Text with no Chinese in it renders
// as it is. On an English page, Chinese is another language's words: <Marked> marks each run of
// it lang="zh-Hant" for a screen reader, unphrased (the phrase breaks are a Chinese page's typography, :lang(zh)).
import { createContext, Fragment, useContext } from 'react';
import { useLang } from '../../lib/i18n';
import { hasCjk, KEPT_WHOLE, keepsSpace, phrases } from '../../lib/phrases';
import { marked } from './marked';

/** In a server render: every text phrased, with its phrases, for the page's state (lib/phrases.ts learnPhrases). */
export const PhrasesSeen = createContext<Map<string, string[]> | null>(null);

export function Phrased({ text }: { text: string }) {
  const seen = useContext(PhrasesSeen);
  const lang = useLang();
  if (lang === 'en') return marked(text, lang);
  if (!hasCjk(text)) return text;
  const cut = phrases(text);
  seen?.set(text, cut);
  if ([...text].length >= PARAGRAPH) return filled(cut);
  return cut.map((phrase, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of a fixed text, in a fixed order
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {keepsSpace(phrase) ? <span className="whitespace-nowrap">{phrase}</span> : phrase}
    </Fragment>
  ));
}

/** From this many characters a Chinese text is a paragraph: broken by phrase it leaves half-empty lines. */
const PARAGRAPH = 24;
const HAN = /\p{Script=Han}/gu;

/**
 * A paragraph, filling its lines: it breaks between words (a <wbr> after each, the stylesheet's keep-all between
 * them), never inside one, so its lines end far closer to the edge than a phrase's would and 生產 is never 生 / 產. The
 * site's terms stay whole, and its last words (at least three characters of Chinese) stay on one line: no orphan.
 */
function filled(cut: readonly string[]) {
  const text = cut.join('');
  wordSegmenter ??= new Intl.Segmenter('zh-Hant', { granularity: 'word' });
  // The words, each of the site's terms made one (the dictionary may cut 串|接); punctuation and spaces go with the word
  // before them and an opening bracket with the word after, so no line starts with a comma or ends with a 「.
  const runs: string[] = [];
  let opening = '';
  for (const part of text.split(KEPT_SPLIT)) {
    if (!part) continue;
    const segments = KEPT_WHOLE.test(part) ? [{ segment: part, isWordLike: true }] : [...wordSegmenter.segment(part)];
    for (const { segment, isWordLike } of segments) {
      if (OPENING.test(segment)) opening += segment;
      else if (!isWordLike && runs.length > 0 && !opening) runs[runs.length - 1] += segment;
      else {
        runs.push(opening + segment);
        opening = '';
      }
    }
  }
  if (opening) runs.push(opening);
  let tailFrom = runs.length - 1;
  const hanIn = (from: number) => runs.slice(from).join('').match(HAN)?.length ?? 0;
  while (tailFrom > 0 && hanIn(tailFrom) < 3) tailFrom--;
  const body = runs.slice(0, tailFrom);
  return (
    <>
      {body.map((run, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed text, in a fixed order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {/\s\S/.test(run.trimEnd()) ? <span className="whitespace-nowrap">{run}</span> : run}
        </Fragment>
      ))}
      {body.length > 0 && <wbr />}
      <span className="whitespace-nowrap">{runs.slice(tailFrom).join('')}</span>
    </>
  );
}

let wordSegmenter: Intl.Segmenter | undefined;
/** An opening bracket or quotation mark: it goes with the word after it. */
const OPENING = /^[「『（(“‘《〈【]+$/;
/** The site's terms, as a split keeps them (a capturing group). */
const KEPT_SPLIT = new RegExp(`(${KEPT_WHOLE.source})`);
