// A client story's line icon, by the words of its industry (English or Chinese): a factory for manufacturing, a cart for
// e-commerce, a truck for logistics, a stethoscope for healthcare...; the briefcase of client work when no word matches
// (round 21: one briefcase on every card said nothing). Whole class names, so the stylesheet draws each one; no script
// beyond this map, and the server writes the class.
const ICONS: [RegExp, string][] = [
  [/manufactur|factory|machin|precision|製造|工廠|機械|加工/i, 'i-lucide-factory'],
  [/commerce|retail|shop|store|電商|電子商務|零售|網購|商店/i, 'i-lucide-shopping-cart'],
  [/logistic|shipping|freight|transport|delivery|warehous|物流|運輸|貨運|倉儲|配送/i, 'i-lucide-truck'],
  [/health|clinic|medic|hospital|care|醫|診所|照護/i, 'i-lucide-stethoscope'],
  [/food|restaurant|catering|beverage|食品|餐|飲/i, 'i-lucide-utensils'],
  [/financ|bank|insur|account|金融|銀行|保險|會計/i, 'i-lucide-landmark'],
  [/educat|school|training|learn|教育|學校|培訓/i, 'i-lucide-graduation-cap'],
  [/textile|fashion|apparel|craft|紡織|服飾|工藝/i, 'i-lucide-shirt'],
];

export function industryIcon(industry: string): string {
  return ICONS.find(([words]) => words.test(industry))?.[1] ?? 'i-lucide-briefcase-business';
}
