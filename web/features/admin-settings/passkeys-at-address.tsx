// The passkeys card's note where the site is reached by an IP address: no passkey can be made or used there, and the way
// out is the site's own address (decision 0075).
import { useQuery } from '@tanstack/react-query';
import { useAdminT } from '../../lib/admin-i18n';
import { setupQuery } from '../../lib/calls/setup';

/**
 * Where the site is reached by an IP address no passkey can be made or used: said in the card's warning box, with the
 * way out — the site's own address when PUBLIC_URL names it (the setup checklist knows it), else what kind of address.
 */
export function AtAddressNote() {
  const t = useAdminT();
  const p = t.security.passkeys;
  const site = useQuery(setupQuery()).data?.publicUrl;
  const at = site ? `${site.replace(/\/$/, '')}${location.pathname}` : null;
  const [before = '', after = ''] = p.atAddressOpen.split('{{site}}');
  return (
    <div className="flex gap-2 rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink" data-passkeys-at-address>
      <span className="i-lucide-key-round text-warn mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="text-pretty">
        {/* Plain text, not phrased: one paragraph fills its lines; phrases kept whole broke it as if by hand (round 12). */}
        <strong className="font-semibold">{p.atAddressTitle}</strong>
        {/* A Chinese full stop needs no space after it; an English one does. */}
        {/[。！？]$/.test(p.atAddressTitle) ? '' : ' '}
        {at ? (
          <span>
            {before}
            <a href={at} className="font-medium underline underline-offset-2">
              {new URL(at).host}
            </a>
            {after}
          </span>
        ) : (
          <span>{p.atAddress}</span>
        )}
      </p>
    </div>
  );
}
