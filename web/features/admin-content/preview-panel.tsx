// Beside the editor on a wide screen, as tall as the screen and staying in view while the editor scrolls (a full-screen
// dialog on a phone): the page being edited as visitors will see it once saved, in either language and theme, at
// desktop or phone width, scrolled to the part being edited. The page runs in a frame of the admin area
// (/admin/preview) at its real width, scaled to fit, and gets the unsaved texts by message: nothing is sent to the
// server until the admin saves.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ContentTree, PricingPlan, Section } from '../../../src/contract';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang, type Lang } from '../../lib/i18n';
import { systemDark, useTheme } from '../../lib/theme';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  PREVIEW_PATH,
  previewMessage,
  type PreviewMessage,
  type PreviewState,
  type PreviewTheme,
  type PreviewWidth,
} from './preview-messages';

/** The width a page is laid out at, in CSS pixels: a laptop, and a common phone. */
const FRAME_WIDTH: Record<PreviewWidth, number> = { desktop: 1280, phone: 390 };
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * `tree` absent: the stored texts have not arrived, and the frame is sent nothing yet (it says it is waiting).
 * `part`: the part being edited, which the frame scrolls to.
 */
type Props = {
  section: Section;
  part?: string;
  tree: ContentTree | undefined;
  plans?: PricingPlan[];
  reads?: PreviewState['reads'];
  onClose: () => void;
};

export function PreviewPanel({ section, part, tree, plans, reads, onClose }: Props) {
  const t = useAdminT();
  const p = t.content.preview;
  const adminTheme = useTheme();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [lang, setLang] = useState<Lang>(useLang());
  const [theme, setTheme] = useState<PreviewTheme>(() =>
    adminTheme === 'dark' || (adminTheme === 'system' && systemDark().matches) ? 'dark' : 'light',
  );
  // On a phone the preview covers the editor: the page at a phone's width is what fits there.
  const [width, setWidth] = useState<PreviewWidth>(() => (window.matchMedia(WIDE_SCREEN).matches ? 'desktop' : 'phone'));
  const version = useDataVersion();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const sent = useRef(0);
  // How many times the frame said it is ready: once per load of it (a reload needs the state again).
  const [ready, setReady] = useState(0);
  const [size, setSize] = useState({ width: 0, height: 0 });

  // The preview opens in the admin's own language and stays in it until the picker turns it (decision 0259, outside
  // review r30: the Chinese admin's preview turned to English as its English box took the focus, and read as opening in
  // English). Round 11's turn on a box's focus is gone: the picker beside the page says which language it shows.

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && previewMessage(event)?.kind === 'site-preview:ready') setReady((n) => n + 1);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    if (!ready || !tree) return;
    const message: PreviewMessage = {
      kind: 'site-preview:state',
      state: { section, part, lang, theme, tree, plans, reads, version },
      seq: ++sent.current,
    };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, section, part, lang, theme, tree, plans, reads, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is another element when the layout turns wide, so the observer starts again
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [wide]);

  const frameWidth = FRAME_WIDTH[width];
  const scale = size.width ? Math.min(1, size.width / frameWidth) : 1;
  const body = (
    <div className="flex h-full min-h-0 flex-col gap-3">
      {/* The title with its one line under it, then the controls: as little as possible above the page itself. */}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="preview-title" className="admin-section-title">
            {p.title}
          </h2>
          <p className="muted text-xs">{p.note}</p>
        </div>
        {!wide && (
          <button type="button" onClick={onClose} className="btn-outline px-3 py-2">
            <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
            {p.close}
          </button>
        )}
      </div>
      {/* Three controls, each on its own track: side by side they never read as one choice of six. */}
      <div className="flex flex-wrap gap-2">
        <ChoiceGroup
          className="segmented"
          label={p.language}
          value={lang}
          onChange={setLang}
          options={[
            { value: 'en', label: p.english },
            { value: 'zh', label: p.chinese },
          ]}
        />
        <ChoiceGroup
          className="segmented"
          label={p.theme}
          value={theme}
          onChange={setTheme}
          options={[
            { value: 'light', label: p.light },
            { value: 'dark', label: p.dark },
          ]}
        />
        <ChoiceGroup
          className="segmented"
          label={p.width}
          value={width}
          onChange={setWidth}
          options={[
            { value: 'desktop', label: p.desktop },
            { value: 'phone', label: p.phone },
          ]}
        />
      </div>
      <div ref={box} className="relative min-h-0 flex-1 overflow-hidden rounded-xl border border-line bg-surface-alt">
        <iframe
          ref={frame}
          src={PREVIEW_PATH}
          title={fill(p.frameTitle, { page: t.content.sections[section] })}
          className="absolute top-0 block border-0 bg-surface"
          style={{
            width: frameWidth,
            height: scale ? size.height / scale : size.height,
            left: Math.max(0, (size.width - frameWidth * scale) / 2),
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
          }}
        />
      </div>
    </div>
  );
  return wide ? (
    <aside
      data-preview=""
      aria-labelledby="preview-title"
      className="sticky top-[calc(var(--admin-top,0px)+1rem)] h-[calc(100dvh-var(--admin-top,0px)-2rem)] self-start"
    >
      {body}
    </aside>
  ) : (
    <FullScreen onClose={onClose}>{body}</FullScreen>
  );
}

/** On a phone: a modal dialog over the whole screen (focus inside, Esc closes, focus back on "Preview" after). */
function FullScreen({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A layout effect: its cleanup closes the dialog while it is still in the page, so the browser puts focus back.
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="preview-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-surface p-3 text-ink"
    >
      {children}
    </dialog>
  );
}

/** A number that grows whenever the admin's reads of stored data (lists, plans, contact details) bring new answers. */
function useDataVersion(): number {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // The texts being edited travel in the message itself; the session check says nothing about the page.
        const key = String(event.query.queryKey[0]);
        if (event.type === 'updated' && event.action.type === 'success' && key !== 'content' && key !== 'auth-user')
          setVersion((v) => v + 1);
      }),
    [queryClient],
  );
  return version;
}
