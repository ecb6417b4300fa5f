// A drawn assistant's chat: a customer's question, the assistant's answer with the source it cites, and the dots of
// the next reply. A picture of an AI assistant the company builds; decorative (hidden from screen readers), its words
// from the dictionaries (home's chat unless given other words: each page its own conversation). Nothing moves: the design system lets nothing animate on its own.
import { Phrased } from '../ui/phrased';
import { useT } from '../../lib/i18n';
import type { Dictionary } from '../../i18n/en';

export function ChatVisual({
  className = '',
  compact = false,
  words,
}: {
  className?: string;
  compact?: boolean;
  words?: Dictionary['visuals']['chat'];
}) {
  const home = useT().visuals.chat;
  const t = words ?? home;
  return (
    <div aria-hidden="true" className={`rounded-2xl border border-line bg-surface text-left shadow-[var(--shadow-pop)] ${className}`}>
      {!compact && (
        <div className="flex items-center gap-2.5 border-b border-line px-4 py-3">
          <span className="grid h-7 w-7 place-items-center rounded-full bg-accent text-accent-ink">
            <span className="i-lucide-sparkles h-3.5 w-3.5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-xs font-semibold text-ink">{t.name}</span>
            <span className="flex items-center gap-1 text-[11px] text-muted">
              <span className="h-1.5 w-1.5 rounded-full bg-good" />
              {t.online}
            </span>
          </span>
        </div>
      )}
      <div className="flex flex-col gap-2.5 p-3.5">
        {/* Who speaks, by side: the visitor's question on the right, the assistant's answer on the left (round 27: at 85 % and
            92 % of the width both bubbles sat right of centre). */}
        <p className="max-w-[72%] self-end rounded-2xl rounded-br-md bg-surface-alt px-3 py-2 text-xs leading-snug text-ink">
          <Phrased text={t.question} />
        </p>
        <div className="flex max-w-[80%] items-end gap-2 self-start">
          {compact && (
            <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-accent text-accent-ink">
              <span className="i-lucide-sparkles h-3 w-3" />
            </span>
          )}
          <div className="rounded-2xl rounded-bl-md border border-line bg-bg px-3 py-2 text-xs leading-snug text-ink">
            <Phrased text={t.answer} />
            <span className="mt-2 flex items-center gap-1 border-t border-line pt-1.5 text-[11px] font-medium text-accent-text">
              <span className="i-lucide-file-text h-3 w-3" />
              {t.source}
            </span>
          </div>
        </div>
        {!compact && (
          <span className="flex w-fit gap-1 rounded-full bg-surface-alt px-3 py-2.5">
            <span className="h-1.5 w-1.5 rounded-full bg-faint" />
            <span className="h-1.5 w-1.5 rounded-full bg-faint/70" />
            <span className="h-1.5 w-1.5 rounded-full bg-faint/40" />
          </span>
        )}
      </div>
    </div>
  );
}
