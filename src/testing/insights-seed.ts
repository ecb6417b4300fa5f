// Page views and inquiries for days gone by, made up but shaped like a real small site's (weekdays busier, a slow rise,
// visits of one to four pages, a few campaigns, about one visitor in sixty writing): for the screenshots, the browser
// tests and the bench's million views. Written through the same recorder as real views, so the rollups are made as
// they would be. Deterministic: the same options give the same figures. It lives here, above both modules it fills, so
// insights never imports messages.
import type { Db } from '../../db/client';
import type { Campaign, InsightDevice, Lang, MessageSourceInput, ServiceChoice } from '../contract';
import { createMessage } from '../modules/messages/service';
import { ViewRecorder } from '../modules/insights/recorder';
import { addDays, dayIn, dayStartIn } from '../contract/zoned-time';
import { siteTimeZone } from '../modules/settings/service';
import { campaignLabel } from '../modules/insights/values';

export type SeedOptions = { now: number; days: number; viewsPerDay: number; inquiries?: boolean };

const PAGES: [string, number][] = [
  ['/', 42],
  ['/services', 20],
  ['/pricing', 19],
  ['/contact', 14],
  ['/privacy', 5],
];
const REFERRERS: [string, number][] = [
  ['', 45],
  ['google.com', 30],
  ['linkedin.com', 9],
  ['github.com', 6],
  ['facebook.com', 5],
  ['news.ycombinator.com', 3],
  ['bing.com', 2],
];
const CAMPAIGNS: [Campaign | null, number][] = [
  [null, 88],
  [{ source: 'newsletter', medium: 'email', campaign: 'autumn-2026' }, 6],
  [{ source: 'linkedin', medium: 'social', campaign: 'ai-assistants' }, 4],
  [{ source: 'google', medium: 'cpc', campaign: 'custom-software-taipei' }, 2],
];
const AGENTS: [InsightDevice, string, number][] = [
  [
    'phone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    34,
  ],
  ['phone', 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 20],
  ['computer', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 22],
  [
    'computer',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    18,
  ],
  [
    'tablet',
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    6,
  ],
];
const PLANS = ['basic monthly', 'pro monthly', 'pro annual', 'enterprise annual'];
type Sender = [name: string, email: string, service: ServiceChoice | '', message: string];
/** People an owner's inbox would hold: each a different business, its own words, most naming a service; no name echoing
 * a testimonial's or the team's (round 31 read 林怡君 beside 陳怡君 as one person twice). */
