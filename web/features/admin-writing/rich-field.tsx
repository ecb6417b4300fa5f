// A version's text written as it will read (decision 0103): the page's own article styles, edited in place with
// ProseMirror, saved as the Markdown the page renders (rich-markdown.ts). The toolbar's buttons toggle and say where
// the caret is; Markdown typed at a line's start still makes its block, and Markdown pasted as plain text arrives
// formatted. An image pasted, dropped or chosen is uploaded to the library and put in with its description to type.
// Loaded only when the editor opens visually: the admin's other screens do not carry it.
import { dropCursor } from 'prosemirror-dropcursor';
import { Fragment, Slice } from 'prosemirror-model';
import { type Command, EditorState, Plugin, TextSelection } from 'prosemirror-state';
import { Decoration, DecorationSet, EditorView } from 'prosemirror-view';
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { LinkDialog } from './link-dialog';
import {
  activeTools,
  insertImage,
  insertTable,
  linkRange,
  removeLink,
  richPlugins,
  setLink,
  toggle,
  toggleCode,
  toggleHeading,
  toggleList,
  toggleQuote,
} from './rich-commands';
import { RichImage } from './rich-image';
import { fromMarkdown, richSchema, tableCaptions, tableLooks, toMarkdown } from './rich-markdown';
import { HEADING_KEYS, TextFrame, type Tool } from './text-frame';
import { imageAmong, useImageInsert } from './use-image-insert';

type Props = {
  lang: Lang;
  value: string;
  onText: (text: string) => void;
  label: string;
  hint: string;
  placeholder?: string;
  error?: string;
};

/** The empty text's first line says where to start, as a text box's placeholder does. */
function placeholderPlugin(words: () => string | undefined): Plugin {
  return new Plugin({
    props: {
      decorations: (state) => {
        const first = state.doc.firstChild;
        const text = words();
        if (!text || state.doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) return null;
        return DecorationSet.create(state.doc, [Decoration.node(0, first.nodeSize, { class: 'is-empty', 'data-placeholder': text })]);
      },
    },
  });
}

/**
 * A table's "Table: …" line drawn as the caption it is on the page (review round 15: it showed raw, as a paragraph): its
 * words small and in the muted ink, held close to its table, the "Table:" that makes it one quieter still. Only drawn
 * so: it stays the paragraph it is in the Markdown, typed and edited as one.
 */
function captionPlugin(): Plugin {
  return new Plugin({
    props: {
      decorations: (state) => {
        const found = [
          ...tableCaptions(state.doc).flatMap(({ at, size, prefix, after }) => [
            Decoration.node(at, at + size, { class: `rich-caption ${after ? 'is-after' : 'is-before'}` }),
            Decoration.inline(at + 1, at + 1 + prefix, { class: 'rich-caption-mark' }),
          ]),
          // A table of results with its last column tinted, as the page draws it (review round 16).
          ...tableLooks(state.doc).map(({ at, size, classes }) => Decoration.node(at, at + size, { class: classes })),
        ];
        return found.length ? DecorationSet.create(state.doc, found) : null;
      },
    },
  });
}

/** A Chinese block's last characters: up to four Han characters and the stops after them (the regex's leftmost match). */
const TAIL = /\p{Script=Han}{1,4}[，。、；：！？」』）…]*$/u;

/**
 * In Chinese, a paragraph's or an item's last few characters are held on one line (`w`: nowrap, as the page's last
 * 3–8 characters are, decision 0230), so a line never ends the block with one or two characters (round 27: 什麼, 合您。
 * alone at 390 px; `pretty` alone keeps two). Only drawn: the text and its Markdown are untouched.
 */
function tailPlugin(lang: Lang): Plugin {
  return new Plugin({
    props: {
      decorations: (state) => {
        if (lang !== 'zh') return null;
        const found: Decoration[] = [];
        state.doc.descendants((node, pos) => {
          if (!node.isTextblock) return true;
          const last = node.lastChild;
          const tail = node.type.spec.code || !last?.isText ? undefined : last.text?.match(TAIL)?.[0];
          if (tail && tail.length >= 2 && node.content.size > tail.length) {
            const end = pos + 1 + node.content.size;
            found.push(Decoration.inline(end - tail.length, end, { class: 'w' }));
          }
          return false;
        });
        return found.length ? DecorationSet.create(state.doc, found) : null;
      },
    },
  });
}

/** Plain text pasted is read as Markdown (a draft from elsewhere keeps its headings and lists); in code, as it is. */
function pastedText(text: string, $context: import('prosemirror-model').ResolvedPos, lang: Lang): Slice {
  if ($context.parent.type.spec.code || !text) return new Slice(text ? Fragment.from(richSchema.text(text)) : Fragment.empty, 0, 0);
  const doc = fromMarkdown(text, lang);
  // One paragraph joins the line it is pasted into; more keep their blocks.
  const single = doc.childCount === 1 && doc.firstChild!.type === richSchema.nodes.paragraph;
  return single ? new Slice(doc.content, 1, 1) : new Slice(doc.content, 0, 0);
}

