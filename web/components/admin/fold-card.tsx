// A secondary part of a settings column, folded by default (review round 13: every card open at once was a wall): its
// name and, while folded, a one-line summary of what it holds, so it is read without opening. A native <details>: no
// state kept anywhere, opened afresh each visit. `open` opens it (a field inside needs attention); `look` draws it as a
// card of its own or as a row inside one (a hairline above).
import { type ReactNode, useEffect, useRef } from 'react';

type Props = {
  title: string;
  /** What it holds, in a line, shown while folded (a node: a cover's "✓ Description · …", cut to its one line). */
  summary: ReactNode;
  children: ReactNode;
  /** Opened when this turns true (an error in a field inside). */
  open?: boolean;
  look?: 'card' | 'row';
  /** Before its name, folded or open: a small picture of what it holds (a cover's thumbnail). */
  lead?: ReactNode;
  className?: string;
  /** Its name's look, when it heads a section of its own (a story's quote, decision 0233). */
  titleClassName?: string;
  testId?: string;
};

export function FoldCard({ title, summary, children, open = false, look = 'card', lead, className = '', titleClassName, testId }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (open && details.current) details.current.open = true;
  }, [open]);
  return (
    <details ref={details} data-fold={testId} className={`group min-w-0 ${look === 'card' ? 'card' : 'border-t border-line'} ${className}`}>
      <summary
        className={`keyboard-ring flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-lg py-2.5 [&::-webkit-details-marker]:hidden ${
          look === 'card' ? 'px-4 sm:px-6' : ''
        }`}
      >
        {lead}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={titleClassName ?? 'text-sm font-semibold text-ink'}>{title}</span>
          {/* All of it, wrapping (review round 17: a long alt text was cut to "A month of a maintenance pla…"). */}
          {/* A value, not a hint (round 19: 12 px grey read as a caption): 13 px in the reading ink. */}
          <span className="text-[0.8125rem] leading-5 text-reading [overflow-wrap:anywhere] group-open:hidden">{summary}</span>
        </span>
        <span className="i-lucide-chevron-down h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className={`grid min-w-0 gap-4 pt-1 ${look === 'card' ? 'px-4 pb-4 sm:px-6 sm:pb-6' : 'pb-4'}`}>{children}</div>
    </details>
  );
}
