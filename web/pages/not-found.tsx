// The screen for any unknown route: "Page Not Found" in the site's own hero band, a way home, and beside it the
// pages a lost visitor most likely wanted (services, pricing, contact) as a card of links in type alone (decision 0239:
// with an icon tile each, and the services' three names, it read as one more copy of the services' list); under /blog or /work (an
// article not up in this language, a tag with no article in it), the journal or the client stories first.
import { PageLink } from '../components/ui/page-link';
import { PageHero } from '../components/ui/page-hero';
import { Phrased } from '../components/ui/phrased';
import { useT } from '../lib/i18n';
import { useLocation } from '../lib/router';
import { usePageHead } from '../lib/use-page-head';

const SUGGESTED = [
  { page: 'services', href: '/services' },
  { page: 'pricing', href: '/pricing' },
  { page: 'contact', href: '/contact' },
] as const;
const COLLECTIONS = [
  { page: 'journal', href: '/blog' },
  { page: 'work', href: '/work' },
] as const;

export function NotFoundPage() {
  const t = useT();
  const [path] = useLocation();
  const collection = COLLECTIONS.find(({ href }) => path === href || path.startsWith(`${href}/`));
  const suggested = collection ? [collection, ...SUGGESTED] : SUGGESTED;
  usePageHead(undefined, t.notFound.body);
  const suggestions = (
    // A region, not a <nav>: the site's navigation stays the header's and the footer's; these are three suggestions.
    <section aria-labelledby="elsewhere-title" className="card overflow-hidden shadow-[var(--shadow-pop)]">
      <h2 id="elsewhere-title" className="eyebrow border-b border-line px-6 py-4">
        {t.notFound.elsewhere}
      </h2>
      <ul className="divide-y divide-line">
        {suggested.map(({ page, href }) => (
          <li key={page}>
            <PageLink
              href={href}
              className="keyboard-ring group flex min-h-11 items-center gap-4 px-6 py-4 transition-colors hover:bg-surface-alt"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{t.pages[page]}</span>
                <span className="muted mt-0.5 block text-sm leading-relaxed">
                  <Phrased text={t.notFound.links[page]} />
                </span>
              </span>
              <span
                className="i-lucide-arrow-right h-4 w-4 shrink-0 text-faint transition-colors group-hover:text-accent-text"
                aria-hidden="true"
              />
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <PageHero eyebrow={t.notFound.eyebrow} title={t.notFound.title} subtitle={t.notFound.body} aside={suggestions}>
      <PageLink href="/" className="btn-primary btn-lg max-sm:w-full">
        <span className="i-lucide-house h-4 w-4" aria-hidden="true" />
        {t.notFound.home}
      </PageLink>
    </PageHero>
  );
}