export default function RichField({ lang, value, onText, label, hint, placeholder, error }: Props) {
  const t = useAdminT();
  const words = t.publishing.toolbar;
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The Markdown the editor last wrote or was given: a value that differs came from elsewhere (history, another tab).
  const written = useRef(value);
  const [state, setState] = useState<EditorState | null>(null);
  const [linking, setLinking] = useState<string | null>(null);

  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch);
    editor.focus();
  };
  const images = useImageInsert((path) => {
    const editor = view.current;
    if (!editor) return;
    run(insertImage(path, ''));
    // Its description next: the box under the new image.
    const box = [...editor.dom.querySelectorAll<HTMLInputElement>('.rich-image input')].find(
      (input) => input.value === '' && input.parentElement?.querySelector('img')?.getAttribute('src') === path,
    );
    box?.focus();
  });
  const latest = useRef({ onText, placeholder, openLink: () => {}, upload: images.uploadInto });
  latest.current = {
    onText,
    placeholder,
    openLink: () => view.current && setLinking(linkRange(view.current.state)?.href ?? ''),
    upload: images.uploadInto,
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; what changes is read through `latest`, and the text below
  useEffect(() => {
    const editor: EditorView = new EditorView(host.current, {
      state: EditorState.create({
        doc: fromMarkdown(value, lang),
        plugins: [
          ...richPlugins(() => latest.current.openLink(), lang),
          placeholderPlugin(() => latest.current.placeholder),
          captionPlugin(),
          tailPlugin(lang),
          dropCursor({ color: 'var(--c-accent)', width: 2 }),
        ],
      }),
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-hint`,
        lang: lang === 'zh' ? 'zh-Hant' : 'en',
        spellcheck: 'true',
        // On the card itself, its words where the title's are.
        // As wide as the public page's reading column (38rem), as it will read; on the column's edge, the title's.
        class:
          'rich-text article-body w-full max-w-[38rem] min-h-[var(--text-min,16rem)] sm:min-h-[24rem] px-5 py-6 outline-none sm:px-0 sm:pt-4 lg:min-h-[clamp(28rem,calc(100vh-11rem),40rem)]',
      },
      nodeViews: {
        image: (node, editorView, getPos) =>
          new RichImage(node, editorView, getPos, { placeholder: t.publishing.images.alt, label: t.publishing.images.altLabel }),
      },
      clipboardTextParser: (text, $context) => pastedText(text, $context, lang),
      handlePaste: (_view, event) => {
        const file = imageAmong(event.clipboardData?.files);
        if (!file) return false;
        void latest.current.upload(file);
        return true;
      },
      handleDrop: (dropped, event) => {
        const file = imageAmong((event as DragEvent).dataTransfer?.files);
        if (!file) return false;
        // The caret where it was dropped, for the image to land there.
        const at = dropped.posAtCoords({ left: (event as DragEvent).clientX, top: (event as DragEvent).clientY });
        if (at) dropped.dispatch(dropped.state.tr.setSelection(TextSelection.near(dropped.state.doc.resolve(at.pos))));
        void latest.current.upload(file);
        return true;
      },
      dispatchTransaction: (tr) => {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (!tr.docChanged) return;
        const markdown = toMarkdown(next.doc);
        written.current = markdown;
        latest.current.onText(markdown);
      },
    });
    view.current = editor;
    setState(editor.state);
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A text from elsewhere (a revision restored): the editor starts again from it.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === written.current) return;
    written.current = value;
    editor.updateState(EditorState.create({ doc: fromMarkdown(value, lang), plugins: editor.state.plugins }));
    setState(editor.state);
  }, [value, lang]);

  const on = state ? activeTools(state) : null;
  const { nodes, marks } = richSchema;
  const tools: Tool[] = [
    { name: words.heading, icon: 'i-lucide-heading-2', act: () => run(toggleHeading(2)), keys: HEADING_KEYS[2], on: on?.heading },
    { name: words.subheading, icon: 'i-lucide-heading-3', act: () => run(toggleHeading(3)), keys: HEADING_KEYS[3], on: on?.subheading },
    { starts: true, name: words.bold, icon: 'i-lucide-bold', act: () => run(toggle(marks.strong)), keys: 'B', on: on?.bold },
    { name: words.italic, icon: 'i-lucide-italic', act: () => run(toggle(marks.em)), keys: 'I', on: on?.italic },
    { starts: true, name: words.link, icon: 'i-lucide-link', act: () => latest.current.openLink(), keys: 'K', on: on?.link },
    // An image early in the row: on a phone, where the row scrolls, it is in view.
    { name: words.image, icon: 'i-lucide-image-plus', act: images.pick },
    { starts: true, name: words.bullets, icon: 'i-lucide-list', act: () => run(toggleList(nodes.bullet_list)), on: on?.bullets },
    { name: words.numbers, icon: 'i-lucide-list-ordered', act: () => run(toggleList(nodes.ordered_list)), on: on?.numbers },
    { name: words.quote, icon: 'i-lucide-quote', act: () => run(toggleQuote), on: on?.quote },
    { name: words.code, icon: 'i-lucide-code', act: () => run(toggleCode), on: on?.code },
    { starts: true, name: words.table, icon: 'i-lucide-table', act: () => run(insertTable(words.sample.column)) },
  ];
  return (
    <TextFrame
      label={label}
      labelId={`${id}-label`}
      hintId={`${id}-hint`}
      hint={hint}
      hintShown={value.trim() === ''}
      error={error}
      status={images.status}
      tools={tools}
      controls={id}
      bare
    >
      {/* Empty (a new piece), the text is a few lines tall, so its hint is read right under the placeholder rather than
          pinned at the foot of a tall blank (review round 16); from the first letter the page's height, the hint gone. */}
      <div ref={host} className={`min-w-0 flex-1 ${value.trim() === '' ? '[&>.rich-text]:min-h-[7rem]' : ''}`} />
      {images.dialog}
      {linking !== null && (
        <LinkDialog
          href={linking}
          onClose={() => {
            setLinking(null);
            view.current?.focus();
          }}
          onApply={(href) => {
            setLinking(null);
            run(setLink(href, words.sample.link));
          }}
          onRemove={
            linking
              ? () => {
                  setLinking(null);
                  run(removeLink);
                }
              : undefined
          }
        />
      )}
    </TextFrame>
  );
}
