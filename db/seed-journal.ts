// The journal's first articles on a new site (issue 50, part 9; five since decision 0163): pieces in both languages, as this studio would
// write them, published at once and dated a few weeks apart, each by one of the team the site starts with. A site
// that upgrades gets none: sample articles must never appear on a journal that is already live. Each has a drawn cover
// (scripts/seed-covers.ts) in the image library. Both languages carry the same tags, named in each (decision 0100).
import type { Tx } from './client';
import { drawn, storeDrawn, type Drawn } from './seed-drawn';
import { pieces, pieceVersions, tagNames } from './schema';
import journalInvoice from './seed-screens/journal-invoice.webp' with { type: 'file' };
import journalInvoiceDark from './seed-screens/journal-invoice-dark.webp' with { type: 'file' };
import journalInvoiceZh from './seed-screens/journal-invoice-zh.webp' with { type: 'file' };
import journalInvoiceZhDark from './seed-screens/journal-invoice-zh-dark.webp' with { type: 'file' };
import journalScope from './seed-screens/journal-scope.webp' with { type: 'file' };
import journalScopeDark from './seed-screens/journal-scope-dark.webp' with { type: 'file' };
import journalScopeZh from './seed-screens/journal-scope-zh.webp' with { type: 'file' };
import journalScopeZhDark from './seed-screens/journal-scope-zh-dark.webp' with { type: 'file' };
import journalMaintenance from './seed-screens/journal-maintenance.webp' with { type: 'file' };
import journalMaintenanceDark from './seed-screens/journal-maintenance-dark.webp' with { type: 'file' };
import journalMaintenanceZh from './seed-screens/journal-maintenance-zh.webp' with { type: 'file' };
import journalMaintenanceZhDark from './seed-screens/journal-maintenance-zh-dark.webp' with { type: 'file' };
import journalManual from './seed-screens/journal-manual.webp' with { type: 'file' };
import journalManualDark from './seed-screens/journal-manual-dark.webp' with { type: 'file' };
import journalManualZh from './seed-screens/journal-manual-zh.webp' with { type: 'file' };
import journalManualZhDark from './seed-screens/journal-manual-zh-dark.webp' with { type: 'file' };
import journalSpreadsheet from './seed-screens/journal-spreadsheet.webp' with { type: 'file' };
import journalSpreadsheetDark from './seed-screens/journal-spreadsheet-dark.webp' with { type: 'file' };
import journalSpreadsheetZh from './seed-screens/journal-spreadsheet-zh.webp' with { type: 'file' };
import journalSpreadsheetZhDark from './seed-screens/journal-spreadsheet-zh-dark.webp' with { type: 'file' };

/** The drawings' files by name (scripts/seed-drawing.ts names them). */
const FILES: Record<string, string> = {
  'journal-invoice': journalInvoice,
  'journal-invoice-dark': journalInvoiceDark,
  'journal-invoice-zh': journalInvoiceZh,
  'journal-invoice-zh-dark': journalInvoiceZhDark,
  'journal-scope': journalScope,
  'journal-scope-dark': journalScopeDark,
  'journal-scope-zh': journalScopeZh,
  'journal-scope-zh-dark': journalScopeZhDark,
  'journal-maintenance': journalMaintenance,
  'journal-maintenance-dark': journalMaintenanceDark,
  'journal-maintenance-zh': journalMaintenanceZh,
  'journal-maintenance-zh-dark': journalMaintenanceZhDark,
  'journal-manual': journalManual,
  'journal-manual-dark': journalManualDark,
  'journal-manual-zh': journalManualZh,
  'journal-manual-zh-dark': journalManualZhDark,
  'journal-spreadsheet': journalSpreadsheet,
  'journal-spreadsheet-dark': journalSpreadsheetDark,
  'journal-spreadsheet-zh': journalSpreadsheetZh,
  'journal-spreadsheet-zh-dark': journalSpreadsheetZhDark,
};

type Text = { title: string; summary: string; body: string; tags: string[]; coverAlt: string };
/** `cover`: a drawn picture in both languages and themes (scripts/seed-covers.ts), put in the image library. */
type SeedArticle = { slug: string; daysAgo: number; author: number; cover: Drawn; en: Text; zh: Text };

