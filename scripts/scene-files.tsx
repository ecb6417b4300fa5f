// The drawn production plan (web/components/visuals/scenes.tsx, /services' manufacturing scene) as a file per language,
// for home's featured story band (round 16: its raster screenshot was soft, off the palette and disagreed with /services'
// drawing of the same project; decision 0169). Drawn here at build time from the same component with the dark theme's
// tokens written in (the band is dark in both themes), so home's script carries neither the drawing nor its words: the
// page names the file by its stable path (SCENE_FILES) in an <img>. Its words are 11.5 units below 480 px wide, 8 from
// there and 7 from 600 px (drawn 700 px wide they would be 17 px, louder than the page's words): a media query inside
// the file answers to the picture's own width. A picture in an <img> may not fetch the page's font, so the file carries
// Geist itself, cut down to the Latin letters it writes (round 18: without it the words fell to the system's fallback
// sans, wider and heavier than every other drawing on the site); Chinese words take the reader's system face, as the
// page's own Chinese does.
import { renderToStaticMarkup } from 'react-dom/server';
import { SCENE_FILES, SCENE_MINI_FILES } from '../src/contract/brand';
import type { Lang } from '../src/contract/constants';
import type { Asset } from '../src/http/web-assets';
import type { ReactNode } from 'react';
import { DAY, PLAN, PlanRow, ScheduleVisual, TODAY, X0 } from '../web/components/visuals/scenes';
import { W } from '../web/components/visuals/scene-window';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { PagePrefsContext } from '../web/lib/page-prefs';
import { PALETTES } from '../web/styles/tokens';
import { FONT_RANGES, subsetGeist } from './web-font';
import { hexColour } from './web-icons';

const FONTS =
  '"Geist", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", sans-serif';

/** The scene's SVG with its palette classes resolved to the dark theme's colours and its Latin letters' font inside. */
export function planScene(lang: Lang): Promise<string> {
  return sceneFile(lang, <ScheduleVisual />, true);
}

/** The phone's plan (decision 0249: the band showed no picture below 640 px, the first screens all words): the same plan
 * cut to its first three machines on a shorter canvas, its words always at the phone's size (11.5 units: the file is only
 * shown below 640 px wide), the day's marker at its foot. */
export function miniPlanScene(lang: Lang): Promise<string> {
  return sceneFile(lang, <MiniPlan t={(lang === 'zh' ? zh : en).serviceScenes.scenes.schedule} />, false);
}

/** The mini plan's canvas height (its width is the scenes' 320). */
const MINI_H = 156;

