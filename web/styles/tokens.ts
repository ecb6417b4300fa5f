// The design system's tokens (docs/design.md): colours as CSS variables that the dark theme re-tunes, and the type,
// radius, shadow and motion values the UnoCSS theme and shortcuts name. Change a value here and every page follows.

/**
 * One accent, cinnabar (朱砂, the red-orange of a seal's ink) at hue 33–36 in OKLCH, on warm neutrals: paper grounds and
 * a warm near-black ink in light, a warm near-black (never blue-black) in dark. The dark accent is lighter and a touch
 * less saturated so it reads as the same colour. `bad` is a brick red (hue 23 in light, 20 in dark): in light darker than
 * the accent (L 0.45 against 0.56) and 10° cooler, in dark 19° cooler, and in both more saturated than the accent (round
 * 15, decision 0161: the dark theme's quieter 24° error read as a second salmon), so an error never looks like
 * the brand and the brand never looks like an error. At hue 22 and the accent's lightness it was "too close to the
 * brand", at 16–17 it read pink-crimson, at 12 magenta, off the palette (docs/design.md changelog "2026-11-25: the
 * brand", "2026-12-05", "2026-12-05 (session 37)"; tokens.test keeps hue and lightness apart). The dark grounds step up in
 * three clear shades (bg, bg-alt, surface: about 1.1 : 1 each) so alternating bands read as bands. The closing band
 * (`deep`) is the page's one decisive block: ink on paper's reverse in the light theme; in the dark theme a neutral
 * near-black a step above the page with a faint edge (decision 0238; a brown read as brown on black: round 12), lit by the accent's glow, its button the one light thing in it (warm paper there was
 * the brightest block on a dark page: docs/design.md changelog "2026-12-05 (session 36): the closing band"; brick red
 * and a neutral grey read as muddy or disabled before it). The dark `good` is a quieter green than the neon it was: switches and ticks in the dark
 * no longer glow.
 */
