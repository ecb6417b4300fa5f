// Shown in the form's place after a message is stored: it takes focus (so a phone scrolls to it and a screen reader
// reads it; no ring, as nothing in it but its button is pressed), repeats product.md's thank-you sentence and says when to
// expect a reply.
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n';

export function ThankYouPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const t = useT();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.focus({ preventScroll: true });
  }, []);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the note takes focus after sending, and its title and text are what a screen reader should read then
    <div
      ref={panel}
      tabIndex={-1}
      data-thank-you=""
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="mt-6 scroll-mt-24 outline-none rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <span className="i-lucide-circle-check h-8 w-8 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
      <h3 id={`${id}-title`} className="mt-3 text-xl font-semibold">
        {t.contact.form.sentTitle}
      </h3>
      <div id={`${id}-body`}>
        <p className="mt-2">{t.contact.form.success}</p>
        <p className="mt-1 text-emerald-800 dark:text-emerald-200">{t.contact.form.replyTime}</p>
      </div>
      <button type="button" onClick={onSendAnother} className="btn-outline mt-5">
        {t.contact.form.sendAnother}
      </button>
    </div>
  );
}
