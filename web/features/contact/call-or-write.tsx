// On a phone, right under the contact page's intro: the number and the address as two links to tap, for a visitor who
// would rather call or write than fill in the form (round 20: the contact card with them stood some 1,000 px down, under
// the form and the services). From a laptop's width the card beside the form shows them in the first screen.
import { useContactDetails } from '../../lib/contact-details';
import { useT } from '../../lib/i18n';

export function CallOrWrite({ className = '' }: { className?: string }) {
  const t = useT();
  const { phone, phoneHref, email } = useContactDetails();
  if (!phoneHref && !email) return null;
  const link =
    'keyboard-ring inline-flex min-h-11 min-w-0 items-center gap-2 rounded font-medium text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink';
  return (
    <div className={className}>
      <p className="text-sm text-muted">{t.contact.callOrWrite}</p>
      <p className="flex flex-wrap gap-x-6">
        {phone && phoneHref && (
          <a className={link} href={phoneHref}>
            <span className="i-lucide-phone h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
            {phone}
          </a>
        )}
        {email && (
          <a className={`${link} break-all`} href={`mailto:${email}`}>
            <span className="i-lucide-mail h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
            {email}
          </a>
        )}
      </p>
    </div>
  );
}
