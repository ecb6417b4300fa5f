// A client story's line icon on /services, by the words of its industry (English or Chinese), drawn by the stylesheet
// alone (round 21: one briefcase on every card said nothing; decision 0205). The card's icon is the briefcase of client
// work (`i-lucide-briefcase-business`) carrying its industry in `data-topic`; a rule here swaps the icon's image
// (`--un-icon`, which UnoCSS's icon classes draw as a mask) when a word of a row is in it. No script: the public pages
// are at their script budget.
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };

/** Words (matched anywhere in the industry, Latin ones in any case) and the Lucide icon they draw. A word says its row's
 *  industry wherever it stands: none that another trade's name holds (code review of session 48: "machin" drew a factory
 *  for Machine learning, "delivery" a truck for Software delivery, "training" a cap for model training, "shop" a cart for
 *  a workshop). */
export const INDUSTRY_ICONS: [words: string[], icon: string][] = [
  [['manufactur', 'factory', 'machinery', '製造', '工廠', '機械'], 'factory'],
  [['commerce', 'retail', 'store', '電商', '電子商務', '零售'], 'shopping-cart'],
  [['logistic', 'shipping', 'freight', 'transport', '物流', '運輸', '貨運', '倉儲'], 'truck'],
  [['health', 'clinic', 'medic', 'hospital', '醫', '診所', '照護'], 'stethoscope'],
  [['food', 'restaurant', 'catering', '食品', '餐飲'], 'utensils'],
  [['financ', 'bank', 'insur', '金融', '銀行', '保險'], 'landmark'],
  [['educat', 'school', '教育', '學校', '培訓'], 'graduation-cap'],
  [['textile', 'fashion', 'apparel', '紡織', '服飾'], 'shirt'],
];

const icons = (lucide as unknown as { icons: Record<string, { body: string }> }).icons;

/** The icon as UnoCSS's icon classes draw it: an SVG data address for `--un-icon`. */
const iconUrl = (name: string) =>
  `url("data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="1em" height="1em">${icons[name]!.body}</svg>`,
  )}")`;

/** One rule a row, all of one weight: where two rows match, the LAST one's rule wins, coming later (industryIcon says
 *  the same; the seeded industries match one row each). Twice `[data-topic]`, to outweigh the icon class's own
 *  `--un-icon`. */
export const INDUSTRY_ICON_CSS = INDUSTRY_ICONS.map(
  ([words, icon]) =>
    `[data-topic][data-topic]:is(${words.map((w) => `[data-topic*="${w}"${/[a-z]/.test(w) ? ' i' : ''}]`).join(',')}){--un-icon:${iconUrl(icon)}}`,
).join('');

/** The icon a stylesheet draws for an industry (tests; the page never calls it): the last matching row's, as CSS does. */
export function industryIcon(industry: string): string {
  const rows = INDUSTRY_ICONS.filter(([words]) => words.some((w) => industry.toLowerCase().includes(w)));
  return rows.length ? rows[rows.length - 1]![1] : 'briefcase-business';
}
