// The privacy notice's built-in texts in both languages: apart from the other pages' (content-defaults-en.ts, -zh.ts),
// so the dictionaries every page loads do not carry them; the privacy page brings its own (decision 0054). Written to
// Taiwan's Personal Data Protection Act: who is responsible, what is collected, how visits are counted without cookies
// (decision 0074), why, how long, the visitor's rights (docs/design.md changelog
// "2026-11-25: proof told once, privacy"). No registration number is invented: the address is the one every page's
// footer gives.
import type { ContentDefaults, Lang } from './constants';

export const PRIVACY_DEFAULTS: Record<Lang, ContentDefaults['privacy']> = {
  en: {
    'hero.title': 'Privacy notice',
    'hero.subtitle':
      'What we collect when you visit the site or contact us, why, how long we keep it, and your rights under Taiwan’s Personal Data Protection Act.',
    'hero.updated': 'Last updated November 28, 2026',
    'controller.title': 'Who is responsible',
    'controller.body':
      'Custom Software Solutions, the software studio in Taipei that runs this site, collects and uses your personal data and is responsible for it under Taiwan’s Personal Data Protection Act (個人資料保護法). Our address, phone number and email address are at the foot of every page of this site.',
    'collected.title': 'What we collect',
    'collected.body':
      'When you send a message through our contact form, we receive your name, your email address, the service you are interested in (if you choose one) and your message, with where your visit began (see “Visit statistics” below). That is all the personal data the site collects; of visits it keeps only the anonymous counts described below. It sets no cookies for tracking, statistics or advertising: it only remembers the language and theme you choose, in your own browser.',
    'statistics.title': 'Visit statistics',
    'statistics.body':
      'To learn which pages are read, the site counts its page views and its visitors per day itself, without cookies and without any third party.\n\n### How a visitor is told apart\n- A visitor is recognised only within one day, by a one-way hash of the network address and the browser’s name, made with a random key that is replaced every day and never stored.\n- Neither your address, nor your browser’s details, nor any identifier is kept, so a visit cannot be linked to another day or to you.\n- Bots are not counted, and a browser that sends Do Not Track or Global Privacy Control is not counted at all.\n\n### What is counted\n- The page and its language.\n- The site that linked to it, and the campaign tags in that link.\n- Whether a phone, a tablet or a computer was used.\n\n### What is kept, and how long\n- In the long run only daily totals remain: the single views are deleted after 90 days.\n- If you send us a message, the page where your visit began, the site that linked you here, the plan you looked at and the campaign are kept with your message, unless your browser asks not to be tracked.\n- Like every web server, ours also keeps a technical log of the requests it receives (the time, the network address and the address asked for) to keep the site running and safe; it is not used for these statistics.',
    'use.title': 'Why we use it',
    'use.body':
      'Your message is used only to answer your inquiry and, if you become a client, to prepare and carry out our work together. The visit statistics, and where a message’s visit began, only show us which pages and campaigns are useful; they never build a profile of you. We never sell your details or share them for marketing, and we send no newsletters unless you ask for them.',
    'keeping.title': 'How long we keep it',
    'keeping.body':
      'Messages are stored on our own server and in its backups. We keep a message only as long as we need it to answer you and follow up on your project, then delete it; we delete it sooner when you ask us to.',
    'rights.title': 'Your rights',
    'rights.body':
      'Under the Personal Data Protection Act you may ask to see what we hold about you or have a copy of it, to correct or complete it, to have us stop collecting, processing or using it, and to have it deleted. Write to the email address on this page or use the contact page; we answer within 15 days.',
  },
  zh: {
    'hero.title': '隱私權聲明',
    'hero.subtitle': '當您瀏覽本網站或與我們聯絡時，我們蒐集哪些資料、為什麼蒐集、保存多久，以及您依《個人資料保護法》享有的權利。',
    'hero.updated': '最後更新：2026 年 11 月 28 日',
    'controller.title': '誰負責您的資料',
    'controller.body':
      '本網站由台北的軟體工作室「客製化軟體解決方案」經營，依《個人資料保護法》蒐集、處理及利用您的個人資料，並為此負責。我們的地址、電話與電子郵件，列在本網站每一頁的頁尾。',
    'collected.title': '我們蒐集的資料',
    'collected.body':
      '當您透過聯絡表單傳送訊息時，我們會收到您的姓名、電子郵件地址、您感興趣的服務（若有選擇）以及訊息內容，並一併保存這次造訪從哪裡開始（請見下方「瀏覽統計」）。這就是本網站蒐集的全部個人資料；至於造訪，我們只保存下方說明的匿名統計。本網站不使用任何追蹤、統計或廣告 Cookie，只會在您自己的瀏覽器中，記住您選擇的語言與顯示主題。',
    'statistics.title': '瀏覽統計',
    'statistics.body':
      '為了解哪些頁面有人閱讀，本網站自行統計每天的瀏覽次數與訪客人數，不使用 Cookie，也不經過任何第三方。\n\n### 如何辨識訪客\n- 我們只在同一天內辨識同一位訪客：以網路位址與瀏覽器名稱，加上每天更換、從不保存的隨機金鑰，算出無法還原的單向雜湊值。\n- 您的網路位址、瀏覽器資訊或任何識別碼都不會被保存，因此無法把一次造訪連結到其他日子，也無法連結到您本人。\n- 網路爬蟲等自動程式不列入統計；瀏覽器若送出 Do Not Track（請勿追蹤）或全域隱私控制（GPC）訊號，則完全不列入統計。\n\n### 統計的內容\n- 瀏覽的頁面與語言。\n- 連結到本站的網站，以及該連結中的行銷活動標籤。\n- 使用的是手機、平板還是電腦。\n\n### 保存什麼、保存多久\n- 長期只保留每日總計，個別瀏覽紀錄會在 90 天後刪除。\n- 若您傳送訊息給我們，這次造訪的第一個頁面、連結到本站的網站、您查看的方案與行銷活動，會與您的訊息一併保存；若瀏覽器要求不被追蹤，則不會保存。\n- 與所有網站伺服器一樣，我們的伺服器也會為維持網站運作與安全，保留收到請求的技術紀錄（時間、網路位址與所要求的網址），這些紀錄不用於瀏覽統計。',
    'use.title': '資料的用途',
    'use.body':
      '您的訊息僅用於回覆您的詢問；若您成為我們的客戶，也用於準備及執行雙方的合作。瀏覽統計與訊息的造訪來源，只用來了解哪些頁面與行銷活動有幫助，絕不會用來建立您的個人檔案。我們絕不出售您的資料，也不會提供給他人做行銷用途；除非您主動要求，我們不會寄送電子報。',
    'keeping.title': '保存期間',
    'keeping.body':
      '訊息存放於我們自己的伺服器及其備份中。我們只在回覆您與跟進專案所需的期間內保留訊息，期間過後即刪除；若您提出要求，我們會提早刪除。',
    'rights.title': '您的權利',
    'rights.body':
      '依《個人資料保護法》，您可以請求查詢、閱覽或取得複本，請求補充或更正，請求停止蒐集、處理或利用，以及請求刪除您的個人資料。請寄信至本頁列出的電子郵件地址，或透過聯絡頁面與我們聯繫，我們會在 15 天內回覆。',
  },
};