function MiniPlan({ t }: { t: typeof en.serviceScenes.scenes.schedule }) {
  const today = X0 + TODAY * DAY;
  const rows = PLAN.slice(0, 3).map((bars, row) => (
    <PlanRow key={t.machines[row]} label={t.machines[row]!} bars={bars} y={58 + row * 26} />
  ));
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${W} ${MINI_H}`} fontFamily="inherit">
      <rect x="0.5" y="0.5" width={W - 1} height={MINI_H - 1} rx="12" className="fill-surface stroke-line" />
      <circle cx="16" cy="17" r="3" className="fill-accent" />
      <text x="26" y="20.5" fontSize="1.25em" fontWeight="600" className="fill-ink">
        {t.title}
      </text>
      <text x={W - 12} y="20.5" textAnchor="end" className="fill-muted">
        <tspan className="fill-surface-alt stroke-line-strong" strokeWidth="0.6">
          ■
        </tspan>
        {` ${t.planned}`}
        <tspan dx="0.8em" className="fill-scene-done">
          ■
        </tspan>
        {` ${t.done}`}
      </text>
      <line x1="0" x2={W} y1="33.5" y2="33.5" className="stroke-line" />
      {t.days.map((day, i) => (
        <g key={day}>
          <text x={X0 + i * DAY + DAY / 2} y="50" textAnchor="middle" className="fill-faint">
            {day}
          </text>
          {i > 0 && <line x1={X0 + i * DAY} x2={X0 + i * DAY} y1="56" y2="132" className="stroke-line" strokeDasharray="2 3" />}
        </g>
      ))}
      {rows}
      <line x1={today} x2={today} y1="54" y2="134" className="stroke-accent-text" strokeWidth="1.5" />
      <rect x={today - 22} y="133" width="44" height="17" rx="8.5" className="fill-accent-text" />
      <text x={today} y="145.5" fontWeight="600" textAnchor="middle" className="fill-surface">
        {t.today}
      </text>
    </svg>
  );
}

/** A drawn scene as a file: rendered in the page's language, its colours the dark theme's, Geist inside for its Latin
 * words; `sized` answers to the picture's own width (11.5 units below 480 px, 8 from there, 7 from 600), else 11.5. */
async function sceneFile(lang: Lang, scene: ReactNode, sized: boolean): Promise<string> {
  const markup = renderToStaticMarkup(
    <PagePrefsContext.Provider value={{ lang, t: lang === 'zh' ? zh : en, theme: 'dark' }}>{scene}</PagePrefsContext.Provider>,
  );
  // On the band the work done is drawn in the accent (round 19 read the dark theme's grey-taupe bars as muddy, the band's
  // strongest moment gone flat), so the day's line and its label turn to the band's light ink to stay apart from them.
  const palette = { ...PALETTES.dark, 'scene-done': PALETTES.dark.accent, 'accent-text': PALETTES.dark['deep-ink'] } as Record<
    string,
    string
  >;
  const rules = new Set<string>();
  for (const [, kind, token] of markup.matchAll(/\b(fill|stroke)-([a-z-]+)/g)) {
    const colour = palette[token!];
    if (colour) rules.add(`.${kind}-${token}{${kind}:${hexColour(colour)}}`);
  }
  const style =
    (await fontFace(markup)) +
    `svg{font-family:${FONTS};font-size:11.5px}` +
    (sized ? '@media (min-width:480px){svg{font-size:8px}.scene-small{font-size:.94em}}@media (min-width:600px){svg{font-size:7px}}' : '') +
    [...rules].join('');
  return markup
    .replace('<svg ', `<svg xmlns="http://www.w3.org/2000/svg" lang="${lang === 'zh' ? 'zh-Hant' : 'en'}" `)
    .replace(/^(<svg[^>]*>)/, `$1<style>${style}</style>`);
}

/** The letters the drawing writes that the site's Latin font draws (FONT_RANGES), as one string. */
export function latinLetters(markup: string): string {
  const words = [...markup.matchAll(/>([^<]+)</g)].map(([, text]) =>
    text!.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!),
  );
  const inFont = (cp: number) => FONT_RANGES.some(([from, to]) => cp >= from && cp <= to);
  return [...new Set([...words.join('')].filter((ch) => inFont(ch.codePointAt(0)!)))].sort().join('');
}

/** Geist for the drawing's letters as an @font-face the file carries (a data: URL, which a picture may load). */
async function fontFace(markup: string): Promise<string> {
  const letters = latinLetters(markup);
  if (!letters.trim()) return '';
  const woff2 = await subsetGeist(letters, 'woff2');
  return `@font-face{font-family:"Geist";font-weight:100 900;src:url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2")}`;
}

/** The scene files by their stable paths, for the web app's files. */
export async function sceneFiles(): Promise<[string, Asset][]> {
  const files = [
    ...(Object.entries(SCENE_FILES.plan) as [Lang, string][]).map(([lang, path]) => [lang, path, planScene] as const),
    ...(Object.entries(SCENE_MINI_FILES) as [Lang, string][]).map(([lang, path]) => [lang, path, miniPlanScene] as const),
  ];
  return Promise.all(
    files.map(
      async ([lang, path, draw]): Promise<[string, Asset]> => [
        path,
        { body: new TextEncoder().encode(await draw(lang)) as Uint8Array<ArrayBuffer>, type: 'image/svg+xml', stable: true },
      ],
    ),
  );
}
