// The first client stories with a page of their own on a new site (issue 50, part 9; decision 0095): three of the story
// cards the site starts with (STORY_LIST's; Harborline's added by decision 0182), told in both languages (the challenge, what was built, the results), published at once.
// Each has its facts at a glance (duration, team, platform: decisions 0163, 0178). Each has two drawn screens of what was built (scripts/seed-screens.ts draws them, in both languages and themes), put in the image
// library: the first its cover, the second its gallery. A site that upgrades gets none.
import { asc } from 'drizzle-orm';
import type { Tx } from './client';
import { STORY_LIST, type ListKey } from '../src/contract/lists';
import { LIST_TABLES } from './list-tables';
import { drawn, storeDrawn, type Drawn } from './seed-drawn';
import { pieces, pieceVersions } from './schema';
import harborlineRoutes from './seed-screens/harborline-routes.webp' with { type: 'file' };
import harborlineRoutesDark from './seed-screens/harborline-routes-dark.webp' with { type: 'file' };
import harborlineRoutesZh from './seed-screens/harborline-routes-zh.webp' with { type: 'file' };
import harborlineRoutesZhDark from './seed-screens/harborline-routes-zh-dark.webp' with { type: 'file' };
import harborlineToday from './seed-screens/harborline-today.webp' with { type: 'file' };
import harborlineTodayDark from './seed-screens/harborline-today-dark.webp' with { type: 'file' };
import harborlineTodayZh from './seed-screens/harborline-today-zh.webp' with { type: 'file' };
import harborlineTodayZhDark from './seed-screens/harborline-today-zh-dark.webp' with { type: 'file' };
import jadeportChat from './seed-screens/jadeport-chat.webp' with { type: 'file' };
import jadeportChatDark from './seed-screens/jadeport-chat-dark.webp' with { type: 'file' };
import jadeportChatZh from './seed-screens/jadeport-chat-zh.webp' with { type: 'file' };
import jadeportChatZhDark from './seed-screens/jadeport-chat-zh-dark.webp' with { type: 'file' };
import jadeportDashboard from './seed-screens/jadeport-dashboard.webp' with { type: 'file' };
import jadeportDashboardDark from './seed-screens/jadeport-dashboard-dark.webp' with { type: 'file' };
import jadeportDashboardZh from './seed-screens/jadeport-dashboard-zh.webp' with { type: 'file' };
import jadeportDashboardZhDark from './seed-screens/jadeport-dashboard-zh-dark.webp' with { type: 'file' };
import kestrelBoard from './seed-screens/kestrel-board.webp' with { type: 'file' };
import kestrelBoardDark from './seed-screens/kestrel-board-dark.webp' with { type: 'file' };
import kestrelBoardZh from './seed-screens/kestrel-board-zh.webp' with { type: 'file' };
import kestrelBoardZhDark from './seed-screens/kestrel-board-zh-dark.webp' with { type: 'file' };
import kestrelOrder from './seed-screens/kestrel-order.webp' with { type: 'file' };
import kestrelOrderDark from './seed-screens/kestrel-order-dark.webp' with { type: 'file' };
import kestrelOrderZh from './seed-screens/kestrel-order-zh.webp' with { type: 'file' };
import kestrelOrderZhDark from './seed-screens/kestrel-order-zh-dark.webp' with { type: 'file' };

