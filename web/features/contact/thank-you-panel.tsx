// Shown in the form's place after a message is stored: it takes focus (brought into view below the sticky header, and
// read by a screen reader; no ring, as nothing in it but its button is pressed), repeats product.md's thank-you sentence and says when to
// expect a reply.
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n';

export function ThankYouPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const t = useT();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const note = panel.current;
    if (!note) return;
    // The form's card, title and all, is brought below the sticky header (its scroll-mt) when any of it is hidden
    // under the header or the note runs past the screen's foot; a note already in full view stays where it is.
    const card = note.closest('section') ?? note;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (card.getBoundingClientRect().top < header || note.getBoundingClientRect().bottom > innerHeight) {
      card.scrollIntoView({ block: 'start' });
    }
    note.focus({ preventScroll: true });
  }, []);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the note takes focus after sending, and its title and text are what a screen reader should read then
    <div
      ref={panel}
      tabIndex={-1}
      data-thank-you=""
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="mt-6 rounded-xl border border-good/40 bg-good/8 p-6 text-ink outline-none"
    >
      <span className="i-lucide-circle-check h-8 w-8 text-good" aria-hidden="true" />
      <h3 id={`${id}-title`} className="mt-3 text-xl font-semibold">
        {t.contact.form.sentTitle}
      </h3>
      <div id={`${id}-body`}>
        <p className="mt-2">{t.contact.form.success}</p>
        <p className="mt-1 text-muted">{t.contact.form.replyTime}</p>
      </div>
      <button type="button" onClick={onSendAnother} className="btn-outline mt-5">
        {t.contact.form.sendAnother}
      </button>
    </div>
  );
}