const LIGHT = {
  bg: '#fcfbf9',
  'bg-alt': '#f6f4f0',
  surface: '#ffffff',
  'surface-alt': '#f3f0eb',
  /** A chosen segment on its track (bg-alt): raised off it by its fill, its edge and a shadow (--shadow-raised). */
  raised: '#ffffff',
  ink: '#1b1815',
  /** Long reading text (an article, a story, the privacy notice): in light the ink a step softer; in dark a warm
   *  off-white below the headings' near-white, which glared over a page of text (review of session 40). */
  reading: '#2a2521',
  /** Secondary text: a step darker than it was (round 31: grey 13-14 px copy on off-white drifted toward low contrast). */
  muted: '#4a443e',
  faint: '#736b63',
  line: '#e7e2da',
  'line-strong': '#d4cdc2',
  accent: 'oklch(0.56 0.18 33)',
  'accent-hover': 'oklch(0.5 0.17 33)',
  'accent-ink': '#ffffff',
  'accent-text': 'oklch(0.52 0.175 33)',
  'accent-soft': 'oklch(0.955 0.022 45)',
  good: '#0f7a4f',
  bad: 'oklch(0.45 0.19 23)',
  deep: '#1d1a17',
  'deep-ink': '#f7f3ee',
  'deep-muted': '#bfb7ad',
  /** The accent on the dark band: a featured story's headline result, the band's one bright word (decision 0143). */
  'deep-accent': 'oklch(0.73 0.14 42)',
  /** The closing band's edge: a hairline round it. */
  'deep-edge': '#34302c',
  /** The focus ring on the closing band: the `focus` of the theme whose ground the band has. */
  'deep-focus': 'oklch(0.78 0.055 250)',
  /** Home's featured story band: the deep ink in light; in dark a warm near-black below the page's own ground (round
   *  18: the lifted grey-brown of round 14 read muddy and lost the band's punch), so the band sinks between the lighter
   *  bands beside it and only the drawn panel on it (the dark `surface`) is lifted. The deep words on it as on `deep`. */
  showcase: '#24221f',
  // A notice that is not an error (setup left to do, storage filling up): ochre, warm like the page, never the accent.
  warn: '#8a5300',
  'warn-soft': '#fbf0db',
  // A history's changed words: removed on a soft brick, added on a soft green, ink on both (tokens.test).
  'removed-soft': '#f9e4e0',
  'added-soft': '#dcf1e5',
  // Insights: the one neutral of its charts (the page views' area and its edge under the visitors' ink line, an "Other"
  // row's foot; 3 : 1 on the card since round 21, its area drawn faint), and a row's share in a breakdown (text on it).
  'chart-bar': '#9d9386',
  'chart-share': 'oklch(0.92 0.04 40)',
  /** A drawn screen's frame (home's featured story, /services' stories): bg-alt in light, a step lighter than the card in
   * dark so the screen stands off it (round 8, session 38: one muddy panel). Its edge: the hairline, strong in dark. */
  'screen-frame': '#f6f4f0',
  'screen-edge': '#e7e2da',
  /** A drawn scene's finished work (the Gantt mock's done bars): the ink a step softer in light; in dark a muted warm
   *  grey, as near-white bars were the brightest thing on /services (round 13, session 42). */
  'scene-done': '#4d4741',
  /** The publishing pages' cover grounds (decision 0145), taken in turn down a list so neighbours differ: a soft clay
   *  (the accent's family), sage (the good green's) and slate (the focus ring's blue-grey), each quiet under a screen. */
  'cover-clay': '#f3e4d9',
  'cover-sage': '#e1ebe3',
  'cover-slate': '#e2e7ee',
  /** The hairline round a cover's picture on its coloured mount. */
  'cover-edge': 'rgb(0 0 0 / 0.15)',
  // The focus ring: a calm blue-grey, neither the accent nor `bad`, so a field being typed in never looks like a field in
  // error; at least 3 : 1 on every ground and on the call-to-action band (WCAG 2.2 focus appearance).
  focus: 'oklch(0.54 0.06 250)',
  /** The writing editor's focus ring (decision 0140): a warm umber, one for every control of the editor, set as its
   *  `focus` there; neither the accent's hue nor `bad`, 3 : 1 and more on every ground. */
  'focus-warm': 'oklch(0.52 0.09 62)',
  /** A dialog's card and its edge, and the scrim under it (round 11: in dark a dialog sat on the page's own ground
   *  behind a thin scrim; now the card is a step lighter than the page's cards and the scrim near-black). */
  dialog: '#ffffff',
  'dialog-edge': '#e7e2da',
  scrim: 'rgb(12 10 8 / 0.62)',
  /** Beside a docked pane (the message beside the inbox): lighter, so the list stays readable, "not now", not "gone". */
  'scrim-docked': 'rgb(12 10 8 / 0.28)',
};