/** The drawings' files by name (scripts/seed-drawing.ts names them). */
const FILES: Record<string, string> = {
  'harborline-routes': harborlineRoutes,
  'harborline-routes-dark': harborlineRoutesDark,
  'harborline-routes-zh': harborlineRoutesZh,
  'harborline-routes-zh-dark': harborlineRoutesZhDark,
  'harborline-today': harborlineToday,
  'harborline-today-dark': harborlineTodayDark,
  'harborline-today-zh': harborlineTodayZh,
  'harborline-today-zh-dark': harborlineTodayZhDark,
  'jadeport-chat': jadeportChat,
  'jadeport-chat-dark': jadeportChatDark,
  'jadeport-chat-zh': jadeportChatZh,
  'jadeport-chat-zh-dark': jadeportChatZhDark,
  'jadeport-dashboard': jadeportDashboard,
  'jadeport-dashboard-dark': jadeportDashboardDark,
  'jadeport-dashboard-zh': jadeportDashboardZh,
  'jadeport-dashboard-zh-dark': jadeportDashboardZhDark,
  'kestrel-board': kestrelBoard,
  'kestrel-board-dark': kestrelBoardDark,
  'kestrel-board-zh': kestrelBoardZh,
  'kestrel-board-zh-dark': kestrelBoardZhDark,
  'kestrel-order': kestrelOrder,
  'kestrel-order-dark': kestrelOrderDark,
  'kestrel-order-zh': kestrelOrderZh,
  'kestrel-order-zh-dark': kestrelOrderZhDark,
};

/** `screenCaptions`: the gallery's screens (the drawings after the cover) in this language's words, in order. */
type Text = {
  title: string;
  summary: string;
  facts: { term: string; detail: string }[];
  body: string;
  coverAlt: string;
  screenCaptions: string[];
};
/** `study`, `quote` and `services`: positions in the lists as seeded (their order), not ids; `screens`: drawings, cover first. */
type SeedStory = { slug: string; daysAgo: number; study: number; quote: number; services: number[]; screens: Drawn[]; en: Text; zh: Text };

