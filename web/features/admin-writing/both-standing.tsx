// On a story's details tab, in the bar where the open language's "Publish ▾" / "● Live ▾" is on its Text: where the piece
// stands, not one language's (review round 25: "EN ● Live" on one tab and "中文 ● 已上線" on the other, for the same
// story). Both languages alike, that state alone ("● Live"); apart, each language's short name and dot ("EN ● 中文 ●").
// A press opens the Text tab, where each language is published or taken down.
import type { Piece } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { DOT } from './pieces-list';

export function BothStanding({ piece, onText }: { piece: Piece | null; onText: () => void }) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const en = piece?.en.state ?? 'draft';
  const zh = piece?.zh.state ?? 'draft';
  const said = (state: typeof en) =>
    state === 'published' ? words.liveMenu : state === 'scheduled' ? words.scheduledMenu : t.publishing.states[state];
  const label = fill(words.storyStanding, { en: t.publishing.states[en], zh: t.publishing.states[zh] });
  return (
    <button
      type="button"
      onClick={onText}
      aria-label={label}
      title={label}
      className="btn-outline shrink-0 gap-1.5 max-sm:w-full"
      data-piece-standing={en === zh ? en : 'mixed'}
    >
      {en === zh ? (
        <>
          {(en === 'published' || en === 'scheduled') && <span className={`h-2 w-2 shrink-0 rounded-full ${DOT[en]}`} aria-hidden="true" />}
          <span>{said(en)}</span>
        </>
      ) : (
        (['en', 'zh'] as const).map((l) => (
          <span key={l} className="inline-flex items-center gap-1.5 text-xs font-semibold">
            <span lang={l === 'zh' ? 'zh-Hant' : 'en'}>{words.tabLang[l]}</span>
            <span className={`h-2 w-2 shrink-0 rounded-full ${DOT[l === 'en' ? en : zh]}`} aria-hidden="true" />
          </span>
        ))
      )}
    </button>
  );
}
