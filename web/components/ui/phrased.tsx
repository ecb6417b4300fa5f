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

/** A paragraph's phrases, filling its lines: kept whole where a break would spoil a word, and at its end. */
function filled(cut: readonly string[]) {
  // Its last words, together at least three characters of Chinese, on one line: the last line is never an orphan, and
  // no longer than it must be (a whole last phrase left the line before it half empty).
  const words = [...(wordSegmenter ??= new Intl.Segmenter('zh-Hant', { granularity: 'word' })).segment(cut.join(''))].map((s) => s.segment);
  let tailFrom = words.length - 1;
  const hanIn = (from: number) => words.slice(from).join('').match(HAN)?.length ?? 0;
  while (tailFrom > 0 && hanIn(tailFrom) < 3) tailFrom--;
  const tail = words.slice(tailFrom).join('');
  // The phrases before the tail (the last one cut where the tail begins).
  const body: string[] = [];
  let left = cut.join('').length - tail.length;
  for (const phrase of cut) {
    if (left <= 0) break;
    body.push(phrase.slice(0, left));
    left -= phrase.length;
  }
  return (
    <>
      {body.map((phrase, i) =>
        KEPT_WHOLE.test(phrase) || keepsSpace(phrase) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of a fixed text, in a fixed order
          <span key={i} className="whitespace-nowrap">
            {phrase}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of a fixed text, in a fixed order
          <Fragment key={i}>{phrase}</Fragment>
        ),
      )}
      <span className="whitespace-nowrap">{tail}</span>
    </>
  );
}

let wordSegmenter: Intl.Segmenter | undefined;