const SENDERS: Record<Lang, Sender[]> = {
  en: [
    [
      'Olivia Hart',
      'olivia@hartdental.example',
      'custom_software',
      'We run two dental clinics and book patients in a paper diary. Could you build a booking system that talks to our accounting software?',
    ],
    [
      'Ryan Mitchell',
      'ryan.mitchell@northbay-freight.example',
      'automation',
      'Every month three of us spend two days copying supplier invoices into Excel. Is that something you can automate?',
    ],
    [
      'Sarah Koh',
      'sarah@kohandco.example',
      'ai_assistant',
      'We sell tea online and answer the same ten questions all day. What would an assistant that reads our order data cost?',
    ],
    [
      'Marcus Lee',
      'marcus@lee-joinery.example',
      'custom_software',
      'Our workshop quotes custom furniture by hand. We would like customers to get a price from the website.',
    ],
    [
      'Priya Raman',
      'priya.raman@brightpath.example',
      'other',
      'We are a language school with an old PHP site. Could you take it over and keep it running?',
    ],
    [
      'Tom Fischer',
      'tom@fischer-logistics.example',
      'automation',
      'Our drivers send delivery photos by LINE and someone files them by hand. Could this be automatic?',
    ],
    [
      'Hannah Cole',
      'hannah@greenleaf-florist.example',
      'custom_software',
      'Looking for a simple order board for our three shops, usable on a tablet behind the counter.',
    ],
    [
      'James Ortega',
      'j.ortega@ortega-imports.example',
      'ai_assistant',
      'Could an assistant answer our sales team’s questions about stock and lead times from our ERP?',
    ],
    [
      'Emily Tran',
      'emily@tranbakery.example',
      'automation',
      'We would like our wholesale orders to go straight from email into our production list.',
    ],
    ['Ben Carter', 'ben@carter-studio.example', '', 'Do you work with companies outside Taiwan? We are in Singapore.'],
    // Enough senders that six weeks of messages (the screenshots' inbox) name each one once (round 14: repeated senders
    // read as test records).
    [
      'Nina Keller',
      'nina@keller-physio.example',
      'custom_software',
      'Our physiotherapy practice needs patients to see free slots and book online. Could it also send SMS reminders?',
    ],
    [
      'Oliver Brandt',
      'oliver@brandt-architects.example',
      'ai_assistant',
      'Could an assistant search our past project files and answer the team’s questions about earlier designs?',
    ],
    [
      'Nadia Haddad',
      'nadia@haddad-events.example',
      'automation',
      'Each event means forty supplier emails and a spreadsheet. Can the confirmations be tracked for us?',
    ],
    [
      'Kenji Watanabe',
      'kenji@watanabe-trading.example',
      'custom_software',
      'We import kitchen tools from Japan and need a small stock system our warehouse staff can use on their phones.',
    ],
    [
      'Laura Bianchi',
      'laura@bianchi-wines.example',
      'other',
      'Our wine shop’s website is slow and hard to update. What would a rebuild involve?',
    ],
    [
      'Samuel Okafor',
      'sam@okafor-accounting.example',
      'automation',
      'Clients send receipts as photos every month. Could they be sorted and entered into our accounting system?',
    ],
    [
      'Chloe Martin',
      'chloe@martin-yoga.example',
      'ai_assistant',
      'Could an assistant on our studio’s site answer class and membership questions at night?',
    ],
  ],
  zh: [
    ['林佳穎', 'chiaying.lin@lin-metal.example', 'automation', '我們想把客戶報價流程自動化，目前都用 Excel 人工計算，想了解時程與費用。'],
    ['陳俊良', 'chunliang@chen-optical.example', 'custom_software', '想詢問為三家門市打造預約系統的可能性，需要能和 LINE 通知串接。'],
    ['張雅婷', 'yating@zhang-clinic.example', 'ai_assistant', '診所希望導入 AI 客服助理，回覆掛號與門診時間等常見問題。'],
    [
      '黃志明',
      'zhiming@huang-logistics.example',
      'custom_software',
      '我們是小型物流公司，想要一套司機派車與簽收的系統，請問大概需要多久？',
    ],
    ['吳佩珊', 'peishan@wu-design.example', 'other', '公司官網是十年前做的，想請您評估改版，順便加上作品集頁面。'],
    ['蔡宗翰', 'tsunghan@tsai-foods.example', 'automation', '每週要從三個平台下載訂單再合併出貨單，想知道能否自動完成。'],
    ['劉家豪', 'chiahao@liu-bikes.example', 'custom_software', '我們是自行車維修店，想要線上預約維修與查詢進度的系統。'],
    ['許美惠', 'meihui@hsu-tutoring.example', 'ai_assistant', '補習班想用 AI 助理回答家長關於課程與時段的問題，請問費用怎麼計算？'],
    ['鄭文傑', 'wenchieh@cheng-print.example', 'automation', '印刷廠每天要把客戶的檔案與報價單對起來，想知道能不能自動整理。'],
    ['楊思涵', 'sihan@yang-bakery.example', 'other', '想為烘焙坊做一個可以預訂蛋糕的網站，也想了解後續維護方式。'],
  ],
};

