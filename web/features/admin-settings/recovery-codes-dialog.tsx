// New recovery codes, shown this once (the server keeps only their hashes): the ten codes, a .txt to download, Copy, and
// "I have saved them" to close. Esc and × are not offered: closing is the owner saying they have them.
import { CopyButton } from '../../components/admin/copy-button';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';

type Props = { codes: string[] | null; onClose: () => void };

/** The file's text: what the codes are for, when they were made, one code a line. */
export function codesFile(codes: string[], heading: { title: string; note: string }): string {
  return `${heading.title}\n${heading.note}\n\n${codes.join('\n')}\n`;
}

export function RecoveryCodesDialog({ codes, onClose }: Props) {
  const t = useAdminT();
  const c = t.security.codes;
  const lang = useLang();
  const site = typeof location === 'undefined' ? '' : location.hostname;
  const text = () =>
    codesFile(codes ?? [], { title: fill(c.fileTitle, { site }), note: fill(c.fileNote, { time: longDate(Date.now(), lang) }) });
  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${site.replace(/[^\w.-]+/g, '-') || 'site'}.txt`;
    link.click();
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Dialog
      open={codes !== null}
      onClose={onClose}
      // A × as every dialog has (review round 16); it closes as "I have saved them" does, the codes downloadable till then.
      closeLabel={t.messages.close}
      title={c.shownTitle}
      actions={
        <button type="button" className="btn-primary" onClick={onClose}>
          <span className="i-lucide-check h-4 w-4" aria-hidden="true" />
          {c.saved}
        </button>
      }
    >
      <div className="grid gap-4">
        <p className="text-sm">{c.shownIntro}</p>
        <ol
          aria-label={c.listLabel}
          className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-lg border border-line bg-surface-alt p-4 code-text text-[0.9375rem] min-[400px]:grid-cols-2"
        >
          {(codes ?? []).map((code) => (
            <li key={code} className="tabular-nums slashed-zero" translate="no">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={download}>
            <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
            {c.download}
          </button>
          <CopyButton text={() => (codes ?? []).join('\n')} label={c.copy} failed={t.security.app.copyFailed} />
        </div>
      </div>
    </Dialog>
  );
}
