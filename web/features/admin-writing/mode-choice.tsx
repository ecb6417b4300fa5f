// How the text is written and shown (editor-view.ts), one choice named in words: in the editor's bar on a wide screen,
// under the title on a narrower one; on a phone, a select shown by its mark in the editor's bar beside the title, so the text
// comes right after its title.
import { useAdminT } from '../../lib/admin-i18n';
import type { Editing, EditorMode } from './editor-view';

const MARK: Record<EditorMode, string> = {
  visual: 'i-lucide-pen-line',
  markdown: 'i-lucide-code',
  both: 'i-lucide-columns-2',
  preview: 'i-lucide-eye',
};

export function ModeChoice({ editing, menu = false, className = '' }: { editing: Editing; menu?: boolean; className?: string }) {
  const words = useAdminT().publishing.editor;
  const { mode, modes, choose } = editing;
  // On a phone's bar the choice is its mark alone (the select's own words hidden, its options still named), so the title
  // beside it keeps the room to be read.
  if (menu)
    return (
      <span className={`relative inline-grid ${className}`}>
        <select
          aria-label={words.viewChoice}
          value={mode}
          onChange={(event) => choose(event.target.value as EditorMode)}
          className="field w-[4.25rem] py-1 pr-8 text-sm font-medium text-transparent [&>option]:text-ink"
        >
          {modes.map((name) => (
            <option key={name} value={name}>
              {words[name]}
            </option>
          ))}
        </select>
        <span
          className={`${MARK[mode]} pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink`}
          aria-hidden="true"
        />
      </span>
    );
  return (
    <fieldset
      className={`flex max-w-full gap-0.5 overflow-x-auto rounded-full border border-line-strong bg-surface p-0.5 [scrollbar-width:none] ${className}`}
    >
      <legend className="sr-only">{words.viewChoice}</legend>
      {modes.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={mode === name}
          title={name === 'markdown' ? words.markdownTitle : undefined}
          onClick={() => choose(name)}
          className="keyboard-ring inline-flex min-h-8 shrink-0 items-center rounded-full px-3 text-[0.8125rem] font-medium whitespace-nowrap text-muted hover:text-ink aria-[pressed=true]:bg-ink aria-[pressed=true]:text-bg max-sm:min-h-11"
        >
          {words[name]}
        </button>
      ))}
    </fieldset>
  );
}
