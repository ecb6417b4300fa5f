// A price as the admin writes it everywhere (the plan editor, the activity log): "US$4,022", "US$49.50".
import type { Lang } from './i18n';

export const usDollars = (amount: number, lang: Lang) =>
  `US$${new Intl.NumberFormat(lang === 'zh' ? 'zh-TW' : 'en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)}`;
