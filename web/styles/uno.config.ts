// UnoCSS configuration: Tailwind-4-style utilities, Lucide icons as CSS, and the site's few shared shortcuts.
import { ARTICLE_CSS, RICH_EDITOR_CSS } from './article-css';
import type { UserConfig } from '@unocss/core';
import presetIcons from '@unocss/preset-icons';
import presetWind4 from '@unocss/preset-wind4';
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };
import { VALUE_ICONS } from '../../src/contract/constants';
import { FOCUS_STEPS } from '../../src/contract/image-variants';
import { INDUSTRY_ICON_CSS } from './industry-icons';
import { TOKEN_COLORS, TOKENS_CSS } from './tokens';

/** How many parts a page's contents can follow as it scrolls (the privacy notice has six). */
const TOC_PARTS = [1, 2, 3, 4, 5, 6, 7, 8];

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
        TOKENS_CSS +
        // Motion respects the visitor's setting: nothing slides or fades for someone who asked for less motion.
        '@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}' +
        'body{-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;font-feature-settings:"cv11","ss01"}' +
        // QuietSummary's chevron (decision 0284) turns with its own fold, never with an outer one that is open.
        'details[open]>summary>[data-summary-chevron]{transform:rotate(90deg)}' +
        // Chinese has no capitals and is set wider: no Latin tracking or upper-casing on it. Balanced by its style alone
        // (`text-wrap-style`): the `text-wrap` shorthand would also turn wrapping back on, undoing a heading's `truncate`.
        // Decision 0249 (outside review, session 52): 1.3, and the public pages' display headings 1.25 (below): at 1.4 the
        // two-line hero and the section titles read loosely leaded.
        ':lang(zh) :is(h1,h2,h3,h4){line-height:1.3;letter-spacing:.01em;text-wrap-style:balance}' +
        // …but a card's title (`card-title`, a list item's) fills its lines in Chinese too, still broken between phrases
        // (round 33 #8, decision 0274).
        ':lang(zh) :is(h2,h3,h4).card-title{text-wrap-style:pretty}' +
        // Chinese display headings (a page's H1, a section's title) at semibold, never heavier: Han characters are denser
        // than Latin letters, and bold or black Chinese beside the English pages' semibold Geist read louder (second
        // outside review of session 37). Where the platform's Chinese face has a 600 (PingFang TC) it is drawn.
        ':lang(zh) :is(h1,.display,.section-title){font-weight:600}' +
        // On the public pages (in `#main`) their display headings and section titles too, H2s included, at 600 (round 17,
        // decision 0174: 0161's 500 drew the Regular face wherever there is no medium, as on Noto Sans CJK TC's 400/700,
        // and the headings read as body text). 600 is PingFang TC's Semibold on Apple devices, and the Bold of Noto Sans
        // CJK TC and Microsoft JhengHei elsewhere; so that bold is not heavy, the strokes get air (3 % tracking) and
        // home's headline, the one large Chinese line, is set a step smaller than the English one (38 / 56 / 68 px).
        // The publishing pages' card titles (`pub-title`: a list's cards, "Keep reading", the related story; h2 or h3) with
        // them (round 18 read them regular beside English semibold; decision 0177, wave 2).
        // Decision 0249 (session 52's outside review read the Bold as heavy, louder than the Latin semibold beside it): a
        // medium weight drawn alike everywhere. 500 is PingFang TC's Medium; where the face has only a Regular and a Bold
        // (Noto Sans CJK TC, Microsoft JhengHei) 500 draws the Regular, so a hairline stroke of the text's own colour
        // (2 % of its size) thickens every face's strokes half a step: Regular reads as a medium, Medium as a semibold,
        // never the Bold. Leading 1.25. Card titles (an H3's `card-title`) alike: in Bold they outweighed the Latin too.
        ':lang(zh) #main :is(h1,h2,.display,.section-title,.pub-title,.card-title):not(.eyebrow){font-weight:500;-webkit-text-stroke:.02em currentColor;letter-spacing:.03em;line-height:1.25}' +
        ':lang(zh) #home-title{font-size:2.375rem}' +
        '@media (min-width:40rem){:lang(zh) #home-title{font-size:3.5rem}}' +
        '@media (min-width:64rem){:lang(zh) #home-title{font-size:4.25rem}}' +
        // A Chinese label: no upper-casing, 13 px with 8 % tracking (decision 0249: set solid at 14 px it read as bold body
        // text; Latin's 12 % would break the characters apart).
        ':lang(zh) .eyebrow{text-transform:none;letter-spacing:.08em;font-size:.8125rem}' +
        // The public pages' small print (decision 0280, round 34: 11-12 px captions, some in `faint`, were hard to read in
        // dark): a 12 px caption not set in a weight (a badge, a tag, a label in capitals keep 12 px, the floor) is read at
        // the `caption` size, 13 px, in the muted ink (AA on every ground in both themes); a drawn picture's words
        // (aria-hidden) keep their scale.
        ':is(#main,footer) :is(.text-xs.text-muted,.text-xs.muted,.text-xs.text-faint):not(.font-medium,.font-semibold,.font-bold,[aria-hidden] *){font-size:.8125rem;line-height:1.25rem;color:var(--c-muted)}' +
        // The admin's secondary text (a field's hint, a note, "Technical details", a chart's footnote: `text-xs` in
        // `text-muted` or `text-faint`) has one size per script: 13 px in Latin, 14 px in Chinese (at 12 px, light grey,
        // it was hard to read in dark and in Chinese: review round 24, decision 0220), and always the `muted` ink (AA on
        // every ground), never `faint`. Labels set in a weight (the admin label, the setup count, badges, pills) and axis
        // labels keep their own sizes: at 14 px the header's label and count outgrew their row (e2e/admin-shell).
        '[data-dashboard] :is(.field-hint,.text-xs.text-muted,.text-xs.muted,.text-xs.text-faint):not(.font-medium,.font-semibold,.font-bold){font-size:.8125rem;line-height:1.25rem}' +
        '[data-dashboard] .text-xs.text-faint:not(.font-medium,.font-semibold,.font-bold){color:var(--c-muted)}' +
        '[data-dashboard] :is(.field-hint,.text-xs.text-muted,.text-xs.muted,.text-xs.text-faint):not(.font-medium,.font-semibold,.font-bold):lang(zh){font-size:.875rem;line-height:1.375rem}' +
        // The admin's surfaces (decision 0259, outside review r30: "everything is the same kind of card, cards inside
        // cards"; Linear and Ghost draw flatter). One top-level surface, a `card` there: the surface on the grey page, a
        // hairline edge, 12 px corners, no shadow (`--shadow-card` none); what floats (dialogs, drawers, menus, popovers,
        // toasts) keeps its own elevation. A card inside a card or a dialog is no second box: it becomes a section of its
        // parent, a hairline above it and no edge, corner, ground or shadow of its own (its padding above and below kept).
        '[data-dashboard]{--shadow-card:none}[data-dashboard] .card{border-radius:.75rem}' +
        '[data-dashboard] :is(.card,dialog) .card:not(dialog){border-width:1px 0 0;border-radius:0;background-color:transparent;box-shadow:none;padding-inline:0}' +
        // Every admin button one calmer shape (decision 0259: "every button is a pill"): 8 px corners, a field's, on the
        // primary, outlined, danger, ghost and quiet buttons and the add row alike. The public pages keep their pills.
        // Decision 0272 (round 32: the sign-in page's pills beside the admin's rectangles): the sign-in page
        // (`data-admin-login`) too, and the icon buttons; its card the admin's 12 px surface. Chips, badges and dots stay round.
        ':is([data-dashboard],[data-admin-login]) :is(.btn,.btn-primary,.btn-accent,.btn-outline,.btn-danger,.btn-danger-quiet,.btn-ghost,.btn-quiet,.btn-toggle,.btn-icon,.add-row){border-radius:.5rem}' +
        '[data-admin-login] .card{border-radius:.75rem}' +
        'p:lang(zh){line-height:1.8}' +
        // Text never ends on a line of one or two characters (式。) or a lone word ("made."): the browser evens out the
        // last lines, in both languages (review of session 37). Chinese breaks strictly: no line opens with a small kana,
        // an iteration mark or a closing mark.
        'html{text-wrap-style:pretty}html:lang(zh){line-break:strict}' +
        ':lang(zh) :has(>wbr){word-break:keep-all;overflow-wrap:anywhere}' +
        // Body text already keeps its last line whole (web/components/ui/phrased.tsx): it runs the full width of its
        // column, never re-wrapped shorter by pretty or balanced wrapping (a two-line text would otherwise break at half width).
        ':lang(zh) :is(p,dt,dd,li,blockquote):has(>wbr){text-wrap-style:auto}' +
        // Decision 0254 (round 30 of the outside review, amending 0217): a running paragraph (the privacy notice's text, a
        // card's description, a lede not set even) breaks as Chinese body text does, between any two characters (strict:
        // no line opens on a closing mark), so its right edge is even and no line is left a word or two short (並為／此負責,
        // 不必／排客服工單). Phrase breaking stays for headings, short labels and leads set even (below); the paragraph's last
        // phrase (its own span, components/ui/phrased.tsx) stays whole, so it never ends on a character or two.
        ':lang(zh) p:has(>wbr){word-break:normal;text-wrap-style:pretty}:lang(zh) p:has(>wbr)>span:last-child{word-break:keep-all}' +
        // A story card's rest of its text after the first sentence (`data-rest`, the services page's stories) breaks
        // between its phrases, but a phrase with a space in it is not held on one line there (round 33 #5: held, 現在 LINE
        // 上的… went down whole and the Evergreen card's text broke at its first sentence's end, mid-line).
        ':lang(zh) p:has(>wbr)>span[data-rest] .whitespace-nowrap{white-space:normal}' +
        // Chinese body text (a paragraph, a long lead) breaks between its phrases too, as headings do, and is set to the
        // start edge at every width: broken between any two characters it split words (負責規劃專案的 / 人, 審 / 核, 速 /
        // 度更快; round 24 of the outside review), and justified, a line that gave way before a phrase or a figure kept
        // whole (15 天內回覆。) was spread apart (頁 列 出 的…; decision 0217, amending 0182 and 0194).
        // …except where a short text asks for even lines (`wrap-balance`: a story's or an article's lede, a client's
        // quote): two or three lines of about one length, so none ends on a character or two (review of session 37).
        'p.wrap-balance,blockquote.wrap-balance,:lang(zh) .wrap-balance:has(>wbr),:lang(zh) .wrap-balance>p:has(>wbr){text-wrap-style:balance}' +
        // A long text set even and cut into phrases (`phrase-balance` with <Phrased balanced>: home's lead and quote, an inner
        // page's lead; decision 0186) breaks between its phrases only, even when it ends on a held span (天內親自回覆。) as
        // body text does: the class counted three times outweighs the body rule above.
        // (Decision 0254: only a text set even keeps its phrases, `wrap-balance` counted twice to outweigh the running
        // paragraph's rule; a lede not set even is a running paragraph.)
        ':lang(zh) p.wrap-balance.wrap-balance:has(>wbr),:lang(zh) .wrap-balance>p:has(>wbr){word-break:keep-all}' +
        // …and one not set even (a lede in the reading column, decision 0202) runs to its column's edge less a phrase, its
        // last line evened out.
        ':lang(zh) p.phrase-balance:not(.wrap-balance):has(>wbr){text-wrap-style:pretty}' +
        // The clients' wall on home (client-strip.tsx; decision 0249, session 52's outside review: bordered cells of names
        // in the body font read as a placeholder): no cells, one quiet row of wordmarks at 64 % of the ink (60 % fell to
        // 4.49 : 1 on the light band: axe), each name set in a treatment of its own from the one face the site ships
        // (Geist's weights, case and tracking; no drawn marks, no initials), taken in turn, six to a round. A wordmark
        // centred in its slot on ONE line (decision 0253, rv30 item 7: "mountain / loom" stacked read as typed text), two
        // to a row below 768 px; one tone: a single ink at 64 %, weights held to 500-700 (300 and 900 read as two greys).
        // Sized in em of the slot: 12 px below 376 px, 13 on a phone, 15 from 640, 16 from 1024. One optical height
        // (decision 0267, rv32 item 7): each treatment's size chosen so lowercase x-heights sit near .6em of the slot and
        // capitals near .62em (capitals read larger than a mixed-case word of the same height).
        '.logo-wall>li{font-size:.8125rem}@media (max-width:23.49rem){.logo-wall>li{font-size:.75rem}}@media (min-width:40rem){.logo-wall>li{font-size:.9375rem}}@media (min-width:64rem){.logo-wall>li{font-size:1rem}}' +
        '.logo-wall .logo-name{display:block;font-size:1em;line-height:1.05;white-space:nowrap;text-align:center;opacity:.64}' +
        '.logo-wall>li:nth-child(6n+1) .logo-name{font-size:1.12em;font-weight:700;letter-spacing:-.035em}' +
        '.logo-wall>li:nth-child(6n+2) .logo-name{font-size:.86em;font-weight:600;letter-spacing:.1em;text-transform:uppercase;line-height:1.35}' +
        '.logo-wall>li:nth-child(6n+3) .logo-name{font-size:1.16em;font-weight:500;letter-spacing:-.02em;text-transform:lowercase}' +
        '.logo-wall>li:nth-child(6n+4) .logo-name{font-size:.88em;font-weight:700;letter-spacing:-.01em;text-transform:uppercase;line-height:1}' +
        '.logo-wall>li:nth-child(6n+5) .logo-name{font-size:1.08em;font-weight:500;letter-spacing:.07em}' +
        '.logo-wall>li:nth-child(6n) .logo-name{font-size:1.14em;font-weight:700;letter-spacing:-.055em}' +
        // In Chinese (no case, no tight tracking; most platforms' Chinese face has a Regular and a Bold): the treatments by
        // spacing and weight at one size (one optical height, decision 0267), the heaviest thickened by a stroke of its own colour.
        ':lang(zh) .logo-wall>li .logo-name{font-size:1.04em;letter-spacing:.12em}' +
        ':lang(zh) .logo-wall>li:nth-child(6n+2) .logo-name{font-size:1.04em;letter-spacing:.32em}' +
        ':lang(zh) .logo-wall>li:nth-child(6n+3) .logo-name{font-size:1.04em;letter-spacing:.04em}' +
        ':lang(zh) .logo-wall>li:nth-child(6n+5) .logo-name{letter-spacing:.28em}' +
        ':lang(zh) .logo-wall>li:nth-child(6n) .logo-name{font-size:1.04em;letter-spacing:0;-webkit-text-stroke:.03em currentColor}' +
        // /work's names line (`logo-name` outside the wall): Latin set tight, Chinese spaced out.
        ':lang(zh) .logo-name{letter-spacing:.12em}' +
        // On a phone no text but a heading is set even: a lede or section intro (`wrap-balance`), the closing band's
        // paragraph and the quote cards (`phone-pretty`) fill their lines, only the last line evened out. Balanced at 390 px
        // they used three quarters of a card's width and broke early ("timeline / and a fixed quote within a / week.",
        // round 21); home's leads ran 250-290 px in a 350 px column (round 26, decision 0230). Counted three times, the
        // classes outweigh the balance rules above (Chinese included).
        '@media (max-width:639px){p.phone-pretty.phone-pretty.phone-pretty,p.wrap-balance.wrap-balance.wrap-balance,.wrap-balance.wrap-balance.wrap-balance>p{text-wrap-style:pretty}}' +
        // The header row's switches on a phone (header.tsx `row-switches`, round 21): the language link a chip of the menu
        // toggle's shape, the other language's short word and no icon; the theme waits in the menu. Here rather than in
        // classes: the public pages' script is at its budget.
        '@media (max-width:639px){.row-switches>a{flex-shrink:0;border:1px solid var(--c-line-strong);background-color:var(--c-surface);padding:0 .75rem;color:var(--c-ink)}.row-switches>a>.i-lucide-languages,.row-switches>button{display:none}}' +
        // The phone's call to action (decision 0261, `StartDock`, placed before a page's closing band): the page's hero
        // (home's figures with it) and the band after the dock are laid over it on the page's own ground, so it shows
        // only between them, slides under the band as that arrives and never reaches the footer.
        '@media (max-width:639px){main:has(>[data-dock])>:is([data-part=hero],[data-part=figures]),[data-dock]+*{position:relative;z-index:31;background-color:var(--c-bg)}}' +
        // Focus rings are for the keyboard: an element focused by a click or by script after one draws none.
        ':focus:not(:focus-visible){outline:none}' +
        // The eyebrow's marker is the brand's one recurring detail, the plan line (decision 0262): the mark's schedule in
        // small, a task's bar running to its milestone diamond, in the accent (a mask, so it follows the theme). An eyebrow
        // that lays out an icon of its own (a flex row) shows the icon instead. On home's hero it draws itself once as the
        // page opens (a clip from the left, 0.9 s; off under prefers-reduced-motion by the rule above).
        ".eyebrow:not(.flex)::before{content:'';display:inline-block;width:1.25rem;height:.5rem;margin:0 .5rem .125em 0;background:var(--c-accent);-webkit-mask:var(--plan-line) center/contain no-repeat;mask:var(--plan-line) center/contain no-repeat;vertical-align:middle}" +
        ":root{--plan-line:url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 8'%3E%3Crect y='2.25' width='11' height='3.5' rx='1.75'/%3E%3Cpath d='M16 .5l3.5 3.5-3.5 3.5-3.5-3.5z'/%3E%3C/svg%3E\")}" +
        'p.eyebrow:has(+#home-title)::before{animation:plan-draw .9s var(--ease-out) .15s backwards}' +
        '@keyframes plan-draw{from{clip-path:inset(0 100% 0 0)}}' +
        // The one text link (`arrow-link`): underlined and its arrow a step on while it, or the card that holds it, is pointed at.
        ':is(a,.group):hover .arrow-link,.arrow-link:is(a,button:enabled):hover{text-decoration-line:underline}' +
        '.arrow-link>.i-lucide-arrow-right{transition:translate .15s var(--ease-out)}' +
        ':is(a,.group):hover .arrow-link>.i-lucide-arrow-right,a.arrow-link:hover>.i-lucide-arrow-right{translate:.125rem 0}' +
        // A client story's icon by its industry (/services; decision 0205).
        INDUSTRY_ICON_CSS +
        // A quote set at display size in Chinese (home's first quote, a story's quote): 1.55, not body text's 1.8, which at
        // 26-40 px let its lines drift apart (round 21, decision 0205).
        ':lang(zh) :is(.display-quote,.display-quote>p){line-height:1.55}' +
        // A screen cropped on purpose to its top-left corner (home's featured story, /services' stories): cut cleanly at
        // its frame's edge, no fade over its rows (decision 0127: the fades cut content and read muddy in dark).
        '.screen-crop{overflow:hidden;isolation:isolate}' +
        // On a phone a drawn screen is shown whole, scaled to its frame's width with no panel round it: the frame takes
        // the screen's own shape (a card's 16:10, a lead's fixed height and a story's 4:3 give way), its tinted ground no
        // longer shows, and its hairline is the screen's edge. Rounds 17 and 18 read every detail cut from a screen (decisions 0163,
        // 0177: one detail round its focus at a reading size) as a crop through its words ("median, day and nigh");
        // whole, no word is cut, and the picture still opens at full size where it links so (decision 0177, wave 2).
        '@media (max-width:639px){a:has(>.screen-crop.screen-detail),.screen-detail.screen-detail{height:auto;aspect-ratio:auto}' +
        '.screen-detail>div{position:static;inset:auto;width:auto;height:auto;transform:none;translate:none}' +
        '.screen-detail img{position:static;width:100%;max-width:100%;height:auto;translate:none;border:0;border-radius:0;box-shadow:none}' +
        // A story's screens on a phone pan instead (round 19: whole at 350 px they were unreadable thumbnails): the frame
        // scrolls sideways over the screen at two and a half times its width, its words about a phone's small print, and
        // the row under it says so (work-story.tsx, PictureFoot). No script: the frame is the link's own box.
        '.screen-pan.screen-pan{overflow-x:auto;overflow-y:hidden;overscroll-behavior-x:contain;scrollbar-width:thin}' +
        '.screen-pan.screen-pan img{width:250%;max-width:none;aspect-ratio:auto}}' +
        // A portrait in duotone (the team on /services, decision 0127): the photo in greyscale, the accent laid over it
        // as its colour, so portraits from any camera read as one set and as chosen, in both themes.
        '.duotone{position:relative;isolation:isolate}.duotone img{filter:grayscale(1) contrast(1.05)}' +
        // On a dark page a step dimmer (decision 0174): a light photo or the drawn silhouettes' paper is no bright tile there.
        // Round 18 still read the drawn team as terracotta tiles in dark: there the picture is dimmer again and its tint
        // a third as strong, so the paper reads as a quiet warm grey under the ink, not as the accent.
        '.dark .duotone img{filter:grayscale(1) contrast(.95) brightness(.5)}' +
        ".duotone::after{content:'';position:absolute;inset:0;background:var(--c-accent);mix-blend-mode:color;opacity:.5;pointer-events:none}" +
        '.dark .duotone::after{opacity:.18}' +
        // The footer on a phone (footer.tsx; round 24: about 620 px tall on every page; decision 0218): its 44 px rows edge
        // to edge under each column's name, the pages down the first column and the work and the legal notice down the
        // second beside them, the contact details across both under them, one detail a line (decision 0267, rv32 item 10:
        // the number and the address to write to side by side were squeezed), less room above, between and under.
        // Doubled class: over the utilities it overrides.
        // Decision 0280 (round 34: the groups stood 0, 20 and 32 px apart, 0275's legal column pulled up flush under the
        // work's links): one rhythm, every group a name and its 44 px rows 4 px under it, and the one 24 px row gap between
        // every two groups (the brand's row 8 px more, its words centred on the 32 px mark where a link's are on a 44 px
        // row): the legal notice under the work, the pages beside both (200 px against 204), the contact details under.
        '@media (max-width:767px){.foot-grid.foot-grid{row-gap:1.5rem;padding-top:2rem;padding-bottom:1.5rem}' +
        '.foot-grid>div:first-child{margin-bottom:.5rem}' +
        '.foot-grid>nav:first-of-type{grid-row:span 2}.foot-grid>nav:last-of-type{grid-column-start:2}' +
        '.foot-grid>address{order:1;grid-column:span 2}.foot-grid.foot-grid ul{margin-top:.25rem}' +
        'footer>div:last-child>div.py-5{padding-block:1rem}}' +
        // Decision 0275 (round 33: dark sections ran together): in dark a band's hairlines are the strong line.
        'html.dark section.border-y.bg-bg-alt{border-color:var(--c-line-strong)}' +
        // The accent's glow behind a dark band's corner (the closing band, home's featured story). Heroes stand on the page's
        // plain ground: the faint grid-paper that faded out behind them read as a template's (decision 0279).
        '.backdrop-glow{background:radial-gradient(closest-side,color-mix(in oklab,var(--c-accent) 22%,transparent),transparent)}' +
        // A plan's features fold into a <details> on a phone; from 1024 px up (where the browser can style a closed
        // disclosure's content) they are always shown and the summary goes, so the cards' rows stay level.
        '@media (min-width:64rem){@supports selector(::details-content){.plan-features>summary{display:none}.plan-features::details-content{content-visibility:visible;block-size:auto}}}' +
        // There a card spans its four rows and 30 for feature lines (a plan's most: src/contract/pricing.ts; the rows no
        // card fills are empty, 0 px), and the list is a subgrid through the disclosure, so each line is level with the
        // same line of the other cards however it wraps (decision 0251; a style attribute is not allowed by the CSP).
        '@media (min-width:64rem){.plan-card{grid-row:span 34}' +
        '@supports selector(::details-content){.plan-features,.plan-features>ul{display:grid;grid-row:span 30;grid-template-rows:subgrid}' +
        '.plan-features::details-content{display:contents}}}' +
        // Native checkboxes, radios and ranges take the ink (the primary button's colour), not the browser's blue: in
        // dark the ink is near-white and the browser draws the tick dark to match.
        ':root{accent-color:var(--c-ink)}' +
        // The admin's toasts on a phone sit above its tab bar at the window's foot while the bar shows (the dashboard),
        // and above the Writing editor's foot (Settings, Save, Publish), which a toast would otherwise cover for its 5 s.
        '@media (max-width:639px){:root:has(:not(.hidden)>[data-tab-bar]){--toast-foot:calc(4.5rem + env(safe-area-inset-bottom))}' +
        ':root:has([data-editor-foot]){--toast-foot:calc(7rem + env(safe-area-inset-bottom))}}' +
        // On a phone, while the content tab has something to save, its one-line save bar takes the tab bar's place at the
        // window's foot (review round 14: bars took ~40% of the screen); the tab bar is back once saved or discarded.
        '@media (max-width:639px){[data-dashboard]:has([data-save-bar=replace]){--tab-bar:0px}[data-dashboard]:has([data-save-bar=replace]) [data-tab-bar]{display:none}}' +
        // A phone's sideways row of chips (`chip-scroll`, decision 0282): its edges fade where there is more to scroll to,
        // 2.5 rem each, by its own scroll position (a row that fits is not a scroll timeline: no fade). Without scroll
        // timelines, a row known to scroll (`segmented-scroll`) fades at its end.
        "@property --chip-fade-start{syntax:'<length>';inherits:false;initial-value:0px}" +
        "@property --chip-fade-end{syntax:'<length>';inherits:false;initial-value:0px}" +
        '@keyframes chip-fade{0%{--chip-fade-start:0px;--chip-fade-end:2.5rem}8%{--chip-fade-start:2.5rem}92%{--chip-fade-end:2.5rem}100%{--chip-fade-start:2.5rem;--chip-fade-end:0px}}' +
        '@media (max-width:639px){:is(.chip-scroll,.segmented-bar,.segmented-scroll){mask-image:linear-gradient(to right,transparent,#000 var(--chip-fade-start),#000 calc(100% - var(--chip-fade-end)),transparent)}' +
        '@supports (animation-timeline:scroll()){:is(.chip-scroll,.segmented-bar,.segmented-scroll){animation:chip-fade linear both;animation-timeline:scroll(self inline)}}' +
        '@supports not (animation-timeline:scroll()){.segmented-scroll{--chip-fade-end:2.5rem}}}' +
        // The one save bar, pinned to the window's foot (decision 0282): the page keeps its height as room at its end, so
        // it never covers the last field (64 px from 640 px, 56 on a phone, above the tab bar), and a toast stands above it.
        '[data-dashboard]:has([data-save-pin]) main{padding-bottom:calc(2rem + 4rem)}:root:has([data-save-pin]){--toast-foot-wide:5.5rem}' +
        '@media (max-width:639px){[data-dashboard]:has([data-save-pin]) main{padding-bottom:calc(2rem + 3.5rem)}' +
        ':root:has([data-save-pin]){--toast-foot:calc(8rem + env(safe-area-inset-bottom))}}' +
        // A page's contents beside its parts (the privacy notice): the link of the part crossing a line 30 % down the
        // window is lit, in the ink at 600 with its rule in the accent (the first before any part reaches the line), by the
        // scroll alone: the n-th part of `.toc-parts` is the view timeline the n-th link of `.toc-links` follows, named
        // for their common ancestor `.toc-scope` (decision 0239; no inline style: the pages' CSP allows none). A browser
        // without scroll timelines shows the plain list.
        '@keyframes toc-on{from,to{color:var(--c-ink);border-color:var(--c-accent);font-weight:600}}' +
        `@supports (animation-timeline:view()){.toc-scope{timeline-scope:${TOC_PARTS.map((n) => `--toc-${n}`).join(',')}}.toc-links a{animation:toc-on 1ms linear}.toc-links>li:first-child>a{animation-fill-mode:backwards}${TOC_PARTS.map(
          (n) =>
            `.toc-parts>li:nth-child(${n})>*{view-timeline:--toc-${n} block;view-timeline-inset:30% 69%}.toc-links>li:nth-child(${n})>a{animation-timeline:--toc-${n}}`,
        ).join('')}}` +
        // In dark, a picture (a cover, a screen, an image in an article) is dimmed a little, as a lamp is turned down at
        // night: a white screenshot would otherwise be the brightest thing in the room.
        '.dark :is(.picture,.article-body img){filter:brightness(.9)}' +
        // Where a crop keeps a photo's subject (decision 0104): `fx-30 fy-40`, each setting its half of the position.
        FOCUS_STEPS.map(
          (n) => `.fx-${n}{--fx:${n}%;object-position:var(--fx) var(--fy,50%)}.fy-${n}{--fy:${n}%;object-position:var(--fx,50%) var(--fy)}`,
        ).join('') +
        // A journal article's body, written by the server from Markdown (./article-css.ts).
        ARTICLE_CSS +
        RICH_EDITOR_CSS +
        // A settings form's fields keep a readable measure, 40 rem, not the card's whole width (about 1180 px on a 1280 px
        // screen; studio review of session 38), and their hints and errors keep the field's; a telephone number 20 rem (a
        // number with its unit is already short). `:where` keeps the rule below any width a field gives itself.
        ':where([data-settings] form) :is(.field,p){max-width:40rem}:where([data-settings] form) .field[type=tel]{max-width:20rem}' +
        // A settings page with a form is as wide as its fields and their card's padding (43 rem, ~690 px; decision 0277,
        // review r33 #8: 640 px of fields in a 950 px card left its right third dead), its heading and save bar with it.
        '[data-settings]:has([data-page-save]){max-width:43rem}' +
        // A select is a field like the others: the browser's own arrow gives way to the design system's chevron, in the
        // muted ink of each theme (its list of choices stays the platform's, which phones show best). A box with a list
        // of labels to pick (`input[list]`, a combobox) wears the same chevron (decision 0233), the browser's own button
        // for its list kept, unseen, over it, so pressing the chevron opens the list.
        `select.field,input.field:where([list]){appearance:none;padding-right:2.5rem;text-overflow:ellipsis;white-space:nowrap;overflow:hidden;background-repeat:no-repeat;background-position:right .75rem center;background-size:1rem;background-image:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234a443e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")}` +
        'input.field:where([list])::-webkit-calendar-picker-indicator{opacity:0;margin-right:-1.75rem;width:1rem;height:1rem;padding:0;cursor:pointer}' +
        `.dark select.field,.dark input.field:where([list]){background-image:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23c2baaf' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")}`,
    },
  ],
  theme: {
    colors: TOKEN_COLORS,
    font: {
      // Geist for Latin (self-hosted, subset at build: scripts/web-font.ts), then a local face sized to Geist's metrics
      // while it is not there, then system faces; Noto Sans TC / PingFang TC / Microsoft JhengHei cover Traditional Chinese.
      sans: '"Geist", "Geist Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", sans-serif',
      // Codes (recovery codes, a two-step secret, a commit) in faces that tell 0 from O and 1 from l and I: DejaVu Sans
      // Mono on Linux (Debian's Chromium has it), SF Mono / Menlo on a Mac, Cascadia Mono / Consolas on Windows; the
      // platform's generic monospace only last. `code-text` adds the slashed zero where the face has one.
      mono: '"DejaVu Sans Mono", "SF Mono", SFMono-Regular, Menlo, "Cascadia Mono", Consolas, ui-monospace, "Liberation Mono", monospace',
      // Markdown being written, until decision 0224 set it in the sans (no screen uses this face now; its font file is
      // still built, scripts/web-font.ts). It was (decision 0140): Geist Mono, the sans's own mono (decision 0214: the
      // platform's read as a terminal; its face is in the admin's stylesheet alone, scripts/web-font.ts), then the same
      // mono faces, then a sans CJK face for Chinese (a Chinese line fell to the platform's default, a serif on Linux),
      // before the generic monospace.
      'mono-cjk':
        '"Geist Mono", "DejaVu Sans Mono", "SF Mono", SFMono-Regular, Menlo, "Cascadia Mono", Consolas, ui-monospace, "Liberation Mono", "Noto Sans Mono CJK TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", monospace',
    },
  },
  shortcuts: {
    // A code to read and copy by hand: the mono stack above, its zero slashed (OpenType zero) where the face has one.
    'code-text': 'font-mono slashed-zero',
    'page-x': 'mx-auto w-full max-w-6xl px-5 sm:px-6 lg:px-8',
    // The clients' wall on home (the stylesheet's `.logo-wall` sets each name's wordmark): no cells or hairlines (decision
    // 0249); two to a row below 768 px (decision 0253: each name on one line), three to 1024 px, each centred in its
    // cell; from there one row spread edge to edge with even gaps between the names (decision 0263, round 31: names of
    // unlike widths centred in equal cells left unlike gaps).
    'logo-grid': 'grid grid-cols-2 md:grid-cols-3 gap-x-3 gap-y-3 sm:gap-x-6 sm:gap-y-4 lg:flex lg:justify-between lg:gap-x-8',
    'logo-slot': 'flex h-12 min-w-0 items-center justify-center sm:h-14',
    // An uploaded logo: greyed, sized by its height.
    'logo-image': 'h-7 w-auto max-w-[9rem] object-contain opacity-70 grayscale',
    // A name without a logo, each a quiet monochrome wordmark, one style for all (no drawn logos: round 20 read stock
    // glyphs as made-up ones): bold, the ink at 70 % (a logo wall's greyed marks, round 21), on one line; 15 px, a size
    // smaller on a phone (two columns of about 165 px, 150 below 376 px) so "Harborline Logistics" keeps one line. The
    // width ranges do not overlap: media rules of one property come out of the generator in no guaranteed order.
    'logo-name':
      'text-[0.9375rem] min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-[0.8125rem] leading-tight font-bold text-ink opacity-70 whitespace-nowrap tracking-[-0.02em]',
    // A phone's call to action held to the window's foot once the hero has passed (decision 0261, `StartDock`): a 0 px
    // row right before the closing band, stuck 68 px above the window's foot, its bar hanging in those 68 px: the header's
    // frosted ground and hairline, mirrored, round the primary button at full width (48 px). The hero and the band cover
    // it (the preflight's `[data-dock]` rule).
    'start-dock': 'sticky bottom-[4.25rem] z-30 h-0 sm:hidden',
    'start-bar': 'absolute inset-x-0 top-0 h-[4.25rem] border-t border-line bg-bg/85 px-5 py-2.5 backdrop-blur-md',
    // Under a phone's sideways row (home's quotes, /services' stories): how many it holds and that it moves (0243, 0261).
    'swipe-cue': '-mt-2 flex items-center gap-2 text-xs text-muted sm:hidden',
    // /services' client stories (decisions 0239, 0250): shortcuts, not class strings in the cards, as /services in
    // Chinese has its script budget's last bytes. From 768 px a grid; on a phone one card under another, each its own
    // height (session 54, decision 0268, round 32: the sideways row hid three of four stories behind a cue), compact:
    // 20 px padding, a 16 px gap, the title 18 px, the body in the reading ink in dark (round 32: grey on #252422 read
    // faint), the title's rule 16 px off its neighbours.
    'story-grid': 'grid gap-4 sm:gap-5 md:grid-cols-2 lg:gap-6',
    'story-card': 'relative flex scroll-mt-20 flex-col rounded-2xl border border-line bg-surface p-5 sm:p-8',
    'story-text': 'muted dark:text-reading mt-2 max-w-prose leading-relaxed text-pretty',
    // The lead: across the row; from 1024 px two columns, the small cards' stat, rule, title, story and link on the left
    // and a customer's chat (or its picture) on the right (decision 0250: the right 40 % had stood empty).
    'lead-card':
      'story-card md:col-span-full lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_auto_auto_auto_1fr] lg:gap-x-12 lg:p-10 lg:[&>h3]:text-2xl',
    'lead-aside': 'lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:mb-0 lg:self-center',
    'lead-chat': 'grid content-center rounded-xl bg-surface-alt p-6 max-lg:hidden lg:col-start-2 lg:row-span-5 lg:row-start-1',
    // /services' in-page nav (decision 0268): from 1024 px a frosted pill (the header's ground) at the services' top,
    // stuck 16 px under the header while the rows pass; each link the service's icon and title, quiet until pointed at;
    // the one being read lit as the header's current page (decision 0279): ink, the accent's underline.
    'service-nav':
      'sticky top-20 z-30 mb-16 flex w-fit items-center gap-1 rounded-full border border-line bg-bg/85 p-1 shadow-[var(--shadow-card)] backdrop-blur-md max-lg:hidden',
    'service-nav-link':
      'keyboard-ring inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-medium text-muted transition-colors duration-150 hover:bg-surface-alt hover:text-ink aria-[current=true]:text-ink aria-[current=true]:underline decoration-accent decoration-2 underline-offset-[0.5rem]',
    // A /services row's picture, or without one the service's line icon, over three steps of how the work on it goes;
    // on a phone under the service's words (its title first).
    'method-panel': 'rounded-2xl border border-line bg-surface p-6 max-md:order-2 sm:p-8',
    'method-icon': 'block h-9 w-9 text-accent-text',
    'method-step':
      'grid grid-cols-[2rem_minmax(0,1fr)] gap-3 border-t border-line py-4 text-sm leading-relaxed text-muted last:pb-0 sm:text-[0.9375rem]',
    // The admin's frame is wider than the site's: a laptop's whole width for the editor's texts beside their column.
    'admin-x': 'mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8',
    // The admin's two heading sizes (decision 0244; outside review of session 52 #2: titles at 20, 24 and 26 px, and
    // sections as large as their page's title): a tab's page title, 24 px, and a section's or a card's title under it,
    // 17 px, the same on every tab (Overview, Content, Messages, Insights, Writing, Images, Activity, Settings).
    // Decision 0272 (round 31: "a flat, narrow type scale", 24 / 17 / 14 px): three clear steps, the page title 28 px
    // (24 on a phone, where the app bar above names the tab), a section's title 19 px, and labels and hints under them
    // 13-14 px in the muted ink.
    'admin-page-title': 'text-[1.75rem] leading-9 max-sm:text-2xl max-sm:leading-8 font-semibold tracking-[-0.022em] text-ink text-balance',
    'admin-section-title': 'text-[1.1875rem] leading-7 font-semibold tracking-[-0.01em] text-ink',
    // The vertical rhythm between a page's sections: 48 px on a phone (a page stays short), 96 px from a tablet up.
    'section-y': 'py-12 sm:py-24',
    // The focus ring, for the keyboard only (and a text field, which the browser counts as focus-visible however it was
    // focused), in the neutral `focus` token: never the accent or `bad`, so focus never reads as an error. (Not named
    // "focus-ring": UnoCSS reads that as focus:ring as well, a 1 px ring on every focus, mouse clicks included.)
    'keyboard-ring':
      'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    // A quiet disclosure's summary (Technical details, an image's optional versions, the sign-in page's help): a chevron
    // and words, no marker, 44 px tall for a finger; drawn by QuietSummary (web/components/admin/quiet-summary.tsx).
    'quiet-summary':
      'keyboard-ring inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded hover:text-ink [&::-webkit-details-marker]:hidden',
    // On a phone a link standing alone (not inside a sentence) is a 44 × 44 px target at least.
    'tap-target': 'max-md:inline-flex max-md:min-h-11 max-md:min-w-11 max-md:items-center',
    // Type scale: display (a page's H1), title (a section's H2), lead (the paragraph under either), eyebrow (the
    // small label above). Headings are tight and heavy in Latin; :lang(zh) above gives Chinese its own spacing.
    display: 'text-[2.5rem] leading-[1.05] font-semibold tracking-[-0.035em] text-ink text-balance sm:text-[3.5rem] lg:text-[4.25rem]',
    'section-title': 'text-[1.875rem] leading-[1.15] font-semibold tracking-[-0.025em] text-ink text-balance sm:text-[2.5rem]',
    // A card's or a list item's title fills its lines, its last evened out (round 33 #8: balanced, "A named person /
    // answers within / a business day" broke short three times in a narrow column); balance is for real headings.
    'card-title': 'text-lg leading-snug font-semibold tracking-[-0.01em] text-ink text-pretty',
    // A story's or an article's title on /work's and /blog's cards and leads (decision 0137): one weight and tracking,
    // its size set by the card (20 px) or the lead (28 / 36 px).
    'pub-title': 'leading-snug font-semibold tracking-[-0.02em] text-balance text-ink',
    lead: 'text-lg leading-relaxed text-muted text-pretty sm:text-xl',
    eyebrow: 'text-[0.8125rem] font-semibold uppercase tracking-[0.12em] text-accent-text',
    // The public pages' small print (a figure's source, a field's label in a card, a footer's bottom row, a list's
    // label): 13 px in the muted ink, never smaller or fainter (decision 0280, round 34: 11-12 px captions in `faint`
    // were hard to read in dark). 12 px is the floor, for a badge's or a tag's words set in a weight.
    caption: 'text-[0.8125rem] leading-5 text-muted',
    muted: 'text-muted',
    // Buttons. On a phone every button is a 44 × 44 px target at least.
    // Disabled, every bordered or filled button is one flat shape (decision 0246, round 30: a disabled "Send a test email"
    // read as the enabled outline beside it): the hairline's grey as its fill, no edge, no shadow, its words and sign in
    // the muted ink (decision 0282, review of session 55 #2: the faint tone read as washed out; 7.4 : 1 light, 6 : 1 dark,
    // and still plainly "not now" beside the ink-filled and outlined live buttons), the not-allowed pointer; the reason is
    // said beside it in words. `aria-disabled` (a button that still answers a press to say why) is drawn the same.
    'btn-off':
      'disabled:border-transparent disabled:bg-line disabled:text-muted disabled:shadow-none disabled:hover:bg-line disabled:aria-[pressed=true]:bg-line disabled:aria-[pressed=true]:text-muted aria-disabled:cursor-not-allowed aria-disabled:border-transparent aria-disabled:bg-line aria-disabled:text-muted aria-disabled:shadow-none aria-disabled:hover:bg-line',
    btn: 'keyboard-ring inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full px-5 py-2.5 text-sm font-semibold max-sm:min-h-11 max-sm:min-w-11 transition duration-150 disabled:cursor-not-allowed',
    'btn-lg': 'px-6 py-3 text-[0.9375rem] max-sm:min-h-12',
    // A suggestion or a chip's action beside a field: a smaller pill (still 44 px tall on a phone, as every button).
    'btn-sm': 'gap-1.5 px-3 py-1 text-[0.8125rem] font-medium',
    // A row's small action shown by its icon alone (its name in aria-label): 36 px, 44 on a phone.
    'btn-icon':
      'keyboard-ring grid h-9 w-9 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-alt hover:text-ink disabled:opacity-35 disabled:hover:bg-transparent max-sm:h-11 max-sm:w-11',
    // A filter's choice: outlined, and set in ink while it is the one chosen (aria-pressed).
    'btn-toggle':
      'btn btn-sm border border-line-strong bg-surface text-ink hover:bg-surface-alt aria-[pressed=true]:border-ink aria-[pressed=true]:bg-ink aria-[pressed=true]:text-bg btn-off',
    // The primary button is set in ink (near-black in light, near-white in dark), as a studio's site does: the accent
    // is kept for the brand's moments (the seal, markers, figures, links), so it never has to shout to be seen
    // (docs/design.md changelog "2026-11-25: the brand").
    // Disabled, it is `btn-off`'s flat grey in both themes (ink at 60 % read as a live button in dark; faded as well, it all
    // but vanished on a dark card: round 8, session 38).
    'btn-primary': 'btn bg-ink text-bg shadow-[0_1px_2px_rgb(0_0_0/.14),inset_0_1px_0_rgb(255_255_255/.12)] hover:bg-ink/85 btn-off',
    // The editor's one call to act (decision 0139): Save or Update in the accent while there are unsaved changes, the one
    // accent-filled control on its screen; with nothing to save it steps down to the quiet outline (`btn-outline`, disabled).
    'btn-accent':
      'btn bg-accent text-accent-ink shadow-[0_1px_2px_rgb(0_0_0/.14),inset_0_1px_0_rgb(255_255_255/.14)] hover:bg-accent-hover disabled:cursor-progress',
    // Disabled, an outlined button loses its edge and its ink for `btn-off`'s flat grey, as the primary one does (a lighter
    // hairline and grey words alone read as the live button: round 30; at 60 % its words fell to 2.4 : 1).
    'btn-outline': 'btn border border-line-strong bg-surface text-ink hover:bg-surface-alt btn-off',
    'btn-danger': 'btn border border-bad/40 bg-surface text-bad hover:bg-bad/8 btn-off',
    // A destructive step aside, beside a quiet one (taking a live page down): its words alone, in `bad`; it asks first.
    'btn-danger-quiet': 'btn bg-transparent text-bad hover:bg-bad/8 disabled:opacity-60',
    // A step aside from the card's main one (taking a page down beside scheduling it): words alone, no outline, turning
    // to the colour of what it does only when pointed at.
    'btn-ghost': 'btn bg-transparent text-muted hover:bg-surface-alt hover:text-ink disabled:text-faint disabled:hover:bg-transparent',
    // The content tab's one way to add: a dashed row as wide as the list, after its last entry, where the new one goes
    // (a list's entries and a form's lines alike; review of session 36: a pill by the heading in some places, a row in
    // others, was two patterns for one act).
    'add-row': 'btn-outline w-full border-dashed text-muted hover:text-ink disabled:border-dashed',
    // Something not open yet (a plan's online checkout): a caption in the faint tone at full strength, no border and no
    // fill, so it reads as a note, not a second offer (a dashed pill drew the eye: review of session 39). Its icon (a
    // clock) says "later"; the cursor and the disabled attribute say it cannot be pressed.
    'btn-quiet': 'btn bg-transparent text-faint shadow-none disabled:opacity-100',
    // A disabled control that says a state (a plan's online checkout, "Coming Soon"): a flat tag with small corners in the
    // quiet surface, its words muted and small, no edge, no shadow, no pill (round 14: a pill read as a button).
    'soon-tag':
      'inline-flex items-center gap-1.5 rounded-md bg-surface-alt px-2 py-1 text-xs font-medium whitespace-nowrap text-muted cursor-not-allowed',
    // The closing band's button: the band's ink as its ground (paper on the light theme's ink band, ink on the dark's).
    'btn-on-dark': 'btn bg-deep-ink text-deep hover:bg-deep-ink/90 disabled:opacity-60',
    link: 'keyboard-ring rounded font-semibold text-accent-text underline-offset-4 hover:underline',
    // The public pages' one text link standing alone (round 21, decision 0205): "Learn more", "Get started", "Read more",
    // "Read the story", "Read the journal", "Ask about a project like this", "Client stories". Small, semibold, in the
    // accent, an arrow after its words (i-lucide-arrow-right in the markup) that steps on when pointed at, and underlined
    // when it or the card it stands in is pointed at (the stylesheet's `.arrow-link` rule). A link inside a sentence stays
    // `link`; a button stays a button. 44 px tall on a phone where it stands alone (`tap-target` beside it).
    'arrow-link': 'keyboard-ring inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-text underline-offset-4',
    'quiet-link': 'keyboard-ring rounded text-muted underline decoration-line-strong underline-offset-4 hover:text-ink',
    // The admin's link (an address, "Set it up", "Open Images"): ink words on a neutral underline that darkens when pointed
    // at. In the admin red is for errors and destructive confirmations only; ink says chosen, checked and current
    // (docs/design.md changelog "2026-12-05 (session 37): one red in the admin").
    'ink-link': 'keyboard-ring rounded text-ink underline decoration-faint underline-offset-2 hover:decoration-ink',
    // A chosen row of a side list (the content tab's parts, the settings' sections): the raised neutral tint in ink.
    'nav-here': 'bg-ink/8 font-semibold text-ink',
    // A box that scrolls inside, its text fading out at its top and foot over its padding (1.5rem), so a line the
    // scroll cuts reads as going on rather than clipped; at either end only the padding fades.
    'scroll-fade': '[mask-image:linear-gradient(to_bottom,transparent,#000_1.5rem,#000_calc(100%-1.5rem),transparent)]',
    // A history's words that changed within a line: the old ones struck through on a soft red, the new ones underlined on
    // a soft green, both in ink (a line and a tint, never the colour alone; tokens.test keeps ink AA on both tints).
    'word-removed': 'rounded-sm bg-removed-soft px-0.5 text-ink line-through decoration-bad decoration-2 [text-decoration-skip-ink:none]',
    'word-added': 'rounded-sm bg-added-soft px-0.5 text-ink underline decoration-good decoration-2 underline-offset-3',
    card: 'rounded-2xl border border-line bg-surface shadow-[var(--shadow-card)]',
    // A list that is a settings card's own rows (decision 0188: no bordered list inside a card): edge to edge of the card's
    // padding (p-5, sm:p-6) between hairlines; each row keeps the card's inset.
    'card-rows': '-mx-5 divide-y divide-line border-y border-line sm:-mx-6',
    'card-row': 'px-5 sm:px-6',
    // A card that holds boxes of its own (inputs, a list's rows, a preview) becomes a band on a phone: the window's full
    // width, hairlines above and below, no rounded box or shadow; card in card in card ate the width and read as clutter
    // (outside review round 12). Its ground stays the surface, which the inputs' language names sit on.
    'card-phone-flat': 'max-sm:-mx-5 max-sm:rounded-none max-sm:border-x-0 max-sm:px-5 max-sm:shadow-none',
    // A small rounded label: an industry, a badge, a step number.
    chip: 'inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-alt px-2.5 py-0.5 text-xs font-medium text-muted',
    // A status in a table's row (the inbox's read or unread, decision 0198): one pill, its tone given beside it.
    'status-badge':
      'inline-flex h-5 shrink-0 items-center justify-center rounded-full border px-2 text-xs leading-none font-medium whitespace-nowrap',
    skeleton: 'animate-pulse rounded-lg bg-surface-alt',
    // A picture on the page (a cover, a screen): its ground while it loads.
    picture: 'bg-surface-alt',
    // A drawn scene's canvas (scene-window.tsx): its words are sized in em of this, larger on a phone (docs/design.md
    // changelog "2026-11-25: the dark theme").
    scene: 'text-[11.5px] sm:text-[8px]',
    // A scene's secondary words (a booked slot's state, the day's marker): a step smaller from 640 px, full size on a
    // phone, where smaller would fall under 11 px.
    'scene-small': 'sm:text-[0.94em]',
    // A switch (a checkbox with role="switch"): a track and a knob drawn from the checkbox itself, so an on/off setting
    // never looks like a ticked checkbox in a form. On, the track is ink, as the primary button and a chosen filter are
    // (near-black in light, near-white in dark, its knob the card's ground): the accent beside a red "Failing" read as
    // one more meaning of red, and green as a second brand colour (reviews of session 36 and of 2026-12-05). tokens.test
    // keeps the on track 3 : 1 on every ground and beside the off track's grey. Off, the track is hollow (the ground inside a
    // `line-strong` edge) and its knob small and `faint`: a white knob on a grey track was the brightest thing in a dark
    // row and read as "on" beside a real on (round 8 of the outside review, session 38).
    switch:
      "keyboard-ring relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-line-strong bg-surface transition-colors checked:border-ink checked:bg-ink before:absolute before:top-[3px] before:left-[3px] before:h-3.5 before:w-3.5 before:rounded-full before:bg-faint before:transition-all before:content-[''] checked:before:top-px checked:before:left-px checked:before:h-[18px] checked:before:w-[18px] checked:before:bg-surface checked:before:translate-x-4 disabled:cursor-not-allowed disabled:opacity-50",
    // A checkbox in the palette (decision 0140): a rounded square on the card, its edge `line-strong`; ticked, filled in
    // ink with the tick drawn in the ground's colour, as the primary button and a chosen filter are.
    'check-box':
      "keyboard-ring relative h-[18px] w-[18px] shrink-0 cursor-pointer appearance-none rounded-[5px] border-1.5 border-line-strong bg-surface transition-colors hover:border-faint checked:border-ink checked:bg-ink before:absolute before:top-[1px] before:left-[5px] before:hidden before:h-[9px] before:w-[5px] before:rotate-45 before:border-r-2 before:border-b-2 before:border-bg before:content-[''] checked:before:block disabled:cursor-not-allowed disabled:opacity-50",
    // A field's help under it, always shown. Shown only while the field had the focus, it hid when the focus left, and
    // what stood below moved up between a press and its release: a click on the button below was lost (found in the
    // editor, where Publish now stands under a story's screens).
    'field-hint': 'mt-1 text-[0.8125rem] leading-5 text-muted',
    // The admin's one mark for "changed, not yet saved" (review round 24, decision 0220): the save bar's ochre dot, the same
    // beside a part's name, a plan's tab, a list row and a field's "Current: …". Red (`bad`) is for errors alone.
    'changed-dot': 'h-2 w-2 shrink-0 rounded-full bg-warn',
    // The plan grid's chip per plan below 1024 px (plan-feature-cells.tsx, decisions 0278 and 0283; from 1024 px the
    // checkbox stands alone under its column's head): on, a solid strong edge on the quiet surface and ink words; off, a
    // dashed edge in muted words. The accent marks only a tick changed and not yet saved, at every width
    // (`plan-tick-changed`, decision 0247: 21 accent-tinted pills were still "a wall of loud orange pills").
    'plan-tick-on': 'max-lg:border-line-strong max-lg:bg-surface-alt max-lg:text-ink max-lg:font-medium',
    'plan-tick-off': 'max-lg:border-dashed max-lg:border-line-strong max-lg:text-muted',
    'plan-tick-changed': '!border-solid !border-accent shadow-[inset_0_0_0_1px_var(--c-accent)]',
    // A ChoiceGroup drawn as one segmented control: its choices on a track, so a row of several reads as several.
    segmented: 'w-fit rounded-xl border border-line bg-bg-alt p-1',
    // The admin's one filter (decision 0259: Messages, Insights, Activity and Images alike): a segmented control as tall as
    // the search field beside it (44 px, its choices 34 px inside the track); on a phone across the width, each choice a
    // 44 px target in a step smaller words. Its choices are `segment`s, or a ChoiceGroup's buttons.
    'segmented-bar':
      'segmented flex flex-nowrap gap-1 chip-scroll [&>button]:min-h-[2.125rem] max-sm:w-full max-sm:gap-0.5 max-sm:[&>button]:flex-auto max-sm:[&>button]:min-h-11 max-sm:[&>button]:px-1.5 max-sm:[&>button]:text-[0.8125rem]',
    // A segmented bar of more choices than a phone's width holds at 14 px (Images' four filters; decision 0277, review r33
    // #9: squeezed to small type on one line): below 640 px a row of chips that scrolls sideways, each its words' width
    // (inline-size containment: the row's chips never widen the page's column).
    'segmented-scroll': 'max-sm:!w-full chip-scroll max-sm:[&>button]:!flex-none max-sm:[&>button]:!px-3 max-sm:[&>button]:!text-sm',
    // Every phone row of chips or segments (decision 0282, review of session 55 #4: Images', Messages' and Activity's filters
    // were cut at the screen's edge with no sign of more): below 640 px it scrolls sideways, no scrollbar drawn, and while
    // it does, its scrolling edge fades (the `.chip-scroll` rule in the preflights: a mask driven by its own scroll, so a
    // row that fits shows whole and a row scrolled to its end fades only at its start).
    'chip-scroll': 'max-sm:overflow-x-auto max-sm:[contain:inline-size] max-sm:[scrollbar-width:none]',
    // A segmented control's choice outside a ChoiceGroup (Activity's views): muted words, raised in ink when chosen.
    segment:
      'keyboard-ring inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted hover:text-ink aria-[pressed=true]:bg-raised aria-[pressed=true]:text-ink aria-[pressed=true]:shadow-[var(--shadow-raised)]',
    // How many a filter's choice keeps, after its words inside the segment: muted figures, never a pill of their own.
    'segment-count': 'ml-1.5 font-medium tabular-nums text-muted',
    // A group inside a surface (a dialog's reply, its notes; decision 0259): a section under a hairline, never a bordered
    // box in the box. The first thing in its parent (a reply opened under the dialog's head) needs no hairline of its own.
    'sub-section': 'mt-4 border-t border-line pt-4 first:mt-0 first:border-t-0',
    // The chosen choice of a segmented control (a ChoiceGroup, the pricing page's billing tabs): raised off its track by
    // its fill, a hairline edge and a short shadow. In dark the card's ground was one shade above the track and its
    // shadow black on near-black: the chosen one barely showed (second outside review of session 37); tokens.test keeps
    // the fill and the edge apart from the track.
    'segment-on': 'bg-raised text-ink shadow-[var(--shadow-raised)]',
    // A text field: `line-strong` at rest, the neutral focus ring when focused, and a `bad` border only when invalid; an
    // invalid field keeps saying so while it is typed in (its ring `bad` too) and its edge is 2 px (round 15: an error must
    // not read as the accent; decision 0161). Its ground stays the field's own: a pink fill was a third signal on top of
    // the border and the ring (round 18). Focused, an invalid field's ring lies against its edge (no 2 px gap) in a
    // faint `bad`, so edge and ring read as one 2 px line with a halo, not two red rings (round 19). The halo is `bad` at
    // full strength (session 47: at 30 % the focused invalid field hardly differed from the unfocused one, short of the
    // 3:1 a focus indicator needs): focus thickens the red edge to one 4 px line, still one line.
    field:
      'keyboard-ring block min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-ink placeholder:text-faint aria-[invalid=true]:border-bad aria-[invalid=true]:border-2 aria-[invalid=true]:focus-visible:outline-offset-0 aria-[invalid=true]:focus-visible:outline-bad',
  },
};
