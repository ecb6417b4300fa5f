// The privacy notice's built-in texts in both languages: apart from the other pages' (content-defaults-en.ts, -zh.ts),
// so the dictionaries every page loads do not carry them; the privacy page brings its own (decision 0054).
import type { ContentDefaults, Lang } from './constants';

export const PRIVACY_DEFAULTS: Record<Lang, ContentDefaults['privacy']> = {
  en: {
    'hero.title': 'Privacy notice',
    'hero.subtitle': 'What we collect when you contact us, why, and how long we keep it.',
    'collected.title': 'What we collect',
    'collected.body':
      'When you send a message through our contact form, we receive your name, your email address, the service you are interested in (if you choose one) and your message. The site sets no tracking or advertising cookies: it only remembers your language and theme in your own browser.',
    'use.title': 'Why we use it',
    'use.body':
      'Only to answer your inquiry and, if you become a client, to prepare and carry out our work together. We never sell your details or share them for marketing, and we send no newsletters unless you ask for them.',
    'keeping.title': 'How long we keep it',
    'keeping.body':
      'We keep a message as long as we need it to answer you and follow up, and delete it when it is no longer needed, at the latest after two years. Messages are stored on our own server and in its backups.',
    'rights.title': 'Your rights',
    'rights.body':
      'You may ask at any time to see, correct or delete what we hold about you. Write to us through the contact page or at the email address shown there, and we will answer within 30 days.',
  },
  zh: {
    'hero.title': '隱私權聲明',
    'hero.subtitle': '當您與我們聯絡時，我們收集哪些資料、為什麼收集，以及保存多久。',
    'collected.title': '我們收集的資料',
    'collected.body':
      '當您透過聯絡表單傳送訊息時，我們會收到您的姓名、電子郵件地址、您感興趣的服務（若有選擇）以及訊息內容。本網站不使用任何追蹤或廣告 Cookie，只會在您自己的瀏覽器中記住您選擇的語言與主題。',
    'use.title': '資料的用途',
    'use.body':
      '這些資料僅用於回覆您的詢問；若您成為我們的客戶，也用於準備及執行雙方的合作。我們絕不出售您的資料，也不會提供給他人做行銷用途；除非您主動要求，我們不會寄送電子報。',
    'keeping.title': '保存期間',
    'keeping.body':
      '我們只在回覆您及後續聯繫所需的期間內保存訊息，不再需要時即予刪除，最長不超過兩年。訊息存放於我們自己的伺服器及其備份中。',
    'rights.title': '您的權利',
    'rights.body':
      '您可以隨時要求查閱、更正或刪除我們保存的您的資料。請透過聯絡頁面或頁面上顯示的電子郵件與我們聯繫，我們會在 30 天內回覆。',
  },
};