const DARK: typeof LIGHT = {
  /** Decision 0249 (session 52's outside review: the sections jumped between near-black and a warm brown): three neutral
   *  surface steps, one family, each about 1.1-1.16 : 1 over the one below: the page (`bg`), a band (`bg-alt`: every other
   *  section down a public page, home's featured band too) and a card (`surface`, one step above its section). Decision
   *  0275 (round 33: #0d0d0c and #1a1918 ran together, sections did not read as bands): the page a shade deeper and the
   *  band a shade lighter, about 1.15 : 1 apart (was 1.11), the card still 1.11 : 1 over the band. */
  bg: '#0a0a0a',
  'bg-alt': '#1b1b1a',
  surface: '#252422',
  'surface-alt': '#2f2d2b',
  raised: '#3b3936',
  ink: '#f3efe9',
  reading: '#d9d2c8',
  /** Decision 0272 (round 32: thin 12-13 px secondary text on charcoal read as about 3 : 1): a step lighter than #bab2a7,
   *  8 : 1 on a card, 6 : 1 on a raised choice, still a clear step under the ink. */
  muted: '#c2baaf',
  /** Round 20: #9d9489 (5.3 : 1 on a card) read as about 3 : 1 in 13 px captions and a plan's left-out features; now at
   *  least 5.5 : 1 on every ground, still a step under `muted`. */
  faint: '#b3aa9e',
  line: '#3a3835',
  'line-strong': '#4e4b47',
  accent: 'oklch(0.69 0.15 39)',
  'accent-hover': 'oklch(0.75 0.13 42)',
  'accent-ink': '#1a0f0b',
  'accent-text': 'oklch(0.75 0.13 42)',
  'accent-soft': 'oklch(0.31 0.05 38)',
  good: 'oklch(0.74 0.12 155)',
  bad: 'oklch(0.7 0.19 20)',
  /** Session 51 (decision 0238): the closing card and the featured band in dark are a neutral charcoal, no brown fill,
   *  edged by a neutral hairline, lit by a soft accent glow (the `band-deep` / `band-lit` rules below); the warm brown
   *  and its orange hairline read muddy (issue 53). Decision 0243 (review round 28): a clear step lighter than their
   *  neighbours, the page and the grey bands (bg-alt) alike, as at bg-alt's near-black they blended into the page. */
  deep: '#2a2a29',
  'deep-ink': '#f7f3ee',
  'deep-muted': '#c9beb2',
  'deep-accent': 'oklch(0.75 0.13 42)',
  'deep-edge': '#454442',
  'deep-focus': 'oklch(0.78 0.055 250)',
  /** Home's featured story band in dark: the band step (decision 0249: one of the page's alternating bands, between
   *  sections on the page's ground, its drawn plan the card step on it), under a soft accent glow and its hairlines
   *  (decisions 0238, 0243: the raised charcoal of 0243 was a fourth ground). */
  showcase: '#1b1b1a',
  warn: '#e6b04f',
  'warn-soft': '#2a2115',
  'removed-soft': '#4a2824',
  'added-soft': '#1f3d2e',
  // In dark the bars were the hairline's grey (1.7 : 1 on the card), then 3 : 1, still muddy (round 21): now about 4 : 1,
  // the ink line still 3 : 1 over them.
  'chart-bar': '#8a8075',
  // A row's share in dark: a light warm grey, not the brown-red that read muddy behind the words (round 16); a step
  // lighter (round 21), as light as the words on it allow, its shape drawn by its accent foot (breakdown-table.tsx).
  'chart-share': 'oklch(0.385 0.016 60)',
  'screen-frame': '#2f2d2b',
  'screen-edge': '#4e4b47',
  'scene-done': '#7a7066',
  /** In dark, each ground a clean deep tone of its hue, not a warm grey tinted toward it (round 13 of the review read
   *  the brown, moss and charcoal as muddy): more chroma, a little less light, so a screen's light edge stands off it.
   *  Round 15 still read them muddy (the clay a brown at hue 40): the clay turns toward the accent's red (a deep
   *  oxblood, hue 22, quiet beside the accent), the sage to a deep teal and the slate to a deep indigo, each with more chroma at a step less
   *  light, so the three read as three clear inks rather than three browns (decision 0163). Round 16 still read them
   *  heavy (rust, forest, navy): a tile a step lighter than the page (about bg-alt), a faint tint of its hue and the frame's
   *  hairline; the screen on it carries the colour (decision 0172). */
  'cover-clay': 'oklch(0.215 0.012 22)',
  'cover-sage': 'oklch(0.215 0.012 178)',
  'cover-slate': 'oklch(0.215 0.014 262)',
  'cover-edge': 'rgb(255 255 255 / 0.2)',
  focus: 'oklch(0.78 0.055 250)',
  'focus-warm': 'oklch(0.8 0.1 72)',
  /** Round 17: a dialog in dark read flat (card, edge, fields and backdrop too close): the card lifted a step more
   *  (#2e2a25 before), its edge stronger, and inside it the hairlines, fields and wells re-tuned (DARK_DIALOG). */
  dialog: '#32302e',
  'dialog-edge': '#66625d',
  scrim: 'rgb(0 0 0 / 0.8)',
  'scrim-docked': 'rgb(0 0 0 / 0.55)',
};

/** Inside a dark dialog the page's hairlines (tuned for the darker cards) all but vanished on the lifted card, and a
 *  field's fill was a shade off it: here the hairlines are stronger (the faintest text a touch lighter), a field or a text's well (bg-alt) is a clear step
 *  below the card, and a hover or chip fill (surface-alt) a step above it (decision 0175). */
export const DARK_DIALOG = {
  line: '#4d4a46',
  'line-strong': '#6d6863',
  'bg-alt': '#1e1d1b',
  'surface-alt': '#45423f',
  /** The faintest text, a touch lighter, so it stays AA on the lifted card. */
  faint: '#bab1a5',
} as const;

