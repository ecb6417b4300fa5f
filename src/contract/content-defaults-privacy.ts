// The privacy notice's built-in texts in both languages: apart from the other pages' (content-defaults-en.ts, -zh.ts),
// so the dictionaries every page loads do not carry them; the privacy page brings its own (decision 0054). Written to
// Taiwan's Personal Data Protection Act: who is responsible, what is collected and why, how long, the visitor's rights
// (decision 0060). No registration number is invented: the registered name and address are given on request.
import type { ContentDefaults, Lang } from './constants';

export const PRIVACY_DEFAULTS: Record<Lang, ContentDefaults['privacy']> = {
  en: {
    'hero.title': 'Privacy notice',
    'hero.subtitle':
      'What we collect when you contact us, why, how long we keep it, and your rights under Taiwan’s Personal Data Protection Act.',
    'hero.updated': 'Last updated 25 November 2026',
    'controller.title': 'Who is responsible',
    'controller.body':
      'Custom Software Solutions, the software studio in Taipei that runs this site, collects and uses your personal data and is responsible for it under Taiwan’s Personal Data Protection Act (個人資料保護法). Our registered company name and address are available on request at the email address on this page.',
    'collected.title': 'What we collect',
    'collected.body':
      'When you send a message through our contact form, we receive your name, your email address, the service you are interested in (if you choose one) and your message. That is all the personal data the site collects. It sets no tracking or advertising cookies: it only remembers your language and theme in your own browser.',
    'use.title': 'Why we use it',
    'use.body':
      'Only to answer your inquiry and, if you become a client, to prepare and carry out our work together. We never sell your details or share them for marketing, and we send no newsletters unless you ask for them.',
    'keeping.title': 'How long we keep it',
    'keeping.body':
      'Messages are stored on our own server and in its backups. We keep a message only as long as we need it to answer you and follow up on your project, then delete it; we delete it sooner when you ask us to.',
    'rights.title': 'Your rights',
    'rights.body':
      'Under the Personal Data Protection Act you may ask to see what we hold about you or have a copy of it, to correct or complete it, to have us stop collecting, processing or using it, and to have it deleted. Write to the email address on this page or use the contact page; we answer within 15 days.',
  },
  zh: {
    'hero.title': '隱私權聲明',
    'hero.subtitle': '當您與我們聯絡時，我們蒐集哪些資料、為什麼蒐集、保存多久，以及您依《個人資料保護法》享有的權利。',
    'hero.updated': '最後更新：2026 年 11 月 25 日',
    'controller.title': '誰負責您的資料',
    'controller.body':
      '本網站由台北的軟體工作室「客製化軟體解決方案」經營，依《個人資料保護法》蒐集、處理及利用您的個人資料，並為此負責。公司登記名稱與地址，歡迎寄信至本頁列出的電子郵件地址，向我們索取。',
    'collected.title': '我們蒐集的資料',
    'collected.body':
      '當您透過聯絡表單傳送訊息時，我們會收到您的姓名、電子郵件地址、您感興趣的服務（若有選擇）以及訊息內容，這就是本網站蒐集的全部個人資料。本網站不使用任何追蹤或廣告 Cookie，只會在您自己的瀏覽器中，記住您選擇的語言與顯示主題。',
    'use.title': '資料的用途',
    'use.body':
      '這些資料僅用於回覆您的詢問；若您成為我們的客戶，也用於準備及執行雙方的合作。我們絕不出售您的資料，也不會提供給他人做行銷用途；除非您主動要求，我們不會寄送電子報。',
    'keeping.title': '保存期間',
    'keeping.body':
      '訊息存放於我們自己的伺服器及其備份中。我們只在回覆您與跟進專案所需的期間內保留訊息，期間過後即刪除；若您提出要求，我們會提早刪除。',
    'rights.title': '您的權利',
    'rights.body':
      '依《個人資料保護法》，您可以請求查詢、閱覽或取得複本，請求補充或更正，請求停止蒐集、處理或利用，以及請求刪除您的個人資料。請寄信至本頁列出的電子郵件地址，或透過聯絡頁面與我們聯繫，我們會在 15 天內回覆。',
  },
};
