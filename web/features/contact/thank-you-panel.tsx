// Shown in the form's place after a message is stored, as the form card's content (its title the card's, no card of its
// own inside it): it takes focus (brought into view below the sticky header, and
// read by a screen reader; no ring, as nothing in it but its button is pressed), has product.md's thank-you sentence
// (its "soon" is fixed text) as its title, then the commitment, a reply within one business day (round 14;
// decision 0143's promise), and what that sentence leaves open: who replies (a founder),
// to which address, and the address the reply comes from, so a visitor can look for it (and in the spam folder). The visitor's address is one
// unbroken block: it moves whole to the next line rather than breaking mid-word, and breaks only if longer than a line.
import { useEffect, useRef } from 'react';
import { useContactDetails } from '../../lib/contact-details';
import { fill, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

/** `titleId`: its title's id, which names the form's card while the thanks stand in the form's place. */
export function ThankYouPanel({ titleId, sentFrom, onSendAnother }: { titleId: string; sentFrom: string; onSendAnother: () => void }) {
  const t = useT();
  const studio = useContactDetails().email;
  // The visitor's own address, set in bold inside the sentence (the dictionary places it: word order differs).
  const [before, after = ''] = t.contact.form.replyTime.split('{{email}}');
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
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-body`}
      className="text-ink outline-none"
    >
      {/* The card's own title now: product.md's thank-you sentence, word for word, its tick beside it (no second card
          inside the form's). Round 20: under a "Message sent" title and the promise, the same sentence as a third line
          repeated both and weakened the promise; as the title it says the state once, and the promise under it says
          what its "soon" means. The tick on the title's first line however many lines it wraps to (round 13). */}
      <h2
        id={titleId}
        className="flex items-start gap-3 text-xl leading-8 font-semibold tracking-[-0.02em] text-balance text-ink sm:text-2xl sm:leading-9"
      >
        <span className="i-lucide-circle-check mt-0.5 h-7 w-7 shrink-0 text-good sm:mt-1" aria-hidden="true" />
        <span>
          <Phrased text={t.contact.form.success} />
        </span>
      </h2>
      {/* The specific promise under it, large (who writes, to which address, by when). */}
      <div id={`${titleId}-body`}>
        <p className="mt-4 text-lg leading-relaxed">
          {before}
          <strong className="inline-block max-w-full font-semibold [overflow-wrap:anywhere]">{sentFrom}</strong>
          {after}
        </p>
        {studio && (
          <p className="mt-5 flex items-start gap-2.5 border-t border-line pt-5 text-sm text-muted">
            <span className="i-lucide-inbox mt-0.5 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
            {/* Broken between phrases, never inside a word (垃圾 / 郵件匣 split there before). */}
            <span>
              <Phrased text={fill(t.contact.form.replyFrom, { email: studio })} />
            </span>
          </p>
        )}
      </div>
      <button type="button" onClick={onSendAnother} className="btn-outline mt-6">
        {t.contact.form.sendAnother}
      </button>
    </div>
  );
}
