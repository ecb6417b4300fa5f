// How a version's text is written and shown, one choice of three: visually, as the page will read (the default,
// decision 0103); as its Markdown; or its Markdown side by side with its preview (from 1024 px: the visual editor is
// already the page's look, so only Markdown has a preview beside it). The preview alone is the editor bar's Preview
// (the whole page), no longer a fourth choice here (review round 14). Side by side is where Markdown opens on a roomy
// screen (1440 px and up); narrower, it opens alone (each pane would be a column of 45 characters). The owner's choice
// is kept in the browser, as two parts: the way of writing, and the view.
import { useState } from 'react';
import { readStored } from '../../lib/prefs';
import { useMediaQuery } from '../../lib/use-media-query';

export type EditorView = 'write' | 'preview' | 'both';
export type EditorFormat = 'visual' | 'markdown';
/** The one choice the owner makes: each is a way of writing and a view. */
export type EditorMode = 'visual' | 'markdown' | 'both' | 'preview';

const VIEW_KEY = 'customsoft.editor-view';
const FORMAT_KEY = 'customsoft.editor-format';
const isView = (value: string | null): value is EditorView => value === 'write' || value === 'preview' || value === 'both';

function keep(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice holds for this page
  }
}

/** The mode a way of writing and a view make (side by side is Markdown's only). */
export function modeOf(format: EditorFormat, view: EditorView): EditorMode {
  if (view === 'preview') return 'preview';
  if (format === 'visual') return 'visual';
  return view === 'both' ? 'both' : 'markdown';
}

export type Editing = {
  format: EditorFormat;
  view: EditorView;
  mode: EditorMode;
  /** The modes offered at this width: side by side from 1024 px (never the preview alone: the bar's Preview shows it). */
  modes: EditorMode[];
  choose: (mode: EditorMode) => void;
  /** In focus (piece-editor.tsx): the text alone on the page, no box round it and no chrome round that. */
  focus?: boolean;
};

/**
 * The choice, held by the editor: side by side, the two panes take the form's width and what sits beside the text
 * otherwise (its place on the site, what both languages share) goes under them.
 */
export function useEditing(): Editing {
  const wide = useMediaQuery('(min-width: 1024px)');
  const roomy = useMediaQuery('(min-width: 1440px)');
  const [format, setFormat] = useState<EditorFormat>(() => (readStored(FORMAT_KEY) === 'markdown' ? 'markdown' : 'visual'));
  const [chosen, setChosen] = useState<EditorView | null>(() => {
    const stored = readStored(VIEW_KEY);
    return isView(stored) ? stored : null;
  });
  // The preview alone is no longer a mode (round 14: the bar's Preview shows the page): a kept "preview" writes.
  const wanted = chosen && chosen !== 'preview' ? chosen : roomy && format === 'markdown' ? 'both' : 'write';
  const fits = wanted === 'both' && (!wide || format === 'visual') ? 'write' : wanted;
  const choose = (mode: EditorMode) => {
    const view: EditorView = mode === 'preview' ? 'preview' : mode === 'both' ? 'both' : 'write';
    setChosen(view);
    keep(VIEW_KEY, view);
    if (mode === 'preview') return; // the preview keeps the way of writing to go back to
    const next: EditorFormat = mode === 'visual' ? 'visual' : 'markdown';
    setFormat(next);
    keep(FORMAT_KEY, next);
  };
  return {
    format,
    view: fits,
    mode: modeOf(format, fits),
    // The preview alone is the bar's Preview (the whole page), so not offered here too (review round 14).
    modes: wide ? ['visual', 'markdown', 'both'] : ['visual', 'markdown'],
    choose,
  };
}
