// Contact: hero; specialised services and contact details on the left, the message form on the right. The form comes
// first in the page, so on a phone (one column) it is the first thing below the hero; the grid places it on the right.
import { PageHero } from '../components/ui/page-hero';
import { ContactForm } from '../features/contact/contact-form';
import { ContactInfoCard } from '../features/contact/contact-info-card';
import { useContent } from '../features/content/use-content';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { Phrased } from '../components/ui/phrased';

const SERVICE_ICONS = ['i-lucide-code-xml', 'i-lucide-workflow', 'i-lucide-bot'];

export function ContactPage() {
  const t = useT();
  const text = useContent('contact');
  useDocumentTitle(t.pages.contact, 'contact');
  return (
    <>
      <PageHero title={text('hero.title')} subtitle={text('hero.subtitle')} />
      <div className="page-x grid gap-10 py-16 lg:grid-cols-[2fr_3fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <ContactForm />
        </div>
        <div className="space-y-8 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="specialised-title">
            <h2 id="specialised-title" className="text-lg font-semibold">
              <Phrased text={t.contact.servicesTitle} />
            </h2>
            <ul className="mt-4 space-y-4">
              {t.contact.services.map((service, i) => (
                <li key={service.title} className="flex gap-4">
                  <span
                    className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-blue-100 text-blue-800 dark:bg-sky-400/15 dark:text-sky-300"
                    aria-hidden="true"
                  >
                    <span className={`${SERVICE_ICONS[i]} h-5 w-5`} />
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <Phrased text={service.title} />
                    </h3>
                    <p className="muted text-sm leading-relaxed">
                      <Phrased text={service.description} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <ContactInfoCard title={text('info.title')} />
        </div>
      </div>
    </>
  );
}
