// A message's text in its detail: whole when short; a long one (many lines or characters) shows its first eight lines
// with "Show more" under them, so the reply and the actions below stay near; "Show less" folds it again. Above a reply
// being written it is a three-line quote, unfolded the same way.
import { useId, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { htmlLang, type Lang } from '../../lib/i18n';

/** Past this many characters or lines a message is folded at first. */
const LONG_CHARS = 600;
const LONG_LINES = 8;

export const isLongMessage = (text: string) => text.length > LONG_CHARS || text.split('\n').length > LONG_LINES;

/** While a reply is written under it, the message is a quote of three lines (about 180 characters), so the reply has the
 *  room; "Show more" unfolds it into a box of its own that scrolls (round 17: the composer pushed the original away). */
const QUOTE_CHARS = 180;
const QUOTE_LINES = 3;
export const isLongQuote = (text: string) => text.length > QUOTE_CHARS || text.split('\n').length > QUOTE_LINES;

/** `lang`: the message's own language (the sender's), so its lines take that language's leading and line breaking, not
 *  the admin's (review round 21: an English message in the Chinese admin had the loose CJK line height). */
export function MessageBody({ text, quote = false, lang }: { text: string; quote?: boolean; lang?: Lang }) {
  const t = useAdminT();
  const id = useId();
  // Open for one text: another message opens folded again (a key on the body, remounting it, left a second copy of it
  // in the dialog in the built site).
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === text;
  const long = quote ? isLongQuote(text) : isLongMessage(text);
  const folded = long && !open ? (quote ? 'line-clamp-3' : 'line-clamp-8') : quote ? 'max-h-[40dvh] overflow-y-auto' : '';
  return (
    <div className={`mt-1 rounded-lg bg-bg-alt p-3 ${quote ? 'border-l-2 border-line-strong' : ''}`}>
      <p
        id={id}
        lang={lang && htmlLang(lang)}
        className={`whitespace-pre-wrap [overflow-wrap:anywhere] ${folded}`}
        data-message-body
        data-folded={long && !open ? '' : undefined}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpenFor(open ? null : text)}
          className="btn-ghost btn-sm mt-1 -ml-2 text-sm font-semibold"
        >
          <span className={`${open ? 'i-lucide-chevron-up' : 'i-lucide-chevron-down'} h-4 w-4`} aria-hidden="true" />
          {open ? t.messages.showLess : t.messages.showMore}
        </button>
      )}
    </div>
  );
}
