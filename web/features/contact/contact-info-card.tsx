// Contact details from the settings, each falling back to the built-in value when not set (cached 5 min, 3 retries); a
// detail that is still empty has no row at all.
import type { ReactNode } from 'react';
import { useContactDetails } from '../../lib/contact-details';
import { useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

export function ContactInfoCard({ title }: { title: string }) {
  const t = useT();
  const { address, phone, email, phoneHref } = useContactDetails();
  // On a phone a call or a mail is a row to tap: the link fills its row's width (44 px tall at least) with a chevron at
  // its end, and its box stretches over the whole row (icon and label too) so a thumb anywhere on it calls or writes.
  const valueLink =
    "keyboard-ring tap-target rounded font-medium text-ink underline-offset-4 hover:text-accent-text hover:underline max-md:flex max-md:w-full max-md:justify-between max-md:gap-3 max-md:after:absolute max-md:after:inset-0 max-md:after:content-['']";
  const chevron = <span className="i-lucide-chevron-right h-4 w-4 shrink-0 text-faint md:hidden" aria-hidden="true" />;
  const rows: { icon: string; label: string; value: ReactNode }[] = [];
  if (address)
    rows.push({
      icon: 'i-lucide-map-pin',
      label: t.contact.address,
      value: (
        // Phrased: a Chinese address breaks between its parts (台北市 / 大安區 / … / 88號5樓), never inside a number's unit.
        <span>
          <Phrased text={address} />
        </span>
      ),
    });
  if (phone)
    rows.push({
      icon: 'i-lucide-phone',
      label: t.contact.phone,
      value: phoneHref ? (
        <a className={valueLink} href={phoneHref}>
          {phone}
          {chevron}
        </a>
      ) : (
        <span>{phone}</span>
      ),
    });
  if (email)
    rows.push({
      icon: 'i-lucide-mail',
      label: t.contact.email,
      value: (
        <a className={`${valueLink} break-all`} href={`mailto:${email}`}>
          <span>{email}</span>
          {chevron}
        </a>
      ),
    });
  return (
    <section aria-labelledby="contact-info-title" data-part="info" className="card p-6 sm:p-8">
      <h2 id="contact-info-title" className="card-title">
        <Phrased text={title} />
      </h2>
      <dl className="mt-5 divide-y divide-line">
        {rows.map((row) => (
          // The icon sits in the term (a <dl>'s rows hold only terms and details), drawn beside both.
          <div key={row.label} className="relative min-h-9 py-3.5 pl-13 first:pt-0 last:pb-0">
            <dt className="caption font-medium">
              <span
                className="absolute left-0 grid h-9 w-9 place-items-center rounded-lg border border-line bg-surface-alt text-accent-text"
                aria-hidden="true"
              >
                <span className={`${row.icon} h-4.5 w-4.5`} />
              </span>
              {row.label}
            </dt>
            <dd className="mt-0.5 text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
