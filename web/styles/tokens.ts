// The design system's tokens (docs/design.md): colours as CSS variables that the dark theme re-tunes, and the type,
// radius, shadow and motion values the UnoCSS theme and shortcuts name. Change a value here and every page follows.

/** One accent hue (277, an indigo) for both themes; only lightness and chroma move so it reads the same on dark. */
const LIGHT = {
  bg: '#ffffff',
  'bg-alt': '#f6f7fb',
  surface: '#ffffff',
  'surface-alt': '#f1f2f8',
  ink: '#0c0e1a',
  muted: '#4b5168',
  faint: '#6b7088',
  line: '#e3e5ef',
  'line-strong': '#cfd2e0',
  accent: 'oklch(0.5 0.22 277)',
  'accent-hover': 'oklch(0.44 0.22 277)',
  'accent-ink': '#ffffff',
  'accent-text': 'oklch(0.47 0.22 277)',
  'accent-soft': 'oklch(0.95 0.03 277)',
  good: '#0f7a4f',
  bad: '#b42318',
  deep: '#0d1024',
  'deep-ink': '#eef0ff',
  'deep-muted': '#b7bcdb',
};

const DARK: typeof LIGHT = {
  bg: '#090a12',
  'bg-alt': '#0d0f1a',
  surface: '#12141f',
  'surface-alt': '#181b29',
  ink: '#eff1f9',
  muted: '#a9aec6',
  faint: '#8a8fa8',
  line: '#252839',
  'line-strong': '#363a52',
  accent: 'oklch(0.72 0.15 277)',
  'accent-hover': 'oklch(0.78 0.13 277)',
  'accent-ink': '#0b0d1a',
  'accent-text': 'oklch(0.78 0.13 277)',
  'accent-soft': 'oklch(0.3 0.07 277)',
  good: '#4ade80',
  bad: '#f87171',
  deep: '#1a1f45',
  'deep-ink': '#eef0ff',
  'deep-muted': '#b7bcdb',
};

const vars = (palette: Record<string, string>) =>
  Object.entries(palette)
    .map(([name, value]) => `--c-${name}:${value}`)
    .join(';');

/** The palette as CSS variables: light on :root, dark under html.dark (web/lib/theme.ts sets the class). */
export const TOKENS_CSS =
  `:root{${vars(LIGHT)};--shadow-card:0 1px 2px rgb(12 14 26/.05),0 12px 32px -16px rgb(12 14 26/.18);` +
  `--shadow-pop:0 2px 4px rgb(12 14 26/.06),0 24px 56px -20px rgb(12 14 26/.28);--ease-out:cubic-bezier(.22,1,.36,1)}` +
  `html.dark{${vars(DARK)};--shadow-card:0 0 0 1px rgb(255 255 255/.02),0 12px 32px -16px rgb(0 0 0/.6);` +
  '--shadow-pop:0 0 0 1px rgb(255 255 255/.04),0 24px 56px -20px rgb(0 0 0/.7);color-scheme:dark}' +
  'body{background:var(--c-bg);color:var(--c-ink)}';

/** The palette's names as UnoCSS colours: `bg-surface`, `text-muted`, `border-line`, `bg-accent/10`, ... */
export const TOKEN_COLORS = Object.fromEntries(Object.keys(LIGHT).map((name) => [name, `var(--c-${name})`]));

/** Both palettes by theme, for what draws outside a page's stylesheet (scripts/og-image.ts, the share image). */
export const PALETTES = { light: LIGHT, dark: DARK } as const;
