// Contact (decision 0269): a compact hero (the heading and its line side by side from a laptop's width), then the
// message form as a card on the right with who answers right above it, and on the left what happens after a message
// (the column's lead), the contact details, and quietly under them the specialised services, each a line of what it is
// (decision 0280). The form's column comes first in the page, so on a phone (one column) the hero's
// short intro is followed by who replies, the form, what happens next, the contact details and the services. From
// 1280 × 800 the form's first fields are in the first screen.
import { PageHero } from '../components/ui/page-hero';
import { ContactForm } from '../features/contact/contact-form';
import { ContactInfoCard } from '../features/contact/contact-info-card';
import { NextSteps } from '../features/contact/next-steps';
import { TalkTo } from '../features/contact/talk-to';
import { ContactServices } from '../features/contact/contact-services';
import { useContent } from '../features/content/use-content';
import { useT } from '../lib/i18n';
import { usePageHead } from '../lib/use-page-head';
import { useState } from 'react';

export function ContactPage() {
  const t = useT();
  const text = useContent('contact');
  usePageHead('contact', text('hero.subtitle'));
  // Once a message is sent, what happens next says where the visitor stands (decision 0117); while the thanks show,
  // they hold that timeline themselves (decision 0269), so the column's is left out meanwhile.
  const [sent, setSent] = useState(false);
  const [thanking, setThanking] = useState(false);
  return (
    <>
      {/* The page's name as every page's eyebrow. Compact (round 31: hero and founder card filled a laptop's first
          screen, the form below the fold). Decision 0275 (round 33: beside the heading the line floated far right over
          a gap): the line under the heading at every width. */}
      <PageHero compact stacked eyebrow={t.pages.contact} title={text('hero.title')} subtitle={text('hero.subtitle')} />
      <div className="page-x grid items-start gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-14">
        <div className="lg:col-start-2 lg:row-start-1">
          {!thanking && <TalkTo className="mb-4" />}
          <ContactForm onSent={() => setSent(true)} onThanks={setThanking} />
        </div>
        {/* The left column (after the form on a phone): what happens next leads it (round 32: the services' links stood
            here, beside the form, and pulled a visitor away from it), then the page's one place for the address, phone
            and email (round 24), then the services, quiet. */}
        {/* Held in view beside the taller thanks card from a laptop's width, and while the thanks show headed by who
            replies, moved from over the form (decision 0275, round 33: about 400 px of the column stood empty under the
            services after a send). Its top is the form column's top, and its cards share the form's padding, 24 px on a
            phone and 32 px from 640 px (decision 0280, round 34: three paddings and two tops). */}
        <div className="flex flex-col gap-10 lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1">
          {/* While the thanks show, who replies heads this column, not the form's (the two columns then balance). */}
          {thanking ? <TalkTo /> : <NextSteps sent={sent} />}
          <ContactInfoCard title={text('info.title')} />
          {/* The three services by name (product.md §2's left column; decision 0239: no second copy of the services'
              block), quiet, under the details: information, the form's select the one control (decision 0280). */}
          <ContactServices />
        </div>
      </div>
    </>
  );
}
