// One save bar per settings page (decision 0188; review round 20: editing two forms of one page, Contact info and Time
// zone, docked two bars, one over the other). Each form's SaveButton tells the page whether it has something unsaved;
// the page draws the one bar, pinned to the window's foot over its column, counting every form's changes, naming the forms when there are
// more than one, and its "Save Changes" submits each changed form (each keeps its own checks, errors and toasts).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SaveBar } from '../../components/admin/save-bar';
import { useLang } from '../../lib/i18n';
import { dateLocale } from '../../lib/dates';

export type FormState = {
  dirty: boolean;
  busy: boolean;
  changes?: number;
  busyLabel: string;
  /** The form's name as its card heads it, for the bar to say which forms wait. */
  name: string;
  submit: () => void;
  discard?: () => void;
};
type Hub = { report: (id: string, state: FormState | null) => void };

const PageSaveContext = createContext<Hub | null>(null);

/** Whether a settings page draws the bar (a form rendered alone, in a unit test, draws its own). */
export const usePageSave = () => useContext(PageSaveContext);

/** The forms of one settings page and, after them, the page's one bar. */
export function PageSave({ children }: { children: ReactNode }) {
  const [forms, setForms] = useState<ReadonlyMap<string, FormState>>(new Map());
  const report = useCallback((id: string, state: FormState | null) => {
    setForms((before) => {
      const next = new Map(before);
      if (state) next.set(id, state);
      else next.delete(id);
      return next;
    });
  }, []);
  const hub = useMemo(() => ({ report }), [report]);
  const lang = useLang();
  const waiting = [...forms.values()].filter((form) => form.dirty || form.busy);
  const dirty = waiting.some((form) => form.dirty);
  const busy = waiting.some((form) => form.busy);
  // Counted where every waiting form counts; else "Unsaved changes".
  const changes = waiting.every((form) => form.changes !== undefined)
    ? waiting.reduce((sum, form) => sum + (form.dirty ? (form.changes ?? 0) : 0), 0)
    : undefined;
  const names = waiting.map((form) => form.name).filter(Boolean);
  return (
    <PageSaveContext.Provider value={hub}>
      {children}
      {/* Its own bar, not a card's (a card's edge could not hold two cards' changes), always there while the page has a
          form, pinned to the window's foot over the page's column as the content tab's is (decision 0282, review of
          session 55 #1: under a short form it floated mid-page, under a long one it sat at the end). A page with nothing
          to save (actions only) has none. The anchor's wrapper takes back the page's section gap (gap-12). */}
      {forms.size > 0 && (
        <div className="-mt-12" data-page-save="">
          <SaveBar
            busy={busy}
            dirty={dirty}
            changes={changes}
            busyLabel={waiting.find((form) => form.busy)?.busyLabel}
            where={names.length > 1 ? new Intl.ListFormat(dateLocale(lang)).format(names) : undefined}
            onDiscard={() => {
              for (const form of waiting) form.discard?.();
            }}
            onSave={() => {
              for (const form of waiting) if (form.dirty && !form.busy) form.submit();
            }}
            idlePress
          />
        </div>
      )}
    </PageSaveContext.Provider>
  );
}

/** A form's part: tells the page its state (a hidden submit keeps Enter saving the form it is typed in). */
export function ReportToPage({ hub, state }: { hub: Hub; state: Omit<FormState, 'submit' | 'name'> }) {
  const button = useRef<HTMLButtonElement>(null);
  const id = useRef(`form-${Math.random().toString(36).slice(2)}`).current;
  const latest = useRef(state);
  latest.current = state;
  const { dirty, busy, changes, busyLabel } = state;
  useEffect(() => {
    const form = button.current?.form;
    const labelled = form?.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby');
    const name = (labelled && document.getElementById(labelled)?.textContent) || '';
    hub.report(id, {
      dirty,
      busy,
      changes,
      busyLabel,
      name,
      submit: () => form?.requestSubmit(),
      discard: () => latest.current.discard?.(),
    });
  }, [hub, id, dirty, busy, changes, busyLabel]);
  useEffect(() => () => hub.report(id, null), [hub, id]);
  return <button ref={button} type="submit" hidden disabled={!dirty || busy} tabIndex={-1} />;
}
