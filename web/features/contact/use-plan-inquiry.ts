// The contact form opened from a plan card (/contact?plan=<id>&billing=<period>): the message to start with, naming
// that plan in the page's language, or null when the link names no plan that exists. Read after hydration, so the
// page rendered on the server (which ignores the query) hydrates unchanged.
import { usePublicRead } from '../../lib/read-store';
import { useEffect, useState } from 'react';
import { fill, pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';

export function usePlanInquiry(): string | null {
  const t = useT();
  const lang = useLang();
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const plan = query.get('plan');
    const billing = query.get('billing');
    if (plan && billing) setWanted(`${plan}-${billing}`);
  }, []);
  const plans = usePublicRead(publicQueries.pricingPlans(), wanted !== null);
  const plan = plans.data?.find((p) => p.id === wanted);
  return plan ? fill(t.contact.form.askAboutPlan, { plan: pick(plan, 'name', lang) }) : null;
}
