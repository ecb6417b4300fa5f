// A short Chinese text (a heading, a card's title or line) that breaks only between phrases: <wbr> between the
// phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. A phrase with a
// space in it ("AI 助理") is kept on one line by its own span, as keep-all still breaks at spaces. Text with no
// Chinese in it renders as it is.
import { createContext, Fragment, useContext } from 'react';
import { hasCjk, keepsSpace, phrases } from '../../lib/phrases';

/** In a server render: every text phrased, with its phrases, for the page's state (lib/phrases.ts learnPhrases). */
export const PhrasesSeen = createContext<Map<string, string[]> | null>(null);

export function Phrased({ text }: { text: string }) {
  const seen = useContext(PhrasesSeen);
  if (!hasCjk(text)) return text;
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
