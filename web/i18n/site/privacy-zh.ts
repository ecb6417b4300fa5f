// The privacy page's own words around its notice, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import type { PrivacyWords } from './privacy-en';

export const words: PrivacyWords = {
  privacy: {
    onThisPage: '本頁內容',
    questionsTitle: '對您的資料有疑問嗎？',
    questions: '請寫信至',
    or: '或使用',
    contactPage: '聯絡頁面',
    end: '。',
  },
};
