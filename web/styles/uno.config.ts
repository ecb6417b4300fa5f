// UnoCSS configuration: Tailwind-4-style utilities, Lucide icons as CSS, and the site's few shared shortcuts.
import type { UserConfig } from '@unocss/core';
import presetIcons from '@unocss/preset-icons';
import presetWind4 from '@unocss/preset-wind4';
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };
import { VALUE_ICONS } from '../../src/contract/constants';

export const unoConfig: UserConfig = {
  presets: [
    presetWind4({ dark: 'class', preflights: { reset: true, theme: 'on-demand' } }),
    presetIcons({
      collections: { lucide: () => lucide as never },
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' },
    }),
  ],
  // A company value's icon is named by data, which the extractor never reads: every icon the admin may pick is
  // generated whatever the source mentions (web/styles/stylesheet.test.ts checks each has a rule).
  safelist: [...VALUE_ICONS],
  // Focus rings for the keyboard only, and Chinese typography: headings at a CJK line height without Latin tightened tracking, body text with room between
  // lines, and text phrased by <Phrased> (web/components/ui/phrased.tsx) broken only at its <wbr>s, between phrases.
  preflights: [
    {
      getCSS: () =>
        ':lang(zh) :is(h1,h2,h3,h4){line-height:1.4;letter-spacing:normal;text-wrap:balance}' +
        ':lang(zh) p{line-height:1.8}' +
        ':lang(zh) :has(>wbr){word-break:keep-all;overflow-wrap:anywhere}' +
        // Focus rings are for the keyboard: an element focused by a click or by script after one draws none.
        ':focus:not(:focus-visible){outline:none}',
    },
  ],
  theme: {
    font: {
      // Geist for Latin (self-hosted, subset at build: scripts/web-font.ts), then a local face sized to Geist's metrics
      // while it is not there, then system faces; Noto Sans TC / PingFang TC / Microsoft JhengHei cover Traditional Chinese.
      sans: '"Geist", "Geist Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", sans-serif',
    },
  },
  shortcuts: {
    'page-x': 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8',
    // The focus ring, for the keyboard only. (Not named "focus-ring": UnoCSS reads that as focus:ring as well, a 1 px
    // ring on every focus, mouse clicks included.)
    'keyboard-ring':
      'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-sky-300',
    // On a phone a link standing alone (not inside a sentence) is a 44 × 44 px target at least.
    'tap-target': 'max-md:inline-flex max-md:min-h-11 max-md:min-w-11 max-md:items-center',
    // On a phone every button is a 44 × 44 px target at least.
    btn: 'keyboard-ring inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-5 py-2.5 text-sm font-semibold max-sm:min-h-11 max-sm:min-w-11 transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn bg-blue-700 text-white hover:bg-blue-800 dark:bg-sky-400 dark:text-slate-950 dark:hover:bg-sky-300',
    'btn-outline':
      'btn border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
    'btn-on-dark': 'btn bg-white text-blue-800 hover:bg-blue-50',
    card: 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700/70 dark:bg-slate-900',
    muted: 'text-slate-600 dark:text-slate-300',
    eyebrow: 'text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-sky-300',
    'section-title': 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
    skeleton: 'animate-pulse motion-reduce:animate-none rounded-lg bg-slate-200 dark:bg-slate-700',
    field:
      'keyboard-ring block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400',
  },
};
