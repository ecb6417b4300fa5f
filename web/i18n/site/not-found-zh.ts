// The 404 page's words, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import type { NotFoundWords } from './not-found-en';

export const words: NotFoundWords = {
  notFound: {
    eyebrow: '錯誤 404',
    title: '找不到頁面',
    body: '您要找的頁面不存在或已搬移。',
    home: '返回首頁',
    elsewhere: '或直接前往',
    links: {
      services: '我們打造的系統與專案流程',
      pricing: '維護與支援方案',
      contact: '告訴我們您的需求',
      journal: '來自專案現場的文章，最新的在前',
      work: '我們為客戶打造的系統，以及帶來的改變',
    },
  },
};
