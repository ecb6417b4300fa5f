// In reach wherever the admin is in a long form, a phone's included: how much is unsaved, discard or save it.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = { changes: number; saving: boolean; onDiscard: () => void; onSave: () => void };

export function SaveBar({ changes, saving, onDiscard, onSave }: Props) {
  const t = useAdminT();
  return (
    <section
      aria-label={t.content.bar.label}
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium">{changes === 1 ? t.content.bar.one : fill(t.content.bar.many, { count: String(changes) })}</p>
        <div className="flex gap-2">
          <button type="button" className="btn-outline" onClick={onDiscard} disabled={saving}>
            {t.content.bar.discard}
          </button>
          <button type="button" className="btn-primary" onClick={onSave} disabled={saving}>
            {saving ? t.content.saving : t.content.bar.save}
          </button>
        </div>
      </div>
    </section>
  );
}
