// /contact's three specialised services (product.md §2's left column) as information, not a control (decision 0280,
// round 34: a row of pills "pick one to start" did the form's "Interested service" select's work a second time): each
// its icon, title and one line, in the muted ink under a small label, with one quiet link to /services for the whole
// story. The select stays the form's one way to choose.
import { ArrowLink } from '../../components/ui/arrow-link';
import { Phrased } from '../../components/ui/phrased';
import { useT } from '../../lib/i18n';

/** Home's expertise icons, in the same order (custom software, automation, an assistant). */
const ICONS = ['i-lucide-code-xml', 'i-lucide-workflow', 'i-lucide-bot'];

export function ContactServices() {
  const t = useT();
  return (
    <section aria-labelledby="specialised-title" data-part="services">
      <h2 id="specialised-title" className="caption font-medium">
        <Phrased text={t.contact.servicesTitle} />
      </h2>
      <ul className="mt-4 space-y-4">
        {t.contact.services.map((service, i) => (
          <li key={service.title} className="flex items-start gap-3">
            <span className={`${ICONS[i]} mt-0.5 h-5 w-5 shrink-0 text-accent-text`} aria-hidden="true" />
            {/* Plain blocks, not a flex row: Phrased's spans in a flex row each took the row's gap (「AI 助理  開發」). */}
            <div className="min-w-0 text-sm leading-relaxed">
              <h3 className="font-semibold text-ink">
                <Phrased text={service.title} />
              </h3>
              <p className="muted">
                <Phrased text={service.line} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <ArrowLink href="/services" className="tap-target mt-4">
        {t.contact.servicesLink}
      </ArrowLink>
    </section>
  );
}