export const SEED_STORIES: SeedStory[] = [
  {
    slug: 'kestrel-precision-scheduling',
    daysAgo: 20,
    study: 0,
    quote: 3,
    services: [0, 1],
    // Each screen's focus is the part that says something on a phone's crop (decision 0177): the board's, the rush job
    // flagged where it overlaps (right, low); the order page's, its number, its state and the steps it has passed (top left).
    screens: [drawn(FILES, 'kestrel-board', { x: 0.85, y: 0.8 }), drawn(FILES, 'kestrel-order', { x: 0.05, y: 0.2 })],
    en: {
      title: 'Production scheduling for Kestrel Precision',
      coverAlt:
        "Kestrel's week board: each machine's jobs from Monday to Friday, planned maintenance on CNC-03 and a rush order flagged where it overlaps another job",
      screenCaptions: ['The status page each customer now has: where their order is on the floor, part by part, and the day it ships.'],
      summary:
        'A Taichung machine shop planned its week in spreadsheets that were out of date by Wednesday. A scheduling system wired to its machines now moves the plan when the floor does.',
      facts: [
        { term: 'Duration', detail: '14 weeks' },
        { term: 'Team', detail: '3 people' },
        { term: 'Platform', detail: 'Web app, machines over OPC UA' },
      ],
      body: `## The challenge

Kestrel Precision makes machined parts for equipment builders around Taichung. Every Monday its two planners rebuilt the week in a spreadsheet from orders, machine hours and the foremen's notes. By Wednesday the plan was out of date, and the floor worked from whiteboards.

- Rush orders were squeezed in by phone, and nobody saw what they pushed back
- A machine that went down for maintenance stayed “available” in the plan
- Customers asking "where is my order?" waited for someone to walk the floor

## What we built

We started with the planners' own week, not a blank system. The first release read the orders they already kept and drew each machine's jobs on one screen, with a warning when two jobs overlapped or a machine was booked during maintenance.

Then the machines themselves reported in: each one sends its start and stop times, so the plan moves when the floor does. Customers got a status page for their own orders.

## The results

| Measure | Before | After six months |
|:--|--:|--:|
| Working days from order to shipment | 10 days | 6 days |
| Orders a customer can follow online | None | All |
| Time spent re-planning each week | 12 hours | 3 hours |

Table: The plant's figures before the new system and six months after.

On Monday mornings the planners now check the board instead of rebuilding it, and customers look up their own orders. The spreadsheet is still there, read-only, for the history in it.`,
    },
    zh: {
      title: '鷹準精密的生產排程系統',
      coverAlt: '鷹準的每週排程看板：每台機器週一到週五的工單、CNC-03 的預定保養，以及與其他工單重疊而被標示的急單',
      screenCaptions: ['每位客戶現在都有的進度頁：訂單在現場走到哪一步、每個零件完成多少，以及出貨日。'],
      summary: '台中的精密加工廠過去用試算表安排每週生產，到了週三計畫就已過時。串接機台的排程系統，讓計畫隨著現場的變動即時調整。',
      facts: [
        { term: '工期', detail: '14 週' },
        { term: '團隊', detail: '3 人' },
        { term: '平台', detail: '網頁系統，以 OPC UA 串接機台' },
      ],
      body: `## 挑戰

鷹準精密為台中一帶的設備製造商加工精密零件。每週一，兩位排程人員都要根據訂單、機台工時和領班的筆記，在試算表裡重排整週計畫。到了週三，計畫就已經過時，現場只能看白板做事。

- 急單靠電話插進來，沒有人知道它擠掉了哪些工單
- 停機保養的機台，在計畫裡仍然顯示「可用」
- 客戶問「我的訂單到哪了？」，要等有人去現場看過才能回答

## 我們打造了什麼

我們從排程人員原本的一週開始，而不是從一套空白系統開始。第一版讀取他們原本就在維護的訂單，把每台機台的工單畫在同一個畫面上，兩張工單重疊、或機台在保養時段被排入時會提出警告。

接著讓機台自己回報：每台機台送出開工與停工時間，現場一變動，計畫就跟著調整。客戶也有了查詢自己訂單進度的頁面。

## 成果

| 指標 | 導入前 | 六個月後 |
|:--|--:|--:|
| 從接單到出貨的工作天 | 10 天 | 6 天 |
| 客戶可上網查詢進度的訂單 | 無 | 全部 |
| 每週花在重排計畫的時間 | 12 小時 | 3 小時 |

表：新系統導入前與六個月後的數字。

現在排程人員週一早上只要確認看板，不必再重排整週；客戶也能自己查詢訂單進度。那份試算表仍然保留著，設為唯讀，留作歷史紀錄。`,
    },
  },
  {
    slug: 'jadeport-foods-assistant',
    daysAgo: 9,
    study: 1,
    quote: 4,
    services: [2],
    // On a phone its card shows the share answered without staff, top left (its focus: decision 0163).
    screens: [drawn(FILES, 'jadeport-dashboard', { x: 0.05, y: 0.15 }), drawn(FILES, 'jadeport-chat')],
    en: {
      title: 'A customer service assistant for Jadeport Foods',
      coverAlt:
        "Jadeport's assistant overview: 75% of 1,284 inquiries in November answered without staff, the weekly count rising, and delivery status the question asked most",
      screenCaptions: [
        'A customer asks where her order is; the assistant answers in seconds from the orders database, with the delivery beside it.',
      ],
      summary:
        'An online food shop answered the same delivery questions all day. An assistant now answers them from the shop’s own order data, at any hour, and hands the unusual ones to staff.',
      facts: [
        { term: 'Duration', detail: '10 weeks' },
        { term: 'Team', detail: '3 people' },
        { term: 'Platform', detail: 'Website chat and LINE' },
      ],
      body: `## The challenge

Jadeport Foods sells packaged foods online across Taiwan. Its three customer service staff spent most of the day on the same questions: where is my order, can I change the address, how do I return a damaged box. Evenings and weekends, the questions waited.

## What we built

An assistant on the website and in LINE that answers from Jadeport's own order, delivery and returns data, never from guesses. It looks up an order by its number and the buyer's phone, explains the return policy in the shop's own words, and hands anything unusual to a person with the conversation so far.

- Answers in Traditional Chinese or English, as the customer writes
- Every answer it gives can be traced to the record it came from
- Staff see each hand-over in their inbox, with the order already open

## The results

Three months after launch, 75% of routine inquiries are answered without staff, at any hour. The team spends its time on the cases that need judgement: damaged goods, bulk orders, allergies.`,
    },
    zh: {
      title: '玉港食品的 AI 客服助理',
      coverAlt: '玉港客服助理的總覽：十一月 1,284 則詢問中有 75% 不需客服人員處理，每週數量持續上升，最常被問的是配送進度',
      screenCaptions: ['顧客詢問訂單在哪裡，助理在幾秒內依訂單資料庫回答，並附上配送進度。'],
      summary: '網路食品商店整天都在回答相同的配送問題。現在 AI 助理根據自家的訂單資料隨時回答，特殊狀況再轉給客服人員。',
      facts: [
        { term: '工期', detail: '10 週' },
        { term: '團隊', detail: '3 人' },
        { term: '平台', detail: '官網對話視窗與 LINE' },
      ],
      body: `## 挑戰

玉港食品在網路上販售包裝食品，出貨到全台各地。三位客服人員一天大部分的時間都在回答同樣的問題：我的訂單到哪了、可以改地址嗎、箱子破損要怎麼退貨。到了晚上和週末，這些問題只能等。

## 我們打造了什麼

一個放在官網與 LINE 上的助理，只根據玉港自己的訂單、配送與退貨資料回答，從不猜測。它用訂單編號和購買人電話查詢訂單，用商店自己的說法解釋退貨規定，遇到特殊狀況就連同先前的對話轉給真人處理。

- 客戶用中文或英文提問，它就用同樣的語言回答
- 每一個回答都能追溯到它依據的那筆紀錄
- 客服人員在收件匣看到每一次轉接，訂單已經替他們打開

## 成果

上線三個月後，75% 的例行詢問不需要客服人員處理，任何時段都能得到回答。團隊把時間留給需要判斷的案件：商品破損、大量訂購、過敏問題。`,
    },
  },
  {
    slug: 'harborline-delivery-routing',
    daysAgo: 33,
    study: 2,
    quote: 0,
    services: [0, 1],
    // The cover's focus is the open route, its stops numbered in the order they are driven (right, a little low).
    screens: [drawn(FILES, 'harborline-routes', { x: 0.7, y: 0.62 }), drawn(FILES, 'harborline-today')],
    en: {
      title: 'Delivery routing for Harborline Logistics',
      coverAlt:
        "Harborline's dispatch map on a Tuesday morning: six trucks' routes fanning out from the Wugu depot, truck 3's 28 stops open, every delivery window kept, the day planned in 9 minutes",
      screenCaptions: [
        'The afternoon view: each truck’s stops done, its next stop and arrival time, and late deliveries by week since the system went live.',
      ],
      summary:
        'A New Taipei delivery fleet planned its routes by hand every morning. A routing system now plans them in ten minutes, around each customer’s delivery window.',
      facts: [
        { term: 'Duration', detail: '12 weeks' },
        { term: 'Team', detail: '4 people' },
        { term: 'Platform', detail: 'Web app and a driver app' },
      ],
      body: `## The challenge

Harborline Logistics delivers for shops and wholesalers across New Taipei from a depot in Wugu: six trucks, around 180 stops a day. Every morning two dispatchers turned the night's orders into routes by hand, with a wall map, a printed list and what they knew about each driver. The routes were ready around nine, an hour after the first truck should have left.

- A change to the morning's orders meant starting a route over
- The delivery windows promised to customers were checked from memory
- A truck running late was found out when its customer called

## What we built

We started from what the drivers know: which loading docks close at noon, which lanes a truck cannot turn into, which customers only take deliveries in the afternoon. The routing system is built on those rules. At seven it reads the night's orders and plans every truck's route around each customer's window and each truck's load; the dispatchers adjust it on the map before the trucks leave.

During the day the drivers mark each stop on their phones. When a truck falls behind, the dispatchers see it first, and the customers waiting for it get a new time by text message.

## The results

| Measure | Before | First quarter live |
|:--|--:|--:|
| Time to plan the day's routes | 2 hours | 10 minutes |
| Deliveries outside the promised window | 9% | 6% |
| Kilometres driven per stop | 3.4 km | 2.9 km |

Table: Harborline's figures for the quarter before the system and its first quarter live.

Late deliveries fell by a third, and the dispatchers start the day with the routes already on the map. The next feature, picking up returns on the way back, was their idea.`,
    },
    zh: {
      title: '港運物流的配送路線規劃',
      coverAlt: '港運的調度地圖：週二早上六輛貨車的路線從五股倉向外展開，3 號車的 28 站已經打開、全部符合指定時段，當天路線 9 分鐘排定',
      screenCaptions: ['下午的即時畫面：每輛車完成了幾站、下一站與預計抵達時間，以及系統上線前後每週的延遲送達比例。'],
      summary: '新北的配送車隊過去每天早上手動排路線。現在路線規劃系統十分鐘就能排好，並配合每位客戶的收貨時段。',
      facts: [
        { term: '工期', detail: '12 週' },
        { term: '團隊', detail: '4 人' },
        { term: '平台', detail: '網頁系統與司機手機 App' },
      ],
      body: `## 挑戰

港運物流從五股的倉庫出車，替新北各地的商店與批發商送貨：六輛貨車，每天大約 180 個站點。每天早上，兩位調度人員要把前一晚的訂單排成路線，靠的是牆上的地圖、印出來的清單，還有他們對每位司機的了解。路線排好往往已經九點，比第一輛車該出發的時間晚了一個小時。

- 早上訂單一有變動，整條路線就得重排
- 答應客戶的送達時段，只能靠記憶核對
- 貨車延誤了，要等客戶打電話來才知道

## 我們打造了什麼

我們從司機知道的事開始：哪些卸貨區中午就關、哪些巷子貨車轉不進去、哪些客戶只收下午的貨。路線規劃系統就建立在這些規則上。每天早上七點，系統讀取前一晚的訂單，依每位客戶的指定時段和每輛車的載貨量排好路線；調度人員在出車前，直接在地圖上微調。

白天，司機每送完一站就在手機上點一下。哪輛車進度落後，調度人員會最先知道，等著收貨的客戶也會收到簡訊，告知新的送達時間。

## 成果

| 指標 | 導入前 | 上線第一季 |
|:--|--:|--:|
| 排定當天路線的時間 | 2 小時 | 10 分鐘 |
| 超出承諾時段的送達 | 9% | 6% |
| 每站平均行駛里程 | 3.4 公里 | 2.9 公里 |

表：系統導入前一季與上線第一季的數字。

延遲送達少了三分之一，調度人員一進辦公室，當天的路線就已經在地圖上。下一個功能「回程順路收退貨」，是他們自己提出來的。`,
    },
  },
];