export const SEED_ARTICLES: SeedArticle[] = [
  {
    slug: 'the-spreadsheet-that-ran-a-factory',
    daysAgo: 4,
    author: 0,
    cover: drawn(FILES, 'journal-spreadsheet'),
    en: {
      title: 'The spreadsheet that ran a factory',
      summary:
        'Kestrel Precision planned production in one shared spreadsheet. The lessons of that project for any team that runs on one: what to keep, what to replace first, and why the first release took six weeks, not six months.',
      tags: ['automation', 'manufacturing'],
      coverAlt:
        'A shared planning spreadsheet: orders coloured yellow, pink, blue and green, a rush rule hidden in a formula, tabs named “Old (2)” and “DO NOT EDIT”, and a sticky note guessing what the colours mean',
      body: `Every factory we visit has one: the spreadsheet that knows everything. At Kestrel Precision it had 41 tabs, three people who were allowed to touch it, and a colour code nobody had written down. (What we built there, and the figures it moved, are in [its client story](/work/kestrel-precision-scheduling); this is what the spreadsheet itself taught us.)

## What the spreadsheet did well

It was fast to change. When a customer moved a delivery, the planner moved a row. Any system that replaced it had to be at least that quick, or the planners would keep the spreadsheet "just in case" and we would have built a second source of truth.

## What it could not do

- Tell the floor what changed since this morning
- Warn anyone that a machine was booked twice
- Remember why an order was late

None of these is a fault in the spreadsheet. A sheet stores the state of things; it does not store what happened to them. When a row moves, the old position is gone, and so is the reason.

## Reading the sheet before replacing it

We spent the first week reading, not writing code. Two of us sat with the planners in Taichung for three mornings and wrote down every rule the sheet held, whether it was typed, coloured or remembered. We found eleven. Four of them lived nowhere but in the sheet:

1. Yellow meant the material had not arrived, unless the note said RUSH; then it meant ship first.
2. Nothing was set up on CNC-02 after 18:00, because the night shift had no one trained on its fixture.
3. A job of fewer than 50 pieces could jump the queue if it used the same tooling as the job before it.
4. The tab called "DO NOT EDIT" was edited every Friday, by the one person who knew why.

Each rule became a sentence in plain Chinese that the production manager signed off before we built anything. Two of them turned out to be out of date, which is how a written rule pays for itself before a line of code exists.

## What we built first

We did not start with the whole plan. The first release was a single screen: today's jobs per machine, fed from the same data the planners already typed, with a red line when two jobs overlapped.

| Week | Double bookings caught | Planner hours saved |
|:-----|-----------------------:|--------------------:|
| 1 | 6 | 3 |
| 4 | 11 | 7 |
| 8 | 14 | 9 |

Table: What the first screen caught and saved in its first eight weeks.

> Replace the part of the spreadsheet that hurts, and let the rest follow when people ask for it.

## The data underneath

The screen was small; the model under it was not. The one table that mattered records each job's stretch of time on one machine, and why it last moved:

\`\`\`sql
-- A job's time on one machine.
CREATE TABLE booking (
  id         INTEGER PRIMARY KEY,
  job_id     INTEGER NOT NULL,
  machine_id INTEGER NOT NULL,
  starts_at  TEXT NOT NULL,
  ends_at    TEXT NOT NULL,
  -- in the planner's own words
  moved_why  TEXT NOT NULL DEFAULT ''
);
\`\`\`

The \`moved_why\` column is the one the spreadsheet never had. A planner types four words when a job moves ("customer pulled in date", "spindle on CNC-03 down"), and three months later the late-order meeting starts from a list instead of from memory.

For the first month the sheet and the system ran side by side: every night a small job read the sheet, compared it with the bookings and mailed the planners the rows that differed. The list went from 23 rows on the first night to none by the fourth week, and that empty e-mail is what convinced the planners to stop.

## What we would tell another team

- Count the tabs nobody opens. At Kestrel it was 29 of the 41; we moved none of them.
- Put the first screen on the shop floor, not in the office. The people who are hurt by a double booking are the ones who should see it first.
- Keep the old sheet readable for a year. Nobody went back to plan in it, but people did go back to check what it said.
- Agree on one measure before you start. Ours was hours a week spent re-planning; it went from 12 to 3.

## What came next

Once the floor trusted the screen, the planners asked for the rest on their own. Six months on, nobody opens the spreadsheet to plan a week. If your team has a spreadsheet like this, [tell us about it](/contact).`,
    },
    zh: {
      title: '撐起整間工廠的那份試算表',
      summary:
        '鷹準精密過去用一份共用試算表排產。這個專案給所有靠試算表運作的團隊的幾點心得：該保留什麼、先換掉什麼，以及為什麼第一版只花六週而不是六個月。',
      tags: ['automation', 'manufacturing'],
      coverAlt:
        '一份共用的排產試算表：訂單塗上黃、粉紅、藍、綠四種顏色，急單規則藏在公式裡，分頁叫「Old (2)」和「DO NOT EDIT」，旁邊一張便利貼猜著每種顏色的意思',
      body: `我們拜訪過的每間工廠都有這樣一份試算表：什麼都知道。鷹準精密的版本有 41 個分頁、只有三個人能改，還有一套沒人寫下來的顏色規則。（我們在那裡做了什麼、改變了哪些數字，請看[這個客戶案例](/work/kestrel-precision-scheduling)；本文談的是那份試算表本身教會我們的事。）

## 試算表做得好的地方

它改起來很快。客戶改交期，排程人員就移一列。任何要取代它的系統，至少要一樣快，否則排程人員會「以防萬一」繼續留著試算表，我們就等於做出了第二個資料來源。

## 它做不到的事

- 告訴現場今天早上之後改了什麼
- 提醒有人同一台機台被排了兩次
- 記得某張訂單為什麼延遲

這些都不是試算表的錯。試算表記錄的是事情現在的樣子，不記錄事情發生過什麼。一列被移動之後，原本的位置就消失了，移動的理由也跟著消失。

## 換掉之前，先讀懂它

第一週我們沒有寫程式，而是在讀試算表。我們兩個人到台中陪排程人員坐了三個早上，把試算表裡的每一條規則寫下來，不管它是打出來的、用顏色表示的，還是只記在某個人腦中的。一共找到十一條，其中四條除了試算表之外，哪裡都沒有記載：

1. 黃色代表材料還沒到貨；但如果備註寫了 RUSH，就代表要優先出貨。
2. CNC-02 晚上六點以後不排換線，因為夜班沒有人會裝那台的治具。
3. 少於 50 件的工單，如果跟前一張用同一組刀具，可以插隊。
4. 叫做「DO NOT EDIT」的分頁每週五都會被修改，改的是唯一知道原因的那個人。

每一條規則都寫成一句白話，由生產經理確認簽名後我們才開始做。其中兩條其實早就不適用了：規則一寫下來，在寫任何程式之前就已經值回票價。

## 我們先做了什麼

我們沒有一開始就做整套排程。第一版只有一個畫面：每台機台今天的工單，資料來自排程人員原本就在輸入的內容，兩張工單重疊時會出現紅線。

| 週次 | 抓到的重複排程 | 省下的排程工時 |
|:-----|---------------:|---------------:|
| 1 | 6 | 3 |
| 4 | 11 | 7 |
| 8 | 14 | 9 |

表：第一個畫面上線後前八週的成效。

> 先換掉試算表裡最痛的那一塊，其餘的等使用者自己開口再做。

## 畫面底下的資料

畫面很小，底下的資料模型卻不小。真正關鍵的只有一張表：記錄每張工單在哪台機台上佔用哪一段時間，以及它最近一次為什麼被移動：

\`\`\`sql
-- 一張工單在一台機台上的時段
CREATE TABLE booking (
  id         INTEGER PRIMARY KEY,
  job_id     INTEGER NOT NULL,
  machine_id INTEGER NOT NULL,
  starts_at  TEXT NOT NULL,
  ends_at    TEXT NOT NULL,
  -- 排程人員自己的話
  moved_why  TEXT NOT NULL DEFAULT ''
);
\`\`\`

\`moved_why\` 這個欄位，正是試算表從來沒有的。工單被移動時，排程人員打幾個字（「客戶提前交期」、「CNC-03 主軸故障」），三個月後開延遲檢討會議時，大家看的是一份清單，而不是各自的記憶。

第一個月，試算表和新系統並行：每天晚上有個小程式讀取試算表、跟排程資料比對，把不一致的列寄給排程人員。第一晚有 23 列，到了第四週一列也沒有；正是那封空白的信，讓排程人員決定不再用試算表。

## 給其他團隊的建議

- 先數一數沒人打開的分頁。鷹準的 41 個分頁裡有 29 個是這樣，我們一個都沒搬。
- 第一個畫面放在現場，不是辦公室。重複排程最先受害的是現場的人，他們應該最先看到。
- 舊試算表保留一年可以讀取。沒有人回去用它排程，但確實有人回去查它當時寫了什麼。
- 開始之前先約定一個衡量指標。我們用的是每週花在重排的工時，從 12 小時降到 3 小時。

## 接下來

現場信任這個畫面之後，排程人員主動要求其餘功能。六個月後，已經沒有人打開那份試算表來排一週的生產。如果您的團隊也有這樣一份試算表，[歡迎跟我們聊聊](/contact)。`,
    },
  },
  {
    slug: 'scoping-a-first-release-in-one-afternoon',
    daysAgo: 11,
    author: 1,
    // On a phone its card shows the circled first job (its focus: decision 0163).
    cover: drawn(FILES, 'journal-scope', { x: 0.05, y: 0.25 }),
    en: {
      title: 'Scoping a first release in one afternoon',
      summary:
        'Most projects we turn down were scoped as everything at once. How we sit down with an owner for three hours and leave with a first release that fits on one sheet, a price and a date.',
      tags: ['process'],
      coverAlt:
        'A scoping sheet on a table: sticky notes sorted into three columns, “First release”, “Later” and “Not at all”, with “Print the packing slip” circled as the first thing to build, and six weeks written at the foot',
      body: `The first meeting about a new system usually starts with a list. A bakery owner in Banqiao brought us one with 46 items on it, from online ordering to a loyalty card to a dashboard for the accountant. Every item was reasonable. Built all at once, it would have taken nine months, and the shop would have spent most of that time still doing things by hand.

So we do not quote the list. We spend one afternoon turning it into a first release.

## Three columns, one sheet

We write each item on a sticky note and sort it, together with the owner, into three columns:

- **First release**: what would change this month if it worked tomorrow
- **Later**: useful, but nothing breaks while it waits
- **Not at all**: things a spreadsheet, LINE or the accountant's own software already does well

The rule for the first column is strict. An item only goes there if someone can name the hour of the day it would save. "Customers can see their orders" did not make it. "Nobody retypes the morning's LINE orders into the packing list at 6 a.m." did.

## What the afternoon produces

| Column | Items at the start | After the afternoon |
|:--|--:|--:|
| First release | 46 | 7 |
| Later | 0 | 24 |
| Not at all | 0 | 15 |

Table: The bakery's list before and after its scoping afternoon.

Seven items is a first release we can build in six weeks, for a fixed price, with the people who will use it trying each screen as it is made. The "Later" column is not lost: it becomes the order of the next releases, and about a third of it usually turns out not to be needed once the first release is in use.

## Why a fixed price for the first release

A fixed price forces both sides to say what "done" means before work starts. We write each of the seven items as a sentence the owner can check on the day it ships, such as "the packing list prints at 6:00 with every order taken before midnight". If we misjudged the work, that is our cost, not the client's.

> The first release is not the smallest system we can build. It is the smallest one that changes someone's morning.

## Before you come to us

Bring the list, however long. Bring the person who does the work by hand today, not only the person who signs. And bring one number you would like to see move; for the bakery it was the hour the first van left. If you would like to try an afternoon like this, [write to us](/contact).`,
    },
    zh: {
      title: '一個下午，談出第一版要做什麼',
      summary:
        '我們婉拒的專案，多半是一開始就想一次做完。我們怎麼跟老闆坐下來談三個小時，最後帶走一張紙寫得下的第一版、一個報價和一個上線日期。',
      tags: ['process'],
      coverAlt:
        '桌上的一張需求整理表：便利貼分成「第一版」、「之後再做」和「不做」三欄，「自動印出揀貨單」被圈起來作為第一個要做的功能，底下寫著六週',
      body: `談新系統的第一次會議，通常是從一張清單開始的。板橋一家烘焙坊的老闆帶來的清單有 46 項，從線上訂購、集點卡到給會計看的報表都有。每一項都很合理，但如果全部一起做，要花九個月，而這段時間店裡大部分的事情還是得靠人工。

所以我們不直接照清單報價，而是花一個下午，把它整理成第一版。

## 三個欄位，一張紙

我們把每一項寫在便利貼上，跟老闆一起分到三個欄位：

- **第一版**：如果明天就能用，這個月就會有感的功能
- **之後再做**：有用，但晚一點做也不會出問題
- **不做**：試算表、LINE 或會計原本的軟體已經做得很好的事

第一欄的門檻很嚴格：要能說出它每天替誰省下哪一段時間，才能放進去。「客人可以查自己的訂單」沒有進第一欄；「早上六點不用再把 LINE 上的訂單一筆一筆抄進出貨單」則有。

## 一個下午的成果

| 欄位 | 一開始 | 談完之後 |
|:--|--:|--:|
| 第一版 | 46 項 | 7 項 |
| 之後再做 | 0 項 | 24 項 |
| 不做 | 0 項 | 15 項 |

表：烘焙坊的需求清單，在這個下午前後的變化。

七個項目的第一版，我們可以在六週內以固定價格完成，過程中每做好一個畫面，就請實際使用的人試用。「之後再做」那一欄並沒有被丟掉，它就是下一版的先後順序；而等第一版真正用起來，裡面通常有三分之一會發現其實不需要。

## 第一版為什麼用固定價格

固定價格逼著雙方在動工前，先講清楚什麼叫「做完」。七個項目我們都各寫成一句話，讓老闆在上線當天可以逐條確認，例如「半夜十二點前收到的訂單，早上六點會自動印在揀貨單上」。如果是我們低估了工作量，那是我們的成本，不會轉嫁給客戶。

> 第一版不是我們能做出的最小系統，而是能改變某個人早上工作的最小系統。

## 來找我們之前

清單帶來就好，多長都沒關係。請帶著現在用手做這些事的同事一起來，不只是負責簽約的人。也請想好一個您希望改變的數字；對烘焙坊來說，那是第一台貨車出門的時間。如果您也想試試這樣的一個下午，[歡迎來信](/contact)。`,
    },
  },
  {
    slug: 'an-ai-assistant-that-answers-from-your-own-documents',
    daysAgo: 18,
    author: 2,
    // Its subject is the assistant's answer, on the right: a phone's card shows it (decision 0163).
    cover: drawn(FILES, 'journal-manual', { x: 0.85, y: 0.6 }),
    en: {
      title: 'An AI assistant that answers from your own documents',
      summary:
        'What it takes to let staff ask questions of manuals, contracts and past tickets, and get answers that cite the page they came from.',
      tags: ['automation', 'ai', 'documents'],
      coverAlt:
        'An assistant answers how often to grease a machine’s spindle and cites page 14 of the service manual, where the passage it quotes is highlighted',
      body: `Most of the AI assistants we are asked for are the same request in different words: "our people spend too long looking things up." The answer is rarely a bigger model. It is a smaller, better-kept set of documents, and an assistant that shows where each answer came from.

## Three rules we keep

1. **Every answer cites its source.** If the assistant cannot point to a page, it says it does not know.
2. **Documents have an owner.** Someone decides when a manual is out of date; the assistant never guesses.
3. **Measure the questions, not the model.** We log what people ask and which answers they open, so the next improvement is the one they need.

## How a question is answered

\`\`\`ts
const passages = await search(question, { limit: 8 });
const answer = await draft(question, passages);
return answer.citations.length ? answer : notFound(question);
\`\`\`

## What it changed

At a logistics client, support staff answered routine questions about customs forms in about a minute instead of ten, and the number of questions sent up to senior staff fell by a third in the first month.

We build these assistants in six to ten weeks, on your servers or ours. See [our services](/services) for how we work.`,
    },
    zh: {
      title: '只根據您自己的文件回答問題的 AI 助理',
      summary: '讓同仁能直接詢問手冊、合約與過往工單，並得到註明出處頁面的答案，需要做到哪些事。',
      tags: ['automation', 'ai', 'documents'],
      coverAlt: '助理回答主軸多久要上一次油，並註明出自保養手冊第 14 頁，手冊上被引用的段落以底色標出',
      body: `客戶找我們做的 AI 助理，多半是同一個需求換句話說：「同仁花太多時間在找資料。」答案很少是更大的模型，而是一份更精簡、維護得更好的文件集，以及一個會說明每個答案出處的助理。

## 我們堅持的三個原則

1. **每個答案都註明出處。** 如果助理指不出是哪一頁，就直接說不知道。
2. **每份文件都有負責人。** 由人決定手冊何時過時，助理從不猜測。
3. **衡量問題，而不是模型。** 我們記錄大家問了什麼、打開了哪些答案，下一次改進就是大家真正需要的那一項。

## 一個問題如何被回答

\`\`\`ts
const passages = await search(question, { limit: 8 });
const answer = await draft(question, passages);
return answer.citations.length ? answer : notFound(question);
\`\`\`

## 帶來的改變

在一家物流客戶，客服同仁回答報關表單的例行問題，從約十分鐘縮短到一分鐘左右；第一個月，轉給資深同仁處理的問題減少了三分之一。

這類助理我們通常在六到十週內完成，可以架在您的伺服器或我們的伺服器上。想了解合作方式，請看[我們的服務](/services)。`,
    },
  },
  {
    slug: 'e-invoices-straight-from-the-order',
    daysAgo: 27,
    author: 0,
    // On a phone its card shows the invoice's number and carrier (its focus: decision 0163).
    cover: drawn(FILES, 'journal-invoice', { x: 0.95, y: 0.3 }),
    en: {
      title: 'E-invoices straight from the order',
      summary:
        'Every shop in Taiwan issues e-invoices, and many still copy each order into a separate invoicing site by hand. What it takes to issue them from the order itself, and the three cases that need the most care.',
      tags: ['automation', 'e-commerce', 'invoicing'],
      coverAlt:
        'An order screen with its e-invoice beside it: invoice number AB-12345678, the buyer’s mobile barcode /QX7A2K9, uploaded to the tax platform, and a voided invoice from the day before marked in the list',
      body: `Ask a small online shop in Taiwan what takes longest after an order comes in, and the answer is often the invoice. The order is in the shop system; the e-invoice is issued on a separate site, by someone who copies the buyer's name, the items and the carrier code across, one order at a time. At 200 orders a day, that is most of a morning, and every typo is a phone call from a customer whose invoice never reached their phone.

## What "from the order" means

The order already holds everything an invoice needs. When it is paid, the system issues the invoice through the shop's e-invoice provider and keeps its number beside the order:

- **A mobile barcode** or member carrier: the invoice goes to the buyer's carrier, and nothing is printed
- **A company tax ID**: a B2B invoice with the ID and company name, printed or sent by email
- **A donation code**: the invoice goes to the charity the buyer chose

The buyer chooses at checkout, and the form checks the barcode's format there and then, so a wrong one is caught before payment rather than in a complaint a week later.

## The three cases that need care

1. **Returns and changes.** An invoice from an earlier period cannot simply be voided; it needs an allowance. The system decides which from the invoice's date, so staff only press "refund".
2. **The 48-hour upload.** A B2C invoice has to reach the tax platform within 48 hours. We check every invoice's upload status each hour and tell the shop about any that failed, long before the deadline.
3. **A provider that is down.** Orders keep coming in. The invoice waits in a queue and is issued when the provider is back; the order page says so instead of failing.

## What it changed

| Measure | Before | After |
|:--|--:|--:|
| Time spent on invoices each day | 2.5 hours | 10 minutes |
| Invoices reissued for a typo each month | 30 | 0 |
| Uploads late to the tax platform | A few a month | None |

Table: An online tea shop's invoicing, the month before and the third month after.

The ten minutes left are a look at the morning report: yesterday's invoices, their totals by tax type, and anything still waiting. It is the same report the accountant now gets on the 1st of each month instead of a folder of screenshots.

If your invoices are still typed by hand, [tell us which shop system you use](/contact); most of them can be connected in a week or two.`,
    },
    zh: {
      title: '電子發票，直接從訂單開立',
      summary:
        '台灣每家店都在開電子發票，但很多網店還是把訂單一筆一筆手動抄到另一個開票網站。怎麼讓發票直接從訂單開出來，以及最需要小心的三種情況。',
      tags: ['automation', 'e-commerce', 'invoicing'],
      coverAlt:
        '一張訂單畫面，旁邊是它的電子發票：發票號碼 AB-12345678、買方手機條碼 /QX7A2K9、已上傳至財政部平台，清單中還標出前一天一張已作廢的發票',
      body: `問一家小型網店：訂單進來之後，哪件事最花時間？很多時候答案是開發票。訂單在購物系統裡，電子發票卻要到另一個網站開，得有人把買方名稱、品項和載具號碼一筆一筆抄過去。一天 200 張訂單，就是大半個早上；只要打錯一個字，就會接到客人的電話，問發票為什麼沒有存進手機。

## 「從訂單開立」是什麼意思

訂單本來就有開發票需要的所有資料。付款完成時，系統透過店家的電子發票加值中心開立，並把發票號碼記在訂單旁邊：

- **手機條碼**或會員載具：發票直接存入買方的載具，不用列印
- **統一編號**：開立有統編與公司抬頭的發票，列印或寄到電子信箱
- **捐贈碼**：發票捐給買方指定的單位

買方在結帳時選擇，表單當下就會檢查手機條碼的格式。填錯的話在付款前就會發現，而不是一週後變成客訴。

## 需要特別小心的三種情況

1. **退貨與換貨。** 跨期的發票不能直接作廢，要開折讓單。系統會依發票日期自動判斷，客服人員只要按「退款」就好。
2. **48 小時內上傳。** B2C 發票必須在開立後 48 小時內上傳到財政部平台。我們每小時檢查一次每張發票的上傳狀態，有失敗的就提早通知店家，不會等到期限前才發現。
3. **加值中心暫時無法連線。** 訂單還是會一直進來。發票先放進佇列，等連線恢復再開立；訂單頁面會清楚顯示狀態，而不是直接出錯。

## 改變了什麼

| 指標 | 導入前 | 導入後 |
|:--|--:|--:|
| 每天花在發票上的時間 | 2.5 小時 | 10 分鐘 |
| 每月因打錯而重開的發票 | 30 張 | 0 張 |
| 逾期上傳的發票 | 每月數張 | 沒有 |

表：一家網路茶行的開票工作，導入前一個月與導入後第三個月的比較。

剩下的十分鐘，是看一眼早上的報表：昨天開了哪些發票、依課稅別的合計，以及還在等待開立的發票。會計師每個月 1 號收到的也是這份報表，不再是一整個資料夾的截圖。

如果您的發票還是手動輸入，[告訴我們您用的是哪一套購物系統](/contact)，大多一到兩週內就能串接完成。`,
    },
  },
  {
    slug: 'what-a-maintenance-plan-is-for',
    daysAgo: 41,
    author: 1,
    // On a phone its card shows the month's figures (its focus: decision 0163).
    cover: drawn(FILES, 'journal-maintenance', { x: 0.95, y: 0.3 }),
    en: {
      title: 'What a maintenance plan is actually for',
      summary:
        'Software does not wear out, but everything around it changes. What we do in a month of maintenance, and how to tell whether you need it.',
      tags: ['process', 'maintenance'],
      coverAlt:
        'A month of a maintenance plan: security updates, a restore test, library updates and an uptime report on four Tuesdays, beside the month’s figures: 99.98% uptime, 4 of 4 backups restored, 12 updates applied',
      body: `Clients sometimes ask why a finished system needs a monthly plan. The code does not wear out. But the browsers it runs in, the libraries it is built on, the certificates it needs and the people who use it all change, every month.

## A typical month

- Security updates applied and tested, usually within a week of release
- Backups restored once on a spare machine, to prove they work
- Two or three small requests from your team: a new report column, a changed form
- A short note of what was done and what we are watching

## How to tell whether you need it

If the system takes orders, money or personal data, yes. If a day without it would cost more than a month of the plan, yes. If it is an internal tool used once a quarter, a yearly check-up is often enough, and we will say so.

See the [plans and prices](/pricing), or [ask us](/contact) which one fits.`,
    },
    zh: {
      title: '維護方案到底是做什麼的',
      summary: '軟體不會磨損，但它周圍的一切都在改變。我們一個月的維護會做哪些事，以及如何判斷您是否需要。',
      tags: ['process', 'maintenance'],
      coverAlt:
        '維護方案的一個月：四個星期二分別做了安全性更新、備份還原測試、套件更新與上線率報告，旁邊是當月數字：上線率 99.98%、4 次備份全數還原成功、套用 12 項更新',
      body: `常有客戶問：系統都做好了，為什麼還需要每月的維護方案？程式碼不會磨損，但它所執行的瀏覽器、所依賴的套件、需要的憑證，以及使用它的人，每個月都在改變。

## 一個典型的月份

- 套用並測試安全性更新，通常在發布後一週內完成
- 在備用機器上實際還原一次備份，證明備份可用
- 處理團隊提出的兩三個小需求：報表多一個欄位、表單改一個欄位
- 一份簡短紀錄：做了什麼、接下來要留意什麼

## 如何判斷是否需要

如果系統處理訂單、金流或個人資料，需要。如果停擺一天的損失超過一個月的方案費用，需要。如果只是一季用一次的內部工具，每年一次健檢通常就夠了，我們也會直說。

請參考[方案與價格](/pricing)，或[直接問我們](/contact)哪一種適合您。`,
    },
  },
];

