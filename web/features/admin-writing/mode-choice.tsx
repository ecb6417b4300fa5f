// How the text is written and shown (editor-view.ts), one choice named in words: in the editor's bar on a wide screen,
// under the title on a narrower one; on a phone, one toggle (Markdown or not) by its mark in the row of the languages.
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
  // On a phone's row the choice is one toggle by its mark (Markdown or not: the two ways offered there), so the languages,
  // the story's tab and History keep one row (round 14: a select there wrapped the row or lay over the story's tab).
  if (menu)
    return (
      <button
        type="button"
        aria-pressed={mode === 'markdown'}
        aria-label={words.markdownTitle}
        title={words.markdownTitle}
        onClick={() => choose(mode === 'markdown' ? 'visual' : 'markdown')}
        className={`btn-icon aria-[pressed=true]:bg-ink aria-[pressed=true]:text-bg ${className}`}
      >
        <span className={`${MARK.markdown} h-4 w-4`} aria-hidden="true" />
      </button>
    );
  return (
    // The same track as the language switch beside it (round 20: a black pill, the loudest thing on the screen, for a
    // view's choice; the two switches of one row in two looks): the ground's tone, the chosen way raised off it.
    // Since review round 28 (decision 0241: three look-alike tracks in one row) the quietest of the three: no track, each
    // way its mark and word, the chosen one inked on a faint well.
    <fieldset className={`flex max-w-full gap-0.5 overflow-x-auto [scrollbar-width:none] ${className}`}>
      <legend className="sr-only">{words.viewChoice}</legend>
      {modes.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={mode === name}
          title={name === 'markdown' ? words.markdownTitle : undefined}
          onClick={() => choose(name)}
          className="keyboard-ring inline-flex min-h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-[0.8125rem] font-medium whitespace-nowrap text-muted transition-colors hover:text-ink aria-[pressed=true]:bg-surface-alt aria-[pressed=true]:text-ink max-sm:min-h-11"
        >
          <span className={`${MARK[name]} h-3.5 w-3.5 shrink-0`} aria-hidden="true" />
          {words[name]}
        </button>
      ))}
    </fieldset>
  );
}
