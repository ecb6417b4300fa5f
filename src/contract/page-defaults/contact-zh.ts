// The contact page's built-in texts in Traditional Chinese (Taiwan): carried by that page's words (web/i18n/site/contact-zh.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-zh.ts.
import type { PageDefaults } from '../constants';

export const CONTACT_DEFAULTS_ZH: PageDefaults['contact'] = {
  'hero.title': '聊聊您的專案',
  'hero.subtitle': '告訴我們什麼事拖慢了您的團隊，創辦人會在一個工作天內親自回覆。',
  'info.title': '聯絡資訊',
};
