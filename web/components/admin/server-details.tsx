// "For your developer" (decision 0222; "Technical details" before it): what the owner can pass on (a setting's name, an
// example address, a command) under a sentence that already says it in the owner's words. A page (the settings page,
// the setup checklist) wraps itself in <DeveloperNotes>: every ServerDetails inside it then joins that page's ONE
// section at its foot, in the order drawn, each note led by what it is about (`about`); the outside review (round 24)
// counted four toggles on the backups page alone. Outside such a page a ServerDetails is its own disclosure, under the
// same name. Native <details>: no script, closed until asked. Quiet (decision 0153): a small muted line with a chevron.
import { createContext, Fragment, type ReactNode, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { QuietSummary } from './quiet-summary';

// The page's notes, drawn at its foot by the page itself: each ServerDetails hands its note up (no portal: react-dom's
// portal would ride in the script every public page shares, which is at its budget).
type Notes = { put: (id: string, note: ReactNode | null, at?: Element | null) => void };
type Note = { id: string; note: ReactNode; at: Element | null | undefined };

/** Notes in the order their sections stand on the page (one that appears later, a failed test's hint, joins in place). */
function inPageOrder(a: Note, b: Note): number {
  if (!a.at || !b.at) return 0;
  return a.at.compareDocumentPosition(b.at) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}
const NotesContext = createContext<Notes | null>(null);

function Disclosure({
  className = '',
  hidden,
  page = false,
  children,
}: {
  className?: string;
  hidden?: boolean;
  page?: boolean;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <details
      className={`group scroll-mt-[calc(var(--admin-top,0px)+1.5rem)] ${className}`}
      hidden={hidden}
      data-page-notes={page ? '' : undefined}
    >
      <QuietSummary className="text-sm text-muted">{t.server.summary}</QuietSummary>
      {children}
    </details>
  );
}

/** The page's one "For your developer" section, after `children`; drawn only once some note has joined it. */
export function DeveloperNotes({ children, className = '' }: { children: ReactNode; className?: string }) {
  const [list, setList] = useState<Note[]>([]);
  // One value for the page's life (setList never changes), so a note handed up redraws only the foot.
  const notes = useMemo<Notes>(
    () => ({
      put: (id, note, at) =>
        setList((now) => {
          const index = now.findIndex((one) => one.id === id);
          if (note === null) return index < 0 ? now : now.filter((one) => one.id !== id);
          if (index < 0) return [...now, { id, note, at }];
          const next = now.slice();
          next[index] = { id, note, at };
          return next;
        }),
    }),
    [],
  );
  return (
    <NotesContext.Provider value={notes}>
      {children}
      <Disclosure className={className} hidden={list.length === 0} page>
        <div data-developer-notes="" className="grid gap-2 pb-1 text-sm [overflow-wrap:anywhere]">
          {list
            .slice()
            .sort(inPageOrder)
            .map(({ id, note }) => (
              <Fragment key={id}>{note}</Fragment>
            ))}
        </div>
      </Disclosure>
    </NotesContext.Provider>
  );
}

/** Opens the page's one Technical details and brings it into view (decision 0258: a line that says the steps are there
 *  links to them open, not to a closed fold). */
export function openDeveloperNotes(tries = 60) {
  const notes = document.querySelector<HTMLDetailsElement>('details[data-page-notes]');
  // Drawn once a note has joined it (a section's answer may still be loading): asked again for about a second.
  if (!notes || notes.hidden) {
    if (tries > 0) requestAnimationFrame(() => openDeveloperNotes(tries - 1));
    return;
  }
  notes.open = true;
  notes.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

/** A line's link to the steps in the page's Technical details, which it opens (decision 0258). `button`: as a small
 *  outlined button (an alert's action), else an inline link after the line's words. */
export function StepsLink({ label, button = false }: { label: string; button?: boolean }) {
  return (
    <button
      type="button"
      data-steps-link=""
      onClick={() => openDeveloperNotes()}
      className={button ? 'btn-outline btn-sm' : 'ink-link inline-flex min-h-8 items-center gap-1 max-sm:min-h-11'}
    >
      {label}
      <span className="i-lucide-arrow-down h-3.5 w-3.5" aria-hidden="true" />
    </button>
  );
}

/** `alone`: its own disclosure even on such a page (in a dialog, which closes before the owner reaches the page's foot). */
export function ServerDetails({
  children,
  className = '',
  about,
  alone = false,
}: {
  children: ReactNode;
  className?: string;
  about?: string;
  alone?: boolean;
}) {
  const page = useContext(NotesContext);
  const put = alone ? undefined : page?.put;
  const id = useId();
  const note = (
    <div data-server-details="">
      {about && <span className="font-medium">{about}: </span>}
      {children}
    </div>
  );
  // Where it stands on the page (an empty hidden mark), so the page's section lists it in place.
  const mark = useRef<HTMLSpanElement>(null);
  // Handed up again whenever it is drawn anew (its words may change); taken back when it goes.
  useEffect(() => put?.(id, note, mark.current));
  useEffect(() => (put ? () => put(id, null) : undefined), [put, id]);
  if (put) return <span ref={mark} hidden />;
  return (
    <Disclosure className={className}>
      {/* A long address (an SMTP_URL example) may break anywhere rather than widen a phone's panel. */}
      <div className="pb-1 text-sm [overflow-wrap:anywhere]">{note}</div>
    </Disclosure>
  );
}
