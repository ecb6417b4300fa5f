// The recovery codes' card: how many are left of the set and when it was made ("only 2 left" as a warning), and "Make
// new codes" (asked first: the old set stops working), whose codes the section shows once.
import { useState } from 'react';
import type { SecurityState } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { makeRecoveryCodes } from '../../lib/calls/security';
import { shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { type CardStatus, SettingsCard } from './settings-card';
import { AskFirst } from './ask-first';
import { useSecurityAction } from './use-security-action';

/** At or under this many left, the card warns: a set of ten runs out quietly otherwise. */
export const FEW_CODES = 3;

type Props = { state: SecurityState; hasFactor: boolean; onCodes: (codes: string[]) => void };

export function RecoveryCodesCard({ state, hasFactor, onCodes }: Props) {
  const t = useAdminT();
  const c = t.security.codes;
  const lang = useLang();
  const { run, busy } = useSecurityAction();
  const [asking, setAsking] = useState(false);
  const { total, remaining, createdAt } = state.recoveryCodes;
  const status: CardStatus | undefined =
    total === 0
      ? undefined
      : remaining <= FEW_CODES
        ? { tone: 'warn', label: fill(c.status.low, { count: remaining }) }
        : // A count, not a verdict: green is kept for "on".
          { tone: 'neutral', label: fill(c.status.left, { count: remaining }) };
  const make = async () => {
    setAsking(false);
    const made = await run(makeRecoveryCodes, t.security.failed);
    if (made) onCodes(made.codes);
  };
  return (
    <SettingsCard title={c.title} description={c.description} status={status}>
      <div className="grid gap-4">
        <p className={total ? 'text-sm' : 'muted text-sm'}>
          {total && createdAt
            ? fillNodes(c.count, {
                remaining: String(remaining),
                total: String(total),
                time: <DateText text={shortDate(createdAt, lang)} at={createdAt} />,
              })
            : hasFactor
              ? c.none
              : c.needFactor}
        </p>
        {hasFactor && (
          <div>
            <button type="button" className="btn-outline" disabled={busy} onClick={() => (total ? setAsking(true) : void make())}>
              <span className="i-lucide-refresh-cw h-4 w-4" aria-hidden="true" />
              {total ? c.make : c.makeFirst}
            </button>
          </div>
        )}
      </div>
      <AskFirst
        open={asking}
        title={c.makeTitle}
        action={c.make}
        busy={busy}
        destructive={false}
        onCancel={() => setAsking(false)}
        onConfirm={() => void make()}
      >
        <p>{c.makeBody}</p>
      </AskFirst>
    </SettingsCard>
  );
}
