// The screen for any unknown route: "Page Not Found" and a way home.
import { Link } from 'wouter';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { Phrased } from '../components/ui/phrased';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t.pages.notFound);
  return (
    <section className="page-x grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="text-6xl font-extrabold text-blue-700 dark:text-sky-300">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          <Phrased text={t.notFound.title} />
        </h1>
        <p className="muted mt-4 text-lg">
          <Phrased text={t.notFound.body} />
        </p>
        <Link href="/" className="btn-primary mt-8">
          <span className="i-lucide-house h-4 w-4" aria-hidden="true" />
          {t.notFound.home}
        </Link>
      </div>
    </section>
  );
}
