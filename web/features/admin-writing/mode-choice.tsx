// How the text is written and shown (editor-view.ts), one choice named in words: in the editor's bar on a wide screen,
// under the title on a narrower one; on a phone, a select in the editor's bar beside the list's name, so the text
// comes right after its title.
import { useAdminT } from '../../lib/admin-i18n';
import type { Editing, EditorMode } from './editor-view';

export function ModeChoice({ editing, menu = false, className = '' }: { editing: Editing; menu?: boolean; className?: string }) {
  const words = useAdminT().publishing.editor;
  const { mode, modes, choose } = editing;
  if (menu)
    return (
      <select
        aria-label={words.viewChoice}
        value={mode}
        onChange={(event) => choose(event.target.value as EditorMode)}
        className={`field w-auto py-1 pr-8 text-sm font-medium ${className}`}
      >
        {modes.map((name) => (
          <option key={name} value={name}>
            {words[name]}
          </option>
        ))}
      </select>
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
