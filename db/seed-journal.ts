// The journal's first articles on a new site (issue 50, part 9): three pieces in both languages, as this studio would
// write them, published at once and dated a few weeks apart, each by one of the team the site starts with. A site
// that upgrades gets none: sample articles must never appear on a journal that is already live. Each has a drawn cover
// (scripts/seed-covers.ts) in the image library. Both languages carry the same tags, named in each (decision 0100).
import type { Tx } from './client';
import { drawn, storeDrawn, type Drawn } from './seed-drawn';
import { pieces, pieceVersions, tagNames } from './schema';
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
      tags: ['manufacturing', 'automation'],
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
      tags: ['manufacturing', 'automation'],
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
    slug: 'an-ai-assistant-that-answers-from-your-own-documents',
    daysAgo: 18,
    author: 2,
    // Its subject is the assistant's answer, on the right: a card's crop keeps that corner (decision 0145).
    cover: drawn(FILES, 'journal-manual', { x: 0.85, y: 0.3 }),
    en: {
      title: 'An AI assistant that answers from your own documents',
      summary:
        'What it takes to let staff ask questions of manuals, contracts and past tickets, and get answers that cite the page they came from.',
      tags: ['ai', 'documents'],
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
      tags: ['ai', 'documents'],
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
    slug: 'what-a-maintenance-plan-is-for',
    daysAgo: 41,
    author: 1,
    cover: drawn(FILES, 'journal-maintenance'),
    en: {
      title: 'What a maintenance plan is actually for',
      summary:
        'Software does not wear out, but everything around it changes. What we do in a month of maintenance, and how to tell whether you need it.',
      tags: ['maintenance'],
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
      tags: ['maintenance'],
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
