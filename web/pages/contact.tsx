// Contact: a compact hero with who answers beside it (from a laptop's width); the message form as a card on the right
// with what happens after a message under it, and on the left the specialised services, each a link that starts the
// form with it chosen, and the contact details. The form comes first in the page, so on a phone (one column) it follows
// the hero's short intro and a one-line "who replies" chip, and what happens next follows its Send button, then the
// contact details and the services.
import { PageHero } from '../components/ui/page-hero';
import { Phrased } from '../components/ui/phrased';
import { ContactForm } from '../features/contact/contact-form';
import { ContactInfoCard } from '../features/contact/contact-info-card';
import { NextSteps } from '../features/contact/next-steps';
import { TalkTo, TalkToChip } from '../features/contact/talk-to';
import { PageLink } from '../components/ui/page-link';
import { CONTACT_FORM_ANCHOR } from '../lib/published-routes';
import { SERVICE_LINKS } from '../features/contact/service-select';
import { useContent } from '../features/content/use-content';
import { useT } from '../lib/i18n';
import { usePageHead } from '../lib/use-page-head';
import { useState } from 'react';

export function ContactPage() {
  const t = useT();
  const text = useContent('contact');
  usePageHead('contact', text('hero.subtitle'));
  // Once a message is sent, what happens next says where the visitor stands (decision 0117).
  const [sent, setSent] = useState(false);
  return (
    <>
      {/* The page's name as every page's eyebrow ("Start a project" over "Tell us about your project" said it twice). The
          hero is the title and its line alone: the form beside the column below is in the first screen of a laptop. */}
      <PageHero
        eyebrow={t.pages.contact}
        title={text('hero.title')}
        subtitle={text('hero.subtitle')}
        // Who answers fills the hero's right half from a laptop's width (decision 0251: an empty half over the form); on
        // a phone the chip over the form stands for it.
        aside={
          <div className="max-lg:hidden">
            <TalkTo />
          </div>
        }
      />
      {/* On a laptop the form on the right and, on the left, the services and the contact details end near one line;
          what happens next runs across the page under both (round 14: under the form alone it ran far below the left
          column). On a phone: the form, what happens next, then the rest. */}
      <div className="page-x grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-14 lg:gap-y-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <TalkToChip className="mb-4 lg:hidden" />
          <ContactForm onSent={() => setSent(true)} />
        </div>
        {/* Sent, the steps stand under the thanks in the form's column, the left column spanning both rows (round 18:
            beside the short thank-you card the column stood mostly empty), their marks on the card's content edge (its
            1 px border and p-6 / sm:p-9; round 21 saw them 29 px left of it). */}
        <NextSteps
          sent={sent}
          className={
            sent ? 'px-6.25 sm:px-9.25 lg:col-start-2 lg:row-start-2' : 'lg:col-span-2 lg:row-start-2 lg:border-t lg:border-line lg:pt-10'
          }
        />
        <div className={`flex flex-col gap-10 lg:col-start-1 lg:row-start-1 lg:gap-14 ${sent ? 'lg:row-span-2' : ''}`}>
          {/* The page's one place for the address, phone and email (round 24: a call-or-write line over the form said them
              a third time with the footer): on a phone right after what happens next, before the services; first in the
              page's order too, so a screen reader and Tab meet it where a phone shows it; under the services from 1024 px. */}
          <div className="lg:order-last">
            <ContactInfoCard title={text('info.title')} />
          </div>
          {/* The three services by name (product.md §2's left column; decision 0239: no second copy of the services'
              block), each a link that starts the form with it chosen as the interested service (decision 0251: an
              unlinked list read as stray body text). */}
          <section aria-labelledby="specialised-title">
            <h2 id="specialised-title" className="eyebrow">
              <Phrased text={t.contact.servicesTitle} />
            </h2>
            <ul className="mt-3 divide-y divide-line border-y border-line">
              {t.contact.services.map((service, i) => (
                <li key={service.title}>
                  <PageLink
                    href={`/contact?service=${SERVICE_LINKS[i]}#${CONTACT_FORM_ANCHOR}`}
                    data-service={SERVICE_LINKS[i]}
                    className="keyboard-ring group flex min-h-14 items-center justify-between gap-4 rounded py-3 font-medium lg:min-h-15 text-ink hover:text-accent-text"
                  >
                    <span className="min-w-0">
                      <Phrased text={service.title} />
                    </span>
                    <span
                      className="i-lucide-arrow-right h-4 w-4 shrink-0 text-faint transition-transform group-hover:translate-x-0.5 group-hover:text-accent-text motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
