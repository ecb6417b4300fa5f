// Privacy notice: what the contact form collects, why, how long it is kept, and the visitor's rights; every text is
// editable in the admin (content section "privacy"), with the contact address to write to.
import { usePublicRead } from '../lib/read-store';
import { Link } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { PRIVACY_DEFAULTS } from '../../src/contract/content-defaults-privacy';
import { useContent } from '../features/content/use-content';
import { useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { useDocumentTitle } from '../lib/use-document-title';
import { Phrased } from '../components/ui/phrased';

const PARTS = ['collected', 'use', 'keeping', 'rights'] as const;

export function PrivacyPage() {
  const t = useT();
  const text = useContent('privacy', PRIVACY_DEFAULTS);
  const contact = usePublicRead(publicQueries.contactInfo());
  useDocumentTitle(t.pages.privacy, 'privacy');
  const email = contact.data?.email || t.contact.fallback.email;
  return (
    <>
      <PageHero title={text('hero.title')} subtitle={text('hero.subtitle')} />
      <div className="page-x max-w-3xl py-16">
        {PARTS.map((part) => (
          <section key={part} aria-labelledby={`privacy-${part}`} className="mb-10">
            <h2 id={`privacy-${part}`} className="text-2xl font-bold tracking-tight">
              <Phrased text={text(`${part}.title`)} />
            </h2>
            <p className="muted mt-3 leading-relaxed whitespace-pre-line">{text(`${part}.body`)}</p>
          </section>
        ))}
        <p className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          {t.privacy.questions}{' '}
          <a
            className="keyboard-ring rounded font-semibold text-blue-700 underline underline-offset-2 dark:text-sky-300"
            href={`mailto:${email}`}
          >
            {email}
          </a>{' '}
          {t.privacy.or}{' '}
          <Link
            href="/contact"
            className="keyboard-ring rounded font-semibold text-blue-700 underline underline-offset-2 dark:text-sky-300"
          >
            {t.privacy.contactPage}
          </Link>
        </p>
      </div>
    </>
  );
}