/** The seed articles' tags, by address word: their names in English and in Chinese. */
export const SEED_TAG_NAMES: Record<string, { nameEn: string; nameZh: string }> = {
  manufacturing: { nameEn: 'Manufacturing', nameZh: '製造業' },
  automation: { nameEn: 'Automation', nameZh: '自動化' },
  ai: { nameEn: 'AI', nameZh: '智慧助理' },
  documents: { nameEn: 'Documents', nameZh: '文件' },
  maintenance: { nameEn: 'Maintenance', nameZh: '系統維運' },
  process: { nameEn: 'How we work', nameZh: '合作方式' },
  'e-commerce': { nameEn: 'E-commerce', nameZh: '電子商務' },
  invoicing: { nameEn: 'Invoicing', nameZh: '電子發票' },
};

/** Puts the first articles in, published in both languages; `people` are the team's ids in their order. */
export function seedJournal(tx: Tx, now: number, people: number[]) {
  for (const [slug, names] of Object.entries(SEED_TAG_NAMES))
    tx.insert(tagNames)
      .values({ slug, ...names, updatedAt: now })
      .run();
  for (const article of SEED_ARTICLES) {
    const at = now - article.daysAgo * 86_400_000;
    const { id } = tx
      .insert(pieces)
      .values({
        collection: 'journal',
        slug: article.slug,
        coverImage: storeDrawn(tx, article.cover),
        authorId: people[article.author] ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: pieces.id })
      .get();
    for (const lang of ['en', 'zh'] as const)
      tx.insert(pieceVersions)
        .values({ pieceId: id, lang, ...article[lang], state: 'published', publishedAt: at, updatedAt: at })
        .run();
  }
}
