// A date or time as the admin writes it (lib/dates.ts), never broken inside one of its parts: Chinese may break between
// any two characters, so 上午6:29 could end a line on 上 and start the next with 午6:29. Each space-separated part
// (2026年11月28日, 上午6:29; in English the words, "7:38 AM" held by its narrow no-break space) is one nowrap span; a line
// breaks only between parts. fillNodes puts one into a sentence from the dictionaries.
import { Fragment, type ReactNode } from 'react';

/** `at`: the moment (ISO text or milliseconds), for a `<time>` element; without it the words alone. */
export function DateText({ text, at }: { text: string; at?: string | number }) {
  // A space before AM/PM stays a space inside its part ("3:00 AM"), wherever the platform writes a plain one.
  const parts = text.split(/ (?![AP]M)/).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in their order
    <Fragment key={i}>
      {i > 0 && ' '}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
  return at === undefined ? parts : <time dateTime={new Date(at).toISOString()}>{parts}</time>;
}

/** fill() that takes nodes as well as text: a sentence with a <DateText> in its {{time}}. */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\{\w+\}\})/).map((piece, i) => {
    const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in their order
    return <Fragment key={i}>{name === undefined ? piece : values[name]}</Fragment>;
  });
}
