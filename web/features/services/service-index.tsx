// /services' in-page nav: one link per service, its line icon and title, to that service's row below. It sits at the top
// of the services' section and, from 768 px, stays under the header while the rows scroll past (sticky inside the
// section, so it leaves with the last row). Session 54 (round 32): the hero's index listed the three services with a
// sentence each, the rows listed them again and the closing band a third time; now the hero is the page's promise alone
// and the services are named once more only as this nav. A phone, where the rows start right under the hero, has none.
// Nothing while the list loads or when it is empty. The service whose row crosses the window's middle is lit as the
// header lights its page (ink, an accent underline; `aria-current`), by an observer once the page is running (decision
// 0279): the server's HTML lights none.
import { useEffect, useState } from 'react';
import { usePublicRead } from '../../lib/read-store';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';
import { serviceAnchor, serviceIcon } from './service-list';

export function ServiceIndex() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('services'));
  const [current, setCurrent] = useState('');
  useEffect(() => {
    // A thin band across the window's middle: the row in it is the one being read (the gaps between rows keep the last).
    const seen = new IntersectionObserver((rows) => rows.forEach((row) => row.isIntersecting && setCurrent(row.target.id)), {
      rootMargin: '-50% 0px -50% 0px',
    });
    for (const service of data ?? []) {
      const row = document.getElementById(serviceAnchor(service));
      if (row) seen.observe(row);
    }
    return () => seen.disconnect();
  }, [data]);
  if (!data?.length) return null;
  return (
    // A frosted pill (the header's ground) of quiet links (the `service-nav*` shortcuts, uno.config.ts); unnumbered:
    // the areas have no order.
    <nav aria-label={t.services.areasLabel} className="service-nav">
      {data.map((service, i) => (
        <a
          key={service.id}
          href={`#${serviceAnchor(service)}`}
          aria-current={current === serviceAnchor(service) || undefined}
          className="service-nav-link"
        >
          <span className={`h-4 w-4 shrink-0 text-accent-text ${serviceIcon(service, i)}`} aria-hidden="true" />
          {/* One flex item: the title's phrases (AI 助理 / 開發) are several nodes, and the link's gap fell between them. */}
          <span>
            <Phrased text={pick(service, 'title', lang)} />
          </span>
        </a>
      ))}
    </nav>
  );
}
