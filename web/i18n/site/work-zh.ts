// The Work pages' words, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import type { WorkWords } from './work-en';

export const words: WorkWords = {
  work: {
    eyebrow: '客戶案例',
    featured: '精選案例',
    title: '我們打造的系統，以及它們帶來的改變',
    intro: '每個案例都說明客戶遇到的問題、我們一起打造了什麼，以及因此改變的數字。',
    empty: '第一批案例即將推出。',
    moreTitle: '更多專案摘要',
    moreIntro: '每位客戶的需求，以及因此改變的數字。',
    askAbout: '詢問類似的專案',
    closing: '這些專案讓我們學到的事，寫給正在規劃類似專案的您。',
    closingAction: '閱讀日誌',
    readStory: '閱讀完整案例',
    nextStory: '下一個案例',
    allStories: '所有客戶案例',
    home: '首頁',
    breadcrumb: '目前位置',
    result: '成果',
    client: '客戶',
    industry: '產業',
    services: '使用的服務',
    gallery: '系統畫面',
    galleryOne: '系統畫面',
    pan: '左右滑動，看清整個畫面',
    fullSize: '看大圖',
    screen: '第 {{n}} 張畫面，共 {{count}} 張',
    contactTitle: '您的團隊也卡在類似的地方嗎？',
    contactBody: '告訴我們工作在哪裡慢下來，我們會在一個工作天內回覆。',
    contactAction: '洽談專案',
  },
};
