// What a contact message carries about its visit (decision 0074): where the visit began, from which site and campaign
// (lib/page-views.ts), and the plan whose card opened the form (/contact?plan=pro&billing=annual) when it is one the
// site offers. Nothing unknown is sent, and nothing at all when the visitor asked not to be tracked.
import { BILLINGS, PLAN_IDS } from '../../../src/contract/constants';
import { trackingRefused, visitSoFar, type Visit } from '../../lib/page-views';

/** The source to send with a message from the page at `search`, or undefined when nothing is known. */
export function messageSource(search: string): Visit | undefined {
  if (trackingRefused()) return;
  const query = new URLSearchParams(search);
  const plan = query.get('plan') ?? '';
  const billing = query.get('billing') ?? '';
  const source: Visit = { ...visitSoFar() };
  if ((PLAN_IDS as readonly string[]).includes(plan) && (BILLINGS as readonly string[]).includes(billing))
    source.plan = `${plan} ${billing}`;
  return Object.keys(source).length ? source : undefined;
}
