// One save bar per settings page (decision 0188; review round 20: editing two forms of one page, Contact info and Time
// zone, docked two bars, one over the other). Each form's SaveButton tells the page whether it has something unsaved;
// the page draws the one bar at the foot of its column, counting every form's changes, naming the forms when there are
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
  // Where a section holds more after its form (Email notifications: Sending email), the section puts the bar right under
  // the form (`SaveBarHere`); else it is drawn after the page's sections.
  const [claimed, setClaimed] = useState(false);
  const bar =
    forms.size > 0 ? (
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
        // Its own bar, not a card's (a card's edge could not hold two cards' changes). Always there while the page has a
        // form (decision 0277, review r33 #7: the content tab's bar): untouched, "All saved" and a greyed "Save Changes";
        // changed, from 640 px a bordered box right under the form, not pinned to the window's foot far below a short
        // form (r33: "detached from the form by a large gap"); on a phone in the tab bar's place, as before. A page with
        // nothing to save (actions only) has none.
        bleed="sm:rounded-xl sm:border sm:border-line-strong"
        room="page"
        idlePress
        shown
      />
    ) : null;
  const slot = useMemo(() => ({ bar, claim: setClaimed }), [bar]);
  return (
    <PageSaveContext.Provider value={hub}>
      <BarSlotContext.Provider value={slot}>
        {children}
        {/* Right under the form: the wrapper takes back the page's section gap (gap-12), leaving the bar's own mt-6. */}
        {bar && !claimed && (
          <div className="-mt-12" data-page-save="">
            {bar}
          </div>
        )}
      </BarSlotContext.Provider>
    </PageSaveContext.Provider>
  );
}

const BarSlotContext = createContext<{ bar: ReactNode; claim: (here: boolean) => void } | null>(null);

/** The page's bar drawn here, in a section's grid (gap-6), right under its form, where the section goes on after it. */
export function SaveBarHere() {
  const slot = useContext(BarSlotContext);
  const claim = slot?.claim;
  useEffect(() => {
    claim?.(true);
    return () => claim?.(false);
  }, [claim]);
  return slot?.bar ? (
    <div className="-mt-6" data-page-save="">
      {slot.bar}
    </div>
  ) : null;
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