/** A small seeded random source (mulberry32): the same seed, the same site. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, table: [T, number][] | [T, string, number][]): (typeof table)[number] => {
  const total = table.reduce((sum, row) => sum + (row.at(-1) as number), 0);
  let at = random() * total;
  for (const row of table) if ((at -= row.at(-1) as number) < 0) return row;
  return table.at(-1)!;
};

/** Writes `days` days of views (the last one today) and, unless told not to, the inquiries they led to. */
export function seedInsights(db: Db, options: SeedOptions): { views: number; inquiries: number } {
  const random = randomFrom(34);
  const clock = { now: options.now };
  const recorder = new ViewRecorder({ db, now: () => clock.now, log: () => {}, autoFlush: false });
  const zone = siteTimeZone(db).zone;
  const dayStart = (day: string) => dayStartIn(day, zone);
  const today = dayIn(options.now, zone);
  /**
   * When an inquiry was written: the visit's day, at a believable waking hour in the site's zone (8:07 to 21:51), spread
   * by its number rather than the visit clock (whose small visit numbers all fall soon after midnight) and drawn from no
   * `random`, so the views and every other seeded figure stay as they were (decision 0153). Today's never lies ahead.
   */
  const writtenAt = (day: string, back: number, n: number) => {
    const minute = 8 * 60 + 7 + ((n * 277 + back * 53) % (13 * 60 + 45));
    const at = dayStart(day) + minute * 60_000 + ((n * 37) % 60) * 1000;
    return at <= options.now ? at : Math.max(dayStart(day), options.now - (1 + (n % 5)) * 11 * 60_000);
  };
  let [views, inquiries] = [0, 0];
  const taken: Record<Lang, number> = { en: 0, zh: 0 };
  // Weekdays busier than weekends and a slow rise, scaled so the days add up to days × viewsPerDay.
  const shape = Array.from({ length: options.days }, (_, i) => {
    const weekday = new Date(`${addDays(today, i - options.days + 1)}T00:00:00Z`).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 0.6 : 1.1) * (0.85 + (0.3 * (i + 1)) / options.days) * (0.9 + random() * 0.2);
  });
  const scale = (options.days * options.viewsPerDay) / shape.reduce((a, b) => a + b, 0);
  for (let back = options.days - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const target = Math.round(shape[options.days - 1 - back]! * scale);
    let made = 0;
    for (let visit = 0; made < target; visit++) {
      const [device, userAgent] = pick(random, AGENTS) as [InsightDevice, string, number];
      const address = `10.${(visit >> 16) & 255}.${(visit >> 8) & 255}.${visit & 255}`;
      const lang: Lang = random() < 0.64 ? 'en' : 'zh';
      const referrer = pick(random, REFERRERS)[0] as string;
      const campaign = pick(random, CAMPAIGNS)[0] as Campaign | null;
      const landing = pick(random, PAGES)[0] as string;
      const pages = 1 + Math.floor(random() * random() * 4);
      for (let n = 0; n < pages && made < target; n++, made++) {
        clock.now = Math.min(options.now, dayStart(day) + Math.floor(((visit % 900) / 900) * 86_000_000) + n * 1000);
        const path = n === 0 ? landing : (pick(random, PAGES)[0] as string);
        const c = n === 0 && campaign ? campaign : { source: '', medium: '', campaign: '' };
        recorder.record({
          address,
          key: address,
          userAgent,
          path,
          lang,
          device,
          referrer: n === 0 ? referrer : '',
          ...c,
          campaignLabel: campaignLabel(c),
        });
        if (recorder.pending >= 5000) recorder.flush();
      }
      if (options.inquiries !== false && random() < 1 / 60) {
        // The same random draw as ever (the seeded figures stay as they were); the senders taken in turn, none twice in a row.
        random();
        const pool = SENDERS[lang];
        const [name, email, service, message] = pool[taken[lang]++ % pool.length]!;
        const source: MessageSourceInput = {
          landing,
          referrer: referrer ? `https://${referrer}/` : '',
          plan: random() < 0.4 ? PLANS[Math.floor(random() * PLANS.length)]! : '',
          campaign: campaign ?? undefined,
        };
        createMessage(
          db,
          { name, email, message, source, ...(service ? { service } : {}) },
          writtenAt(day, back, inquiries),
          lang,
          null,
          null,
        );
        inquiries++;
      }
    }
    views += made;
  }
  recorder.flush();
  return { views, inquiries };
}
