// The contact form of product.md §2: validated like the server, disabled while sending. A refused send lists what to fix and
// brings the first field into view below the sticky header; a stored one is thanked in the form's place for 5 s
// (product.md's banner), after which the emptied form returns. Its checks load when the visitor first focuses it (lazy-checks.ts).
// A message carries where its visit began and the plan the form was opened from (message-source.ts), when known, and
// the solution of the form's proof of work, worked out in the background from that first focus (form-check.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PageLink } from '../../components/ui/page-link';
import { CONTACT_FORM_ANCHOR } from '../../lib/published-routes';
import { sendContactMessage, type ContactMessageBody } from '../../lib/calls/contact';
import { forgetTypedText, typedText } from '../../lib/typed-early';
import { fill, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';
import { ErrorSummary } from './error-summary';
import { ServiceSelect, wantedService } from './service-select';
import { useSearch } from '../../lib/router';
import { ThankYouPanel } from './thank-you-panel';
import { useContactDetails } from '../../lib/contact-details';
import { usePlanInquiry } from './use-plan-inquiry';
import { messageSource } from './message-source';
import { loadChecks, loadedChecks, type Checks } from './lazy-checks';
import { startFormCheck, takeFormCheck } from './form-check';
import type { FieldErrors, MessageFields } from './validate-message';

const EMPTY: MessageFields = { name: '', email: '', service: '', message: '', website: '' };
const CHECKED = ['name', 'email', 'message'] as const;
export const SUCCESS_BANNER_MS = 5000;

/** `onSent`: told once a message is stored (the page's next steps then say where the visitor stands). `onThanks`: told
 * when the thanks come and go (they hold the page's timeline meanwhile, decision 0269). */
export function ContactForm({ onSent, onThanks }: { onSent?: () => void; onThanks?: (shown: boolean) => void } = {}) {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  // Text typed before the page's code ran is kept (lib/typed-early.ts), not emptied by hydration.
  const [fields, setFields] = useState<MessageFields>(() => ({ ...EMPTY, ...typedText(Object.keys(EMPTY) as (keyof MessageFields)[]) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Each refused send is an attempt: its summary is announced afresh and its first field brought into view.
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<'form' | 'thanks'>('form');
  const [sentOnce, setSentOnce] = useState(false);
  // The address the visitor gave, for the thank-you panel to say where the reply goes (the form itself is emptied).
  const lang = useLang();
  const studio = useContactDetails().email;
  const [sentFrom, setSentFrom] = useState('');
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  // Until the page's code runs, a press would send the form as a plain GET, the message in the address: wait for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    forgetTypedText();
    setHydrated(true);
  }, []);

  const inquiry = usePlanInquiry();
  const prefilled = useRef(false);
  useEffect(() => {
    if (!inquiry || prefilled.current) return;
    prefilled.current = true;
    setFields((current) => (current.message ? current : { ...current, message: inquiry }));
  }, [inquiry]);

  // A service the address names (/contact?service=automation, a link from elsewhere) is chosen in the form, read after
  // hydration as the plan is (the server's page ignores the query), and again when a link names another (the card then
  // brought into view when its top is off the screen).
  const search = useSearch();
  const hydratedSearch = hydrated ? search : '';
  useEffect(() => {
    const service = wantedService(hydratedSearch);
    if (!service) return;
    setFields((current) => ({ ...current, service }));
    const card = form.current?.closest('section');
    const top = card?.getBoundingClientRect().top ?? 0;
    if (card && (top < 0 || top > window.innerHeight - 160)) card.scrollIntoView({ block: 'start' });
  }, [hydratedSearch]);

  const input = (name: string) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`) ?? null;
  /** The field's block (label, box, message) brought below the sticky header (scroll-mt), then the caret in its box; or,
   * when they fit on the screen with it, the summary above it, from the form card's title (no title cut by the header). */
  const goTo = (name: string, withSummary = false) => {
    const target = input(name);
    const block = target?.closest('[data-field]');
    const summary = form.current?.parentElement?.querySelector('[data-error-summary]');
    const card = form.current?.closest('section');
    const fitsFrom = (top?: Element | null) =>
      !!top && !!block && block.getBoundingClientRect().bottom - top.getBoundingClientRect().top < window.innerHeight - 112;
    const start = withSummary ? [card, summary].find(fitsFrom) : undefined;
    (start ?? block)?.scrollIntoView({ block: start ? 'start' : 'nearest' });
    target?.focus({ preventScroll: true });
  };

  const send = async (body: ContactMessageBody) => {
    setSending(true);
    try {
      const altcha = await takeFormCheck();
      await sendContactMessage(altcha ? { ...body, altcha } : body);
      setFields(EMPTY);
      setSentFrom(body.email);
      setSentOnce(true);
      setPhase('thanks');
      onSent?.();
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  // Where focus goes when the form is back (it cannot take focus while hidden): the name box, or the thank-you note
  // when the panel had focus as it went.
  const focusOnReturn = useRef<'name' | 'note' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of phase moves focus or starts the timer
  useEffect(() => {
    onThanks?.(phase === 'thanks');
    if (phase === 'form') {
      (focusOnReturn.current === 'name' ? input('name') : focusOnReturn.current === 'note' ? note.current : null)?.focus();
      focusOnReturn.current = null;
      return;
    }
    const timer = setTimeout(() => {
      if (document.activeElement?.closest('[data-thank-you]')) focusOnReturn.current = 'note';
      setPhase('form');
    }, SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new attempt moves the visitor; corrections as they type do not
  useEffect(() => {
    if (!attempt) return;
    const first = CHECKED.find((name) => errors[name]);
    if (first) goTo(first, true);
    // Only a new attempt moves the visitor; corrections as they type do not.
  }, [attempt]);

  const update = (name: keyof MessageFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Once a field has been flagged (so the checks have loaded), its message follows the text as it is corrected.
    const checks = loadedChecks();
    if (errors[name] && checks) {
      const result = checks.validateMessage(next, t);
      setErrors('errors' in result ? { ...errors, [name]: result.errors[name] } : {});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    let loaded: Checks;
    try {
      loaded = loadedChecks() ?? (await loadChecks());
    } catch {
      setFailed(true);
      return;
    }
    const result = loaded.validateMessage(fields, t);
    if ('errors' in result) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFailed(false);
    const source = messageSource(window.location.search);
    void send(source ? { ...result.body, source } : result.body);
  };

  const sendAnother = () => {
    focusOnReturn.current = 'name';
    setPhase('form');
  };

  const fieldProps = (name: keyof MessageFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: 'field mt-1.5',
  });
  const label = (name: keyof MessageFields, text: string, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink">
      {text}
      {required && (
        <span className="text-muted" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
  const error = (name: keyof MessageFields) =>
    errors[name] && (
      // An error's own look (round 15: a red line of words read as the brand's accent): its icon, the words in `bad` at
      // medium weight, under a field edged in `bad` on a faint `bad` ground (decision 0161).
      <p id={`${id}-${name}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-bad">
        <span className="i-lucide-circle-alert mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {errors[name]}
      </p>
    );
  const summary = CHECKED.filter((name) => errors[name]).map((name) => ({ name, label: t.contact.form[name], inputId: `${id}-${name}` }));

  return (
    // Its address (CONTACT_FORM_ANCHOR) lets a link open the page at the form.
    <section id={CONTACT_FORM_ANCHOR} aria-labelledby={`${id}-title`} className="card scroll-mt-24 p-6 shadow-[var(--shadow-pop)] sm:p-8">
      {/* Once sent, the card holds the thanks itself, under its own title (the card's name follows it): "Send us a message"
          over a message already sent, and a second card inside the first, read as two states at once. */}
      {phase === 'thanks' ? (
        <ThankYouPanel titleId={`${id}-title`} sentFrom={sentFrom} onSendAnother={sendAnother} />
      ) : (
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-[-0.02em] text-ink">
          <Phrased text={t.contact.form.title} />
        </h2>
      )}
      {/* Kept in the page while thanked, hidden: emptied, and back as it was when the thanks end. */}
      <div hidden={phase === 'thanks'}>
        {sentOnce && (
          <p ref={note} tabIndex={-1} className="mt-4 flex items-center gap-2 rounded text-good outline-none">
            <span className="i-lucide-circle-check h-5 w-5" aria-hidden="true" />
            {t.contact.form.sentNote}
          </p>
        )}
        {/* A send that failed: product.md's sentence, then what a person at the studio would add: nothing typed is lost,
            and where to write if it fails again, with who answers and when (design.md, session 41). */}
        {failed && (
          <div role="alert" className="mt-4 flex gap-3 rounded-xl border border-bad/35 bg-bad/8 p-4 text-ink">
            <span className="i-lucide-circle-alert mt-0.5 h-5 w-5 shrink-0 text-bad" aria-hidden="true" />
            <div className="text-sm leading-relaxed">
              <p className="font-semibold text-ink">{t.contact.form.error}</p>
              <p className="mt-1 text-muted">
                {t.contact.form.errorKept}
                {/* Chinese sentences follow one another with no space between them. */}
                {studio && `${lang === 'zh' ? '' : ' '}${fill(t.contact.form.errorWrite, { email: studio })}`}
              </p>
            </div>
          </div>
        )}
        <ErrorSummary key={attempt} entries={summary} onPick={goTo} />
        <form
          ref={form}
          noValidate
          onSubmit={submit}
          onFocus={() => {
            void loadChecks().catch(() => {});
            startFormCheck();
          }}
          className="mt-6 grid gap-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div data-field="" className="scroll-mt-24">
              {label('name', t.contact.form.name, true)}
              <input {...fieldProps('name')} type="text" autoComplete="name" required onChange={(e) => update('name', e.target.value)} />
              {error('name')}
            </div>
            <div data-field="" className="scroll-mt-24">
              {label('email', t.contact.form.email, true)}
              <input
                {...fieldProps('email')}
                type="email"
                autoComplete="email"
                required
                onChange={(e) => update('email', e.target.value)}
              />
              {error('email')}
            </div>
          </div>
          <div data-field="" className="scroll-mt-24">
            {label('service', t.contact.form.service, false)}
            <ServiceSelect field={fieldProps('service')} onChange={(value) => update('service', value)} />
          </div>
          <div data-field="" className="scroll-mt-24">
            {label('message', t.contact.form.message, true)}
            {/* A prompt while the box is empty and a hint under it, both saying what helps a first reply (what, when,
                roughly how much): the form asks for no more fields. The hint is read with the box; a refusal first. */}
            <textarea
              {...fieldProps('message')}
              aria-describedby={[errors.message && `${id}-message-error`, `${id}-message-hint`].filter(Boolean).join(' ')}
              placeholder={t.contact.form.messagePlaceholder}
              rows={6}
              required
              onChange={(e) => update('message', e.target.value)}
            />
            {error('message')}
            {/* Phrased: the Chinese hint never parts its aside (預算（如 / 已有概念）); its last line balanced (round 16). */}
            <p id={`${id}-message-hint`} className="muted mt-1.5 text-sm leading-relaxed text-pretty">
              <Phrased text={t.contact.form.messageHint} />
            </p>
          </div>
          {/* The honeypot: off-screen and hidden from assistive technology, so only a bot fills it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              {t.contact.form.honeypot}
              <input
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={fields.website}
                onChange={(e) => update('website', e.target.value)}
              />
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <button type="submit" disabled={!hydrated || sending} className="btn-primary btn-lg max-sm:w-full">
              {sending ? t.contact.form.sending : t.contact.form.submit}
              {!sending && <span className="i-lucide-send h-4 w-4" aria-hidden="true" />}
            </button>
            <p className="muted flex flex-wrap items-center gap-x-1.5 text-sm">
              <span>{t.contact.form.privacyNote}</span>
              <PageLink href="/privacy" className="link inline-flex min-h-11 items-center font-medium underline">
                {t.contact.form.privacyLink}
              </PageLink>
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
