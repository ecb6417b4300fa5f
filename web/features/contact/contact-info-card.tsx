// Contact details from the settings, each falling back to the built-in value when not set (cached 5 min, 3 retries).
import { useContactDetails } from '../../lib/contact-details';
import { useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

export function ContactInfoCard({ title }: { title: string }) {
  const t = useT();
  const { address, phone, email, phoneHref } = useContactDetails();
  const rows = [
    { icon: 'i-lucide-map-pin', label: t.contact.address, value: <span>{address}</span> },
    {
      icon: 'i-lucide-phone',
      label: t.contact.phone,
      value: phoneHref ? (
        <a className="keyboard-ring tap-target rounded hover:underline" href={phoneHref}>
          {phone}
        </a>
      ) : (
        <span>{phone}</span>
      ),
    },
    {
      icon: 'i-lucide-mail',
      label: t.contact.email,
      value: (
        <a className="keyboard-ring tap-target rounded break-all hover:underline" href={`mailto:${email}`}>
          {email}
        </a>
      ),
    },
  ];
  return (
    <section aria-labelledby="contact-info-title" className="card p-6">
      <h2 id="contact-info-title" className="text-lg font-semibold">
        <Phrased text={title} />
      </h2>
      <dl className="mt-4 space-y-4">
        {rows.map((row) => (
          <div key={row.label} className="relative pl-8">
            <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">
              <span className={`${row.icon} absolute top-0.5 left-0 h-5 w-5 text-blue-700 dark:text-sky-300`} aria-hidden="true" />
              {row.label}
            </dt>
            <dd className="mt-0.5">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
