// A short Chinese text (a heading, a card's title or line, a short lead) that breaks only between phrases: <wbr> between
// the phrases of web/lib/phrases.ts, and the stylesheet's `word-break: keep-all` on any element holding one. A phrase with
// a space in it ("AI 助理") is kept on one line by its own span, as keep-all still breaks at spaces. A longer text (a
// paragraph, a long lead) is body text: it fills its lines, breaking between words and between any two characters not
// of one word under the browser's strict line breaking (no line opens on a closing mark), never cut into phrases
// (review of session 40: phrases left lines short; round 12: lines broke inside words, decision 0146). Text with no Chinese in it renders as it is. On an English page, Chinese is another language's words:
// <Marked> marks each run of it lang="zh-Hant" for a screen reader, unphrased (the phrase breaks are a Chinese page's
// typography, :lang(zh)).
import { createContext, Fragment, useContext } from 'react';
import { useLang } from '../../lib/i18n';
import { HAN_WORD } from '../../../src/contract/chinese-words';
import { HELD, hasCjk, isParagraph, keepsSpace, phrases, words } from '../../lib/phrases';
import { marked } from './marked';

/** In a server render: every text phrased, with its phrases, for the page's state (lib/phrases.ts learnPhrases). */
export const PhrasesSeen = createContext<Map<string, string[]> | null>(null);

export function Phrased({ text }: { text: string }) {
  const seen = useContext(PhrasesSeen);
  const lang = useLang();
  if (lang === 'en') return marked(text, lang);
  if (!hasCjk(text)) return text;
  if (isParagraph(text)) return filled(text, seen);
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

/** A paragraph's last three Chinese characters and what follows them, with an opening bracket before them (OPENING's
 *  characters, lib/phrases.ts) and, if they begin inside a figure's span of time (15 天內 before 回覆。), that span whole. */
const TAIL = /[([{（「『《〈【〔“‘]*(?:\d+ \p{Script=Han}內?|\p{Script=Han})(?:\P{Script=Han}*\p{Script=Han}){2}\P{Script=Han}*$/u;

/** The held words of lib/phrases.ts (書面規劃, a span of time), with the figure before a span (15 天內, 一年內), to split on. */
const HOLD = new RegExp(`((?:\\d+ ?|[一二兩三四五六七八九十百幾半]+)?(?:${HELD.source}))`, 'u');

/** A text's first (or only) character is Han. */
const HAN_START = /^\p{Script=Han}/u;

const held = (part: string, key: string) => (
  <span key={key} className="whitespace-nowrap">
    {part}
  </span>
);

/**
 * A paragraph, filling its lines: text the browser breaks between words and between any two characters that are not
 * one word (each word of two Han characters or more, and each held word of HELD: 書面規劃, 15 天內, one short unbroken
 * span: decision 0146), and its last three Chinese characters (TAIL) one unbroken span after a <wbr>, so it never ends
 * on a line of one or two characters. The stylesheet knows body text by that last span after a <wbr>. A text of
 * several paragraphs is several elements, each phrased on its own (the privacy notice's parts). The words a server cut
 * go with the page (`seen`), so hydration builds no dictionary.
 */
function filled(text: string, seen: Map<string, string[]> | null) {
  let tail = TAIL.exec(text)?.[0] ?? '';
  const cuts = text
    .slice(0, text.length - tail.length)
    .split(HOLD)
    .map((part, i) => {
      if (i % 2 || !part) return [part];
      const cut = words(part);
      seen?.set(part, cut);
      return [...cut];
    });
  // A word the tail's edge runs through (時 | 間減少): its first character joins the tail, so no line breaks inside it.
  const last = cuts.at(-1)!;
  const edge = [...(last.at(-1) ?? '')];
  if (HAN_START.test(tail) && edge.length && !HAN_WORD.test(edge.join('')) && HAN_START.test(edge.at(-1)!)) {
    tail = edge.pop() + tail;
    last[last.length - 1] = edge.join('');
  }
  const body = cuts.flatMap((cut, i) =>
    cut.map((piece, j) => (piece && (i % 2 || HAN_WORD.test(piece)) ? held(piece, `${i}.${j}`) : piece)),
  );
  if (!tail) return body;
  return (
    <>
      {body}
      <wbr />
      <span className="whitespace-nowrap">{tail}</span>
    </>
  );
}
