// One passkey in the list: its name (with "Synced" when the maker's cloud keeps it), when it was added and last used,
// and Rename and Remove in its "More actions" menu.
import type { Passkey } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { ago, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';

type Props = { passkey: Passkey; onRename: () => void; onRemove: () => void };

export function PasskeyRow({ passkey, onRename, onRemove }: Props) {
  const t = useAdminT();
  const p = t.security.passkeys;
  const lang = useLang();
  const on = (iso: string) => <DateText text={shortDate(iso, lang)} at={iso} />;
  const ago_ = (iso: string) => <DateText text={ago(iso, lang, t.devices.justNow)} at={iso} />;
  return (
    <li className="card-row flex items-center gap-3 py-3" data-passkey={passkey.id}>
      {/* A tile from 640 px; a phone gives the words the row's width. */}
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-surface-alt text-muted max-sm:hidden" aria-hidden="true">
        <span className="i-lucide-key-round h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium [overflow-wrap:anywhere]">
          {passkey.name}
          {passkey.backedUp && (
            <span className="chip" title={p.syncedHint}>
              <span className="i-lucide-cloud h-3.5 w-3.5" aria-hidden="true" />
              {p.synced}
            </span>
          )}
        </p>
        {/* Two facts side by side where they fit, one under the other on a phone (no dot left dangling at a line's end). */}
        <p className="muted flex flex-wrap gap-x-4 text-sm">
          <span>{fillNodes(p.added, { time: on(passkey.createdAt) })}</span>
          <span>{passkey.lastUsedAt ? fillNodes(p.lastUsed, { time: ago_(passkey.lastUsedAt) }) : p.neverUsed}</span>
        </p>
      </div>
      <ActionsMenu
        label={fill(p.more, { name: passkey.name })}
        actions={[
          { label: p.rename, text: p.rename, icon: 'i-lucide-pencil', onSelect: onRename },
          { label: p.remove, text: p.remove, icon: 'i-lucide-trash-2', destructive: true, onSelect: onRemove },
        ]}
      />
    </li>
  );
}
