// Beside the editor (over it on a phone): the page being edited as visitors will see it once saved, in either language
// and theme, at desktop or phone width. The page runs in a frame of the admin area (/admin/preview) at its real width,
// scaled to fit, and gets the unsaved texts by message: nothing is sent to the server until the admin saves.
import { useEffect, useRef, useState } from 'react';
import type { ContentTree, PricingPlan, Section } from '../../../src/contract';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang, type Lang } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';
import { PREVIEW_PATH, previewMessage, type PreviewState, type PreviewTheme, type PreviewWidth } from './preview-messages';

/** The width a page is laid out at, in CSS pixels: a laptop, and a common phone. */
const FRAME_WIDTH: Record<PreviewWidth, number> = { desktop: 1280, phone: 390 };

type Props = { section: Section; tree: ContentTree; plans?: PricingPlan[]; onClose: () => void };

export function PreviewPanel({ section, tree, plans, onClose }: Props) {
  const t = useAdminT();
  const p = t.content.preview;
  const adminTheme = useTheme();
  const [lang, setLang] = useState<Lang>(useLang());
  const [theme, setTheme] = useState<PreviewTheme>(adminTheme === 'dark' ? 'dark' : 'light');
  // On a phone the preview covers the editor: the page at a phone's width is what fits there.
  const [width, setWidth] = useState<PreviewWidth>(() => (window.matchMedia('(min-width: 1024px)').matches ? 'desktop' : 'phone'));
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && previewMessage(event)?.kind === 'site-preview:ready') setReady(true);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const state: PreviewState = { section, lang, theme, tree, plans };
    frame.current?.contentWindow?.postMessage({ kind: 'site-preview:state', state }, window.location.origin);
  }, [ready, section, lang, theme, tree, plans]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const frameWidth = FRAME_WIDTH[width];
  const scale = size.width ? Math.min(1, size.width / frameWidth) : 1;
  const page = t.content.sections[section];
  return (
    <aside
      data-preview=""
      aria-labelledby="preview-title"
      className="fixed inset-0 z-30 flex flex-col gap-3 bg-white p-3 dark:bg-slate-950 lg:sticky lg:inset-auto lg:top-4 lg:z-auto lg:h-[calc(100vh-2rem)] lg:self-start lg:bg-transparent lg:p-0 dark:lg:bg-transparent"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-semibold">
          {p.title}
        </h2>
        <button type="button" onClick={onClose} className="btn-outline px-3 py-2 lg:hidden">
          <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
          {p.close}
        </button>
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        <ChoiceGroup label={p.language} value={lang} onChange={setLang} options={[{ value: 'en', label: p.english }, { value: 'zh', label: p.chinese }]} />
        <ChoiceGroup label={p.theme} value={theme} onChange={setTheme} options={[{ value: 'light', label: p.light }, { value: 'dark', label: p.dark }]} />
        <ChoiceGroup label={p.width} value={width} onChange={setWidth} options={[{ value: 'desktop', label: p.desktop }, { value: 'phone', label: p.phone }]} />
      </div>
      <p className="muted text-xs">{p.note}</p>
      <div ref={box} className="relative min-h-0 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-900">
        <iframe
          ref={frame}
          src={PREVIEW_PATH}
          title={fill(p.frameTitle, { page })}
          className="absolute top-0 block border-0 bg-white dark:bg-slate-950"
          style={{
            width: frameWidth,
            height: scale ? size.height / scale : size.height,
            left: Math.max(0, (size.width - frameWidth * scale) / 2),
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
          }}
        />
      </div>
    </aside>
  );
}
