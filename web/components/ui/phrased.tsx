// A short Chinese text (a heading, a card's title or line) that breaks only between phrases: <wbr> between the
// phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. Text with no
// Chinese in it renders as it is.
import { Fragment } from 'react';
import { hasCjk, phrases } from '../../lib/phrases';

export function Phrased({ text }: { text: string }) {
  if (!hasCjk(text)) return text;
  return phrases(text).map((phrase, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {phrase}
    </Fragment>
  ));
}
