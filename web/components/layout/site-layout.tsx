// The public pages' frame: skip link, header, main content, footer.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { Footer } from './footer';
import { Header } from './header';

export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  // A new page starts at its top, as a full page load would, or at the section its link names (/services#client-stories),
  // once that page has drawn it (its script may still be on the way: a second at most).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location starts at the top, as a page load would
  useEffect(() => {
    window.scrollTo(0, 0);
    const id = decodeURIComponent(window.location.hash.slice(1));
    let frame = 0;
    let tries = 60;
    const find = () => {
      const target = id && document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (id && tries--) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [location]);
  return (
    <div className="flex min-h-screen flex-col bg-bg text-ink">
      <a
        href="#main"
        className="keyboard-ring sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t.nav.skip}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
