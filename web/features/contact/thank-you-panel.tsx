// Shown in the form's place after a message is stored, as the form card's content (its title the card's, no card of its
// own inside it): it takes focus (brought into view below the sticky header, and read by a screen reader; no ring, as
// nothing in it but its button is pressed). Its heading is a short "Message sent" beside a tick in the good tint, with
// product.md's thank-you sentence (its "soon" is fixed text) word for word under it (decision 0275); then what happens
// now, the card's lead (decision 0269); then what that sentence leaves open as labelled facts, not a sentence saying it
// again (round 24): who replies and by when (the person "Who you'll talk to" names, else a founder; one business day:
// decision 0143's promise, decision 0280), to which address,
// and the address the reply comes from, so a visitor can look for it (and in the spam folder). The visitor's address is
// one unbroken block: it moves whole to the next line rather than breaking mid-word, and breaks only if longer than a line.
import { useEffect, useRef, type ReactNode } from 'react';
import { useContactDetails } from '../../lib/contact-details';
import { fill, pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';
import { NextSteps } from './next-steps';
import { useReplier } from './talk-to';

/** `titleId`: its title's id, which names the form's card while the thanks stand in the form's place. */
export function ThankYouPanel({ titleId, sentFrom, onSendAnother }: { titleId: string; sentFrom: string; onSendAnother: () => void }) {
  const t = useT();
  const studio = useContactDetails().email;
  // The same person as the card beside the thanks (round 34: "A founder" here, Kevin Wu there); the generic words only
  // when the team names nobody.
  const replier = useReplier();
  const lang = useLang();
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
      aria-describedby={`${titleId}-line ${titleId}-body`}
      className="text-ink outline-none"
    >
      {/* The card's own title (decision 0275, round 33: the contract's sentence at body size beside a small tick read
          as a weak success): a short heading, "Message sent", beside a larger tick in the good tint, and under it
          product.md's thank-you sentence, word for word and said once, as its body line. The timeline stays the card's
          main content (decision 0269). */}
      <div className="flex items-start gap-4">
        <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-good/14 text-good" aria-hidden="true">
          <span className="i-lucide-check h-6 w-6" />
        </span>
        <div className="min-w-0 pt-0.5">
          <h2 id={titleId} className="text-[1.375rem] leading-tight font-semibold tracking-[-0.02em] text-ink">
            {t.contact.form.successTitle}
          </h2>
          <p id={`${titleId}-line`} className="mt-1 text-[0.9375rem] leading-snug text-pretty text-muted">
            <Phrased text={t.contact.form.success} />
          </p>
        </div>
      </div>
      {/* The lead: where the visitor stands, the message received and done, the reply next (decision 0117's steps). */}
      <NextSteps sent inCard className="mt-6 border-t border-line pt-6" />
      {/* What the sentence leaves open, each fact once: a label beside its value. */}
      <div id={`${titleId}-body`}>
        <dl className="mt-6 divide-y divide-line border-y border-line">
          <Fact label={t.contact.form.replyWhoLabel}>
            <Phrased text={replier ? fill(t.contact.form.replyWhoNamed, { name: pick(replier, 'name', lang) }) : t.contact.form.replyWho} />
          </Fact>
          {/* The visitor's own address, in bold. */}
          <Fact label={t.contact.form.replyToLabel}>
            <strong className="inline-block max-w-full font-semibold [overflow-wrap:anywhere]">{sentFrom}</strong>
          </Fact>
          {studio && (
            <Fact label={t.contact.form.replyFromLabel}>
              <span className="[overflow-wrap:anywhere]">{studio}</span>
            </Fact>
          )}
        </dl>
        <p className="mt-4 flex items-start gap-2.5 text-sm text-muted">
          <span className="i-lucide-inbox mt-0.5 h-4 w-4 shrink-0 text-faint" aria-hidden="true" />
          <span>
            <Phrased text={t.contact.form.replySpam} />
          </span>
        </p>
      </div>
      <button type="button" onClick={onSendAnother} className="btn-outline mt-6">
        {t.contact.form.sendAnother}
      </button>
    </div>
  );
}

/** One labelled fact of the thanks: its label beside its value at every width (decision 0269: stacked on a phone, the
 * facts under the timeline ran the card past the screen's foot). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 py-2.5 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-x-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm text-ink sm:text-[0.9375rem]">{children}</dd>
    </div>
  );
}
