// Shown in the form's place after a message is stored, as the form card's content (its title the card's, no card of its
// own inside it): it takes focus (brought into view below the sticky header, and
// read by a screen reader; no ring, as nothing in it but its button is pressed). Its title is product.md's thank-you
// sentence (its "soon" is fixed text) set as the card's heading, its first sentence at heading weight under a tick in
// the good tint (decision 0251); under it, what that sentence leaves open as labelled facts, not a sentence saying it again (round 24):
// who replies and by when (a founder, one business day: decision 0143's promise), to which address, and the address the
// reply comes from, so a visitor can look for it (and in the spam folder). The visitor's address is one unbroken block:
// it moves whole to the next line rather than breaking mid-word, and breaks only if longer than a line.
import { useEffect, useRef, type ReactNode } from 'react';
import { useContactDetails } from '../../lib/contact-details';
import { useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

/** `titleId`: its title's id, which names the form's card while the thanks stand in the form's place. */
export function ThankYouPanel({ titleId, sentFrom, onSendAnother }: { titleId: string; sentFrom: string; onSendAnother: () => void }) {
  const t = useT();
  const studio = useContactDetails().email;
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
      {/* The card's own title now: product.md's thank-you sentence, word for word, said once (round 20). Set with
          confidence (decision 0251: a tinted status box broke it into three ragged lines on a phone): a tick in the good
          tint over its first sentence at heading weight, set even (balanced), and its second sentence under it as the
          lead, muted; the facts under them say who replies and by when. The text is product.md's, whitespace and all. */}
      <h2 id={titleId} className="text-ink">
        <span className="grid h-10 w-10 place-items-center rounded-full bg-good/12 text-good" aria-hidden="true">
          <span className="i-lucide-check h-5 w-5" />
        </span>
        {clauses(t.contact.form.success).map((clause, i) =>
          typeof clause === 'string' ? (
            clause
          ) : (
            <span
              key={clause.text}
              className={
                i === 0
                  ? 'mt-4 block text-[1.375rem] leading-snug font-semibold tracking-[-0.02em] text-balance sm:text-2xl'
                  : 'mt-1.5 block text-base leading-relaxed font-normal text-muted text-balance sm:text-[1.0625rem]'
              }
            >
              <Phrased text={clause.text} balanced />
            </span>
          ),
        )}
      </h2>
      {/* What the sentence leaves open, each fact once: a label beside its value (under it on a narrow phone). */}
      <div id={`${titleId}-body`}>
        <dl className="mt-6 divide-y divide-line border-y border-line">
          <Fact label={t.contact.form.replyWhoLabel}>
            <Phrased text={t.contact.form.replyWho} />
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

/** One labelled fact of the thanks: its label beside its value, under it on a narrow phone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-6 gap-y-0.5 py-3 min-[400px]:grid-cols-[7.5rem_minmax(0,1fr)]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-[0.9375rem] text-ink">{children}</dd>
    </div>
  );
}

/** A sentence's clauses up to its first full stop or comma, and the rest, with the space between them kept as text (so
 *  the heading's text stays the dictionary's, word for word, and a Chinese one gains no space). */
function clauses(text: string): ({ text: string } | string)[] {
  const cut = /^(.+?[.!?。，,])(\s*)(\S.*)$/u.exec(text);
  return cut ? [{ text: cut[1]! }, cut[2]!, { text: cut[3]! }] : [{ text }];
}