/** A new database only: the stories above, published in both languages, linked to the lists just seeded. */
export function seedWork(tx: Tx, now: number) {
  const ids = (key: ListKey) => {
    const table = LIST_TABLES[key] as typeof LIST_TABLES.services;
    return tx
      .select({ id: table.id })
      .from(table)
      .orderBy(asc(table.sortOrder))
      .all()
      .map((row) => row.id);
  };
  const studies = ids(STORY_LIST.key);
  const quotes = ids('testimonials');
  const services = ids('services');
  for (const story of SEED_STORIES) {
    const at = now - story.daysAgo * 86_400_000;
    const [cover, ...gallery] = story.screens.map((drawn) => storeDrawn(tx, drawn));
    const { id } = tx
      .insert(pieces)
      .values({
        collection: 'work',
        slug: story.slug,
        coverImage: cover ?? null,
        gallery,
        studyId: studies[story.study] ?? null,
        testimonialId: quotes[story.quote] ?? null,
        serviceIds: story.services.flatMap((i) => (services[i] === undefined ? [] : [services[i]!])),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: pieces.id })
      .get();
    for (const lang of ['en', 'zh'] as const) {
      const { screenCaptions, ...text } = story[lang];
      const galleryCaptions = Object.fromEntries(gallery.flatMap((path, i) => (screenCaptions[i] ? [[path, screenCaptions[i]]] : [])));
      tx.insert(pieceVersions)
        .values({ pieceId: id, lang, ...text, galleryCaptions, state: 'published', publishedAt: at, updatedAt: at })
        .run();
    }
  }
}
