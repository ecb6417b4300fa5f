// How a version's text is shown while it is written: the text alone, its preview alone, or the two side by side (from
// 1024 px). Side by side is where it opens on a roomy screen (1440 px and up); on a narrower one each pane would be a
// column of 45 characters, so the text opens alone, as wide as the card. The owner's choice is kept in the browser.
import { useState } from 'react';
import { readStored } from '../../lib/prefs';
import { useMediaQuery } from '../../lib/use-media-query';

export type EditorView = 'write' | 'preview' | 'both';

const KEY = 'customsoft.editor-view';
const isView = (value: string | null): value is EditorView => value === 'write' || value === 'preview' || value === 'both';

/** The view now (side by side only where it fits), the views offered at this width, and the way to choose one. */
export function useEditorView(): { view: EditorView; views: EditorView[]; choose: (view: EditorView) => void } {
  const wide = useMediaQuery('(min-width: 1024px)');
  const roomy = useMediaQuery('(min-width: 1440px)');
  const [chosen, setChosen] = useState<EditorView | null>(() => {
    const stored = readStored(KEY);
    return isView(stored) ? stored : null;
  });
  const wanted = chosen ?? (roomy ? 'both' : 'write');
  const view = wanted === 'both' && !wide ? 'write' : wanted;
  const choose = (next: EditorView) => {
    setChosen(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // storage blocked: the choice holds for this page
    }
  };
  return { view, views: wide ? ['write', 'preview', 'both'] : ['write', 'preview'], choose };
}
