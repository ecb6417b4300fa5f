// How a version's text is shown while it is written: the text alone, its preview alone, or the two side by side (from
// 1024 px); and how the text itself is written: visually, as the page will read (the default, decision 0103), or as
// its Markdown. Side by side is where Markdown opens on a roomy screen (1440 px and up): the visual editor is already
// the page's look, so it opens alone, as does Markdown on a narrower screen (each pane would be a column of 45
// characters). The owner's choices are kept in the browser.
import { useState } from 'react';
import { readStored } from '../../lib/prefs';
import { useMediaQuery } from '../../lib/use-media-query';

export type EditorView = 'write' | 'preview' | 'both';
export type EditorFormat = 'visual' | 'markdown';

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

/** Visual or Markdown, and the way to choose. */
export function useEditorFormat(): { format: EditorFormat; chooseFormat: (format: EditorFormat) => void } {
  const [format, setFormat] = useState<EditorFormat>(() => (readStored(FORMAT_KEY) === 'markdown' ? 'markdown' : 'visual'));
  const chooseFormat = (next: EditorFormat) => {
    setFormat(next);
    keep(FORMAT_KEY, next);
  };
  return { format, chooseFormat };
}

/** The view now (side by side only where it fits), the views offered at this width, and the way to choose one. */
export function useEditorView(format: EditorFormat): { view: EditorView; views: EditorView[]; choose: (view: EditorView) => void } {
  const wide = useMediaQuery('(min-width: 1024px)');
  const roomy = useMediaQuery('(min-width: 1440px)');
  const [chosen, setChosen] = useState<EditorView | null>(() => {
    const stored = readStored(VIEW_KEY);
    return isView(stored) ? stored : null;
  });
  const wanted = chosen ?? (roomy && format === 'markdown' ? 'both' : 'write');
  const view = wanted === 'both' && !wide ? 'write' : wanted;
  const choose = (next: EditorView) => {
    setChosen(next);
    keep(VIEW_KEY, next);
  };
  return { view, views: wide ? ['write', 'preview', 'both'] : ['write', 'preview'], choose };
}

export type Editing = ReturnType<typeof useEditorFormat> & ReturnType<typeof useEditorView>;

/**
 * Both choices, held by the editor: side by side, the two panes take the form's width and what sits beside the text
 * otherwise (its place on the site, what both languages share) goes under them.
 */
export function useEditing(): Editing {
  const format = useEditorFormat();
  return { ...format, ...useEditorView(format.format) };
}
