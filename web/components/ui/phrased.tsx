// A short Chinese text (a heading, a card's title or line) that breaks only between phrases: <wbr> between the
// phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. Text with no
// Chinese in it renders as it is.
import { createContext, Fragment, useContext } from 'react';
import { hasCjk, phrases } from '../../lib/phrases';

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
      {phrase}
    </Fragment>
  ));
}
