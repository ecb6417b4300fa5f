// "Where it came from" in a message's dialog (decision 0074): the first page of the visit, the plan whose button led to
// the form, the referring site and the campaign, each only when it was known.
import type { MessageSource as Source } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { useLang } from '../../lib/i18n';
import { campaignParts, planLabel } from '../../lib/insight-words';

export function MessageSource({ source }: { source: Source }) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.messages.cameFrom;
  const campaign = source.campaign && campaignParts(source.campaign);
  const rows = [
    { label: words.landing, value: source.landing },
    { label: words.plan, value: source.plan && planLabel(source.plan, t, lang) },
    { label: words.referrer, value: source.referrer },
    { label: words.campaign, value: campaign && [campaign.name, campaign.via].filter(Boolean).join(' · ') },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="message-source-title" className="sub-section text-sm" data-message-source>
      <h3 id="message-source-title" className="font-medium text-muted">
        {words.title}
      </h3>
      {/* Its values in line with the dialog's own (8rem of terms; a section under a hairline, decision 0259). */}
      <dl className="mt-2 grid gap-x-0 gap-y-1 sm:grid-cols-[8rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted">{row.label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere] max-sm:mb-1.5">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
