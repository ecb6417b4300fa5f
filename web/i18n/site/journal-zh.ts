// The journal's words, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import type { JournalWords } from './journal-en';

export const words: JournalWords = {
  journal: {
    eyebrow: '日誌',
    title: '來自專案現場的筆記',
    intro: '我們為客戶做了什麼、帶來哪些改變，以及一路上學到的事。',
    tagEyebrow: '標籤',
    tagTitle: '關於「{{tag}}」的文章',
    tagIntro: '所有標記為「{{tag}}」的文章，由新到舊。',
    pageOf: '第 {{page}} 頁，共 {{pages}} 頁',
    newer: '較新的文章',
    older: '較早的文章',
    pagination: '更多文章',
    readingTime: '閱讀約 {{minutes}} 分鐘',
    by: '作者：{{name}}',
    empty: '第一篇文章即將推出。',
    count: '共 {{count}} 篇文章',
    countOne: '共 1 篇文章',
    allArticles: '所有文章',
    tags: '標籤',
    onThisPage: '本文段落',
    breadcrumb: '目前位置',
    home: '首頁',
    readMore: '閱讀全文',
    keepReading: '繼續閱讀',
    writtenBy: '作者',
    contactTitle: '也有類似的專案嗎？',
    contactBody: '告訴我們團隊卡在哪裡，我們會在一個工作天內回覆。',
    contactAction: '開始洽談',
  },
};
