// A short Chinese text (a heading, a card's title or line) that breaks only between phrases: <wbr> between the
// phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. A phrase with a
// space in it ("AI 助理") is kept on one line by its own span, as keep-all still breaks at spaces. A longer text (a
// paragraph, a lede) fills its lines as Chinese body text does, with only the words a break would spoil kept whole and
// its last phrase kept on one line, so it never ends on a character or two alone. Text with no Chinese in it renders
// as it is. On an English page, Chinese is another language's words: <Marked> marks each run of
// it lang="zh-Hant" for a screen reader, unphrased (the phrase breaks are a Chinese page's typography, :lang(zh)).
import { createContext, Fragment, useContext } from 'react';
import { useLang } from '../../lib/i18n';
import { hasCjk, isParagraph, keepsSpace, phrases } from '../../lib/phrases';
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
  if (isParagraph(text)) return filled(cut);
  return cut.map((phrase, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of a fixed text, in a fixed order
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {keepsSpace(phrase) ? <span className="whitespace-nowrap">{phrase}</span> : phrase}
    </Fragment>
  ));
}

/**
 * A paragraph, filling its lines. Its words come from web/lib/phrases.ts (the server's cut, with the page), a <wbr>
 * after each, and its last words one piece on one line, so it never ends on a character or two. A word held whole
 * (lib/phrases.ts HELD: 書面規劃, 15 天內; keepsSpace) is one unbroken span in body text too. As body text (the
 * stylesheet knows it by that last span after a <wbr>) it breaks between any two characters: an even block. As a lead or a balanced lede it breaks between its words only (keep-all), never inside one.
 */
function filled(words: readonly string[]) {
  const body = words.slice(0, -1);
  return (
    <>
      {body.map((word, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed text, in a fixed order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {keepsSpace(word) ? <span className="whitespace-nowrap">{word}</span> : word}
        </Fragment>
      ))}
      {body.length > 0 && <wbr />}
      <span className="whitespace-nowrap">{words.at(-1)}</span>
    </>
  );
}