const vars = (palette: Record<string, string>) =>
  Object.entries(palette)
    .map(([name, value]) => `--c-${name}:${value}`)
    .join(';');

/** The palette as CSS variables: light on :root, dark under html.dark (web/lib/theme.ts sets the class). */
export const TOKENS_CSS =
  `:root{${vars(LIGHT)};--shadow-card:0 1px 2px rgb(27 24 21/.05),0 12px 32px -16px rgb(27 24 21/.16);` +
  `--shadow-pop:0 2px 4px rgb(27 24 21/.06),0 24px 56px -20px rgb(27 24 21/.26);` +
  // A chosen segment: a hairline edge and a short shadow under it (in dark the strong line, the fill doing the rest).
  '--shadow-raised:inset 0 0 0 1px var(--c-line),0 1px 2px rgb(27 24 21/.1),0 2px 6px -2px rgb(27 24 21/.12);--ease-out:cubic-bezier(.22,1,.36,1);' +
  // A band held at the window's top over what scrolls under it (the writing's toolbar): a soft shade under its edge.
  '--shadow-stuck:0 10px 18px -14px rgb(27 24 21/.35)}' +
  `html.dark{${vars(DARK)};--shadow-card:0 0 0 1px rgb(255 255 255/.02),0 12px 32px -16px rgb(0 0 0/.6);` +
  '--shadow-pop:0 0 0 1px rgb(255 255 255/.04),0 24px 56px -20px rgb(0 0 0/.7);' +
  '--shadow-raised:inset 0 0 0 1px var(--c-line-strong),0 1px 2px rgb(0 0 0/.5),0 2px 8px -2px rgb(0 0 0/.6);' +
  '--shadow-stuck:0 12px 20px -14px rgb(0 0 0/.8);color-scheme:dark}' +
  `html.dark dialog{${vars(DARK_DIALOG)};box-shadow:inset 0 1px 0 rgb(255 255 255/.06),0 24px 64px -12px rgb(0 0 0/.8)}` +
  // A field in a dark dialog sits in the well's shade, below the card (an invalid one keeps its own tint: more specific).
  'html.dark dialog .field{background-color:var(--c-bg-alt)}' +
  // Home's featured story band and the closing card in dark (session 51, decisions 0238 and 0243): the light theme's two
  // dark stages. Decision 0254 (round 30: grey slabs barely off the page, a muddy glow): their own dark treatment, a
  // surface tinted toward the accent (a low-chroma terracotta, lighter at the upper right, deeper at the lower left) over
  // the neutral ground, and one clean glow of the accent in that corner, fading to nothing; the band edged above and
  // below, the card all round, by the neutral hairline (`deep-edge`). The deep text stays over 6 : 1 on its lightest point.
  'html.dark .band-lit,html.dark .band-deep{background-image:radial-gradient(55% 75% at 100% 0%,oklch(0.69 0.15 39/.18),oklch(0.69 0.15 39/0) 70%),' +
  'linear-gradient(200deg,oklch(0.3 0.04 40),oklch(0.255 0.024 38) 55%,oklch(0.23 0.014 36))}' +
  'html.dark .band-lit{background-color:var(--c-showcase);box-shadow:inset 0 1px 0 var(--c-deep-edge),inset 0 -1px 0 var(--c-deep-edge)}' +
  'html.dark .band-deep{box-shadow:inset 0 0 0 1px var(--c-deep-edge),0 24px 56px -20px rgb(0 0 0/.7)}' +
  'html.dark .band-deep .backdrop-glow,html.dark .band-lit .backdrop-glow{display:none}' +
  'body{background:var(--c-bg);color:var(--c-ink)}';

/** The palette's names as UnoCSS colours: `bg-surface`, `text-muted`, `border-line`, `bg-accent/10`, ... */
export const TOKEN_COLORS = Object.fromEntries(Object.keys(LIGHT).map((name) => [name, `var(--c-${name})`]));

/** Both palettes by theme, for what draws outside a page's stylesheet (scripts/og-image.ts, the share image). */
export const PALETTES = { light: LIGHT, dark: DARK } as const;
