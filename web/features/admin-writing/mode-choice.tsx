// How the text is written and shown (editor-view.ts), one choice named in words: in the editor's bar on a wide screen,
// under the title on a narrower one; on a phone, in the editor's bar by icons (each named to readers and on hover),
// so the text comes right after its title.
import { useAdminT } from '../../lib/admin-i18n';
import type { Editing, EditorMode } from './editor-view';

const ICON: Record<EditorMode, string> = {
  visual: 'i-lucide-pen-line',
  markdown: 'i-lucide-hash',
  both: 'i-lucide-columns-2',
  preview: 'i-lucide-eye',
};

export function ModeChoice({ editing, icons = false, className = '' }: { editing: Editing; icons?: boolean; className?: string }) {
  const words = useAdminT().publishing.editor;
  const { mode, modes, choose } = editing;
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
          aria-label={icons ? words[name] : undefined}
          title={icons ? words[name] : name === 'markdown' ? words.markdownTitle : undefined}
          onClick={() => choose(name)}
          className={`keyboard-ring inline-flex min-h-8 shrink-0 items-center justify-center rounded-full text-[0.8125rem] font-medium whitespace-nowrap text-muted hover:text-ink aria-[pressed=true]:bg-ink aria-[pressed=true]:text-bg max-sm:min-h-11 ${icons ? 'w-11' : 'px-3'}`}
        >
          {icons ? <span className={`${ICON[name]} h-4 w-4`} aria-hidden="true" /> : words[name]}
        </button>
      ))}
    </fieldset>
  );
}
