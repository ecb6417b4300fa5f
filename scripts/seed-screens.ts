// `bun scripts/seed-screens.ts`: draws the screens of the three client stories a new site starts with (issue 50, part 9:
// "drawn screens where a photo is missing"); the seed puts them in the image library as the stories' covers and
// galleries. Each is drawn in English and in Traditional Chinese (Taiwan), as a Taiwanese product's screen would read,
// and each of those in the app's light mode and in its dark mode (for the site's dark theme): a warm near-black ground,
// panels a step lighter, hairlines, and the bars and pills in their own hues tuned for a dark screen. How they are drawn
// and stored: scripts/seed-drawing.ts.
import { circle, H, lang, letters, pick, rect, svg, text, tr, W, writeDrawings } from './seed-drawing';

/**
 * The colours both apps' screens share, for the theme being drawn: each named once, its light value then its dark one.
 * The dark greys' channels are multiples of 4, which 6 bits a channel keep as they are: a near-black cut by a level or
 * two in one channel turns red or green.
 */
const neutral = () => ({
  /** The top bar and the conversation list. */
  bar: pick('#ffffff', '#181410'),
  panel: pick('#ffffff', '#1c1814'),
  /** A panel's edge, and the line under the top bar. */
  line: pick('#e4e7eb', '#2c2824'),
  /** Lines inside a panel: a grid, a table's rows, an empty track. */
  rule: pick('#eef0f3', '#24201c'),
  /** A grey pill on the top bar (the week, the month). */
  chip: pick('#f1f3f5', '#282420'),
  ink: pick('#16202a', '#ece8e2'),
  /** Text a little softer than the ink: a pill's words, a figure beside a bar. */
  soft: pick('#394350', '#c8c2ba'),
  secondary: pick('#5b6572', '#a39d95'),
  tab: pick('#6b7480', '#948e86'),
  muted: pick('#7a838f', '#8a847b'),
  /** Times, placeholders and axis labels. */
  faint: pick('#8a938f', '#7d776f'),
  /** An empty step's ring, a past event's dot. */
  ring: pick('#cfd4da', '#484440'),
  /** The square inside the product's mark. */
  markInner: pick('#ffffff', '#14100c'),
  /** Words on a coloured bar or button. */
  onColour: pick('#ffffff', '#f6f3ee'),
});

/** Kestrel's colours (a factory's scheduling app): a teal accent, and the board's four job colours. */
const kestrelColours = () => ({
  ...neutral(),
  ground: pick('#f5f6f8', '#14100c'),
  teal: pick('#2f7d8c', '#5aaab9'),
  /** Words and marks on the teal (the time, a step's tick). */
  onTeal: pick('#ffffff', '#0f1d20'),
  tealSoft: pick('#e3f1f3', '#173439'),
  avatar: pick('#d9e6ea', '#1d3a40'),
  /** The board's jobs, as a calendar draws them in 2026: a tint of their hue, edged in it, the words in its deep shade. */
  job: {
    teal: pick({ fill: '#deedf0', edge: '#2f7d8c', ink: '#1b4d57' }, { fill: '#16303a', edge: '#5aaab9', ink: '#c4e4ea' }),
    blue: pick({ fill: '#e3e9f3', edge: '#4a6fa5', ink: '#2a446b' }, { fill: '#1c2636', edge: '#809fcf', ink: '#cdd9ee' }),
    amber: pick({ fill: '#f5ebda', edge: '#b7791f', ink: '#704810' }, { fill: '#362815', edge: '#d29a4c', ink: '#f0d6ae' }),
    sage: pick({ fill: '#e3ede1', edge: '#4f7d4e', ink: '#2c4c2c' }, { fill: '#1b2c1e', edge: '#80ae7e', ink: '#cfe4cc' }),
  },
  /** A machine under maintenance: hatched, and edged. */
  hatch: pick({ ground: '#f3f4f6', stripe: '#e3e6ea', edge: '#cfd4da' }, { ground: '#1c1814', stripe: '#282420', edge: '#3c3834' }),
  live: pick({ ground: '#e6f4ec', dot: '#2f9e5b', ink: '#1f7a45' }, { ground: '#16321f', dot: '#4cc281', ink: '#6fd39a' }),
  /** A part whose every piece is done. */
  done: pick('#2f9e5b', '#43b074'),
  red: pick('#d64545', '#e5524c'),
});

/** Jadeport's colours (a shop's customer-service assistant): a jade accent, and its pills. */
const jadeportColours = () => ({
  ...neutral(),
  ground: pick('#f7f9f8', '#14100c'),
  jade: pick('#2e8568', '#52b490'),
  /** The jade under white words: an avatar, the Send button. */
  jadeFill: pick('#2e8568', '#2d7a60'),
  avatar: pick('#dcefe8', '#1a3a30'),
  search: pick('#f3f5f4', '#24201c'),
  /** The open conversation's row. */
  open: pick('#eef7f3', '#182820'),
  /** The other people's avatars, and their initials. */
  person: pick({ ground: '#e1e6e4', ink: '#4b5652' }, { ground: '#2c2824', ink: '#b4aea6' }),
  answered: pick({ ground: '#e5f3ee', ink: '#1f6b52' }, { ground: '#173229', ink: '#6fd0a9' }),
  withStaff: pick({ ground: '#fdf0dd', ink: '#9a5b00' }, { ground: '#3a2a12', ink: '#f0b45e' }),
  /** The assistant's answer: a jade bubble, its words, and the order's card inside it. */
  bubble: pick(
    { ground: '#2e8568', ink: '#ffffff', card: '#ffffff', track: '#eef0f3' },
    { ground: '#1c4434', ink: '#e4f0e8', card: '#10201c', track: '#24342c' },
  ),
  /** The chart's bars: the assistant's and staff's, and the topics after the first. */
  bars: pick({ assistant: '#2e8568', staff: '#cfd8d4', topic: '#7fb8a4' }, { assistant: '#368c6d', staff: '#3a4441', topic: '#2f6c57' }),
});

/** The app's frame: a top bar with the product's mark and name, its tabs, and what sits on the right. */
function topBar(name: string, accent: string, tabs: string[], right: string): string {
  const c = neutral();
  let next = 330;
  const tabMarks = tabs
    .map((tab, i) => {
      const x = next;
      next += letters(tab) * 9.5 + 56;
      return `${text(x, 41, tab, 17, i === 0 ? c.ink : c.tab, { bold: i === 0 })}${i === 0 ? rect(x, 60, letters(tab) * 9.5, 3, accent, 1.5) : ''}`;
    })
    .join('');
  return `${rect(0, 0, W, 64, c.bar)}${rect(0, 63, W, 1, c.line)}${rect(32, 16, 32, 32, accent, 8)}${rect(41, 25, 14, 14, c.markInner, 3)}${text(78, 40, name, 19, c.ink, { bold: true })}${tabMarks}${right}`;
}

function kestrelBoard(): string {
  const c = kestrelColours();
  const teal = c.teal;
  const rows = ['CNC-01', 'CNC-02', 'CNC-03', 'CNC-04', tr('Lathe-01', '車床-01'), tr('Lathe-02', '車床-02'), tr('Grinder-01', '磨床-01')];
  const days = tr(['Mon 1', 'Tue 2', 'Wed 3', 'Thu 4', 'Fri 5'], ['週一 12/1', '週二 12/2', '週三 12/3', '週四 12/4', '週五 12/5']);
  const x0 = 230;
  const day = 264;
  const top = 150;
  const row = 90;
  const colours = c.job;
  const jobs: [number, number, number, (typeof colours)['teal'], string][] = [
    [0, 0.05, 1.6, colours.teal, tr('J-2041 · Flange A-12', 'J-2041 · 法蘭 A-12')],
    [0, 1.75, 1.9, colours.blue, tr('J-2046 · Shaft S-4', 'J-2046 · 傳動軸 S-4')],
    [0, 3.8, 1.1, colours.sage, tr('J-2052 · Cover C-2', 'J-2052 · 蓋板 C-2')],
    [1, 0.1, 2.4, colours.amber, tr('J-2039 · Bracket B-7', 'J-2039 · 支架 B-7')],
    [1, 2.65, 2.2, colours.teal, tr('J-2049 · Flange A-14', 'J-2049 · 法蘭 A-14')],
    [2, 0.05, 1.85, colours.blue, tr('J-2043 · Housing H-1', 'J-2043 · 外殼 H-1')],
    [2, 3.05, 1.85, colours.sage, tr('J-2055 · Plate P-9', 'J-2055 · 底板 P-9')],
    [3, 0.5, 2.1, colours.teal, tr('J-2044 · Flange A-12', 'J-2044 · 法蘭 A-12')],
    [3, 2.8, 1.9, colours.amber, tr('J-2050 · Bracket B-9', 'J-2050 · 支架 B-9')],
    [4, 0.05, 1.5, colours.sage, tr('J-2040 · Pin R-3', 'J-2040 · 定位銷 R-3')],
    [4, 1.7, 1.7, colours.blue, tr('J-2047 · Shaft S-6', 'J-2047 · 傳動軸 S-6')],
    [4, 3.2, 1.2, colours.amber, tr('RUSH J-2058 · Shaft S-4', '急件 J-2058 · 傳動軸 S-4')],
    [5, 0.3, 2.3, colours.blue, tr('J-2042 · Spindle D-1', 'J-2042 · 主軸 D-1')],
    [5, 2.9, 1.6, colours.teal, tr('J-2053 · Flange A-16', 'J-2053 · 法蘭 A-16')],
    [6, 0.6, 1.9, colours.sage, tr('J-2045 · Guide G-2', 'J-2045 · 導套 G-2')],
    [6, 2.7, 2.0, colours.blue, tr('J-2051 · Ring N-8', 'J-2051 · 扣環 N-8')],
  ];
  let body = topBar(
    tr('Kestrel Plan', '鷹準排程'),
    teal,
    tr(['Board', 'Orders', 'Machines', 'Reports'], ['排程看板', '訂單', '機台', '報表']),
    `${rect(1130, 16, 210, 32, c.chip, 16)}${text(1235, 38, tr('Week 49 · Dec 1–5', '第 49 週 · 12/1–12/5'), 16, c.soft, { anchor: 'middle' })}${rect(1356, 16, 92, 32, c.live.ground, 16)}${circle(1376, 32, 5, c.live.dot)}${text(1390, 38, tr('Live', '即時'), 16, c.live.ink, { bold: true })}${circle(1530, 32, 18, c.avatar)}${text(1530, 38, tr('KL', '柯'), 15, teal, { bold: true, anchor: 'middle' })}`,
  );
  body += rect(24, 88, W - 48, 740, c.panel, 14, ` stroke="${c.line}"`);
  days.forEach((d, i) => {
    body += text(x0 + i * day + 16, 128, d, 16, i === 2 ? teal : c.secondary, { bold: i === 2 });
    body += rect(x0 + i * day, 104, 1, 714, c.rule);
  });
  rows.forEach((name, i) => {
    const y = top + i * row;
    body += rect(24, y - 6, W - 48, 1, c.rule);
    body += text(52, y + 42, name, 17, c.ink, { bold: true });
    body += text(
      52,
      y + 64,
      i < 4 ? tr('5-axis', '五軸加工機') : i < 6 ? tr('CNC lathe', 'CNC 車床') : tr('Surface', '平面磨床'),
      14,
      c.muted,
    );
  });
  // Planned maintenance: the machine is not available, and the board says so.
  body += `<defs><pattern id="hatch" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="12" fill="${c.hatch.ground}"/><rect width="5" height="12" fill="${c.hatch.stripe}"/></pattern></defs>`;
  body += rect(x0 + 1.95 * day, top + 2 * row + 10, 1.05 * day, 58, 'url(#hatch)', 8, ` stroke="${c.hatch.edge}"`);
  body += text(x0 + 1.95 * day + 16, top + 2 * row + 45, tr('Maintenance', '定期保養'), 15, c.secondary, { bold: true });
  for (const [r, start, length, hue, label] of jobs) {
    const x = x0 + start * day + 4;
    const y = top + r * row + 10;
    body += rect(x, y, length * day - 8, 58, hue.fill, 8);
    body += rect(x, y, 4, 58, hue.edge, 2);
    body += text(x + 16, y + 25, label, 15, hue.ink, { bold: true });
    body += text(x + 16, y + 45, `${Math.round(length * 8)} ${tr('h', '小時')}`, 13, hue.ink);
  }
  // Two jobs on Lathe-01 on Thursday: the warning a spreadsheet never gave.
  const ox = x0 + 3.2 * day;
  body += rect(ox - 6, top + 4 * row + 4, 1.25 * day, 70, 'none', 10, ` stroke="${c.red}" stroke-width="3"`);
  body += rect(ox + 1.25 * day - 150, top + 4 * row - 14, 128, 28, c.red, 14);
  body += text(ox + 1.25 * day - 86, top + 4 * row + 5, tr('Overlap · 2 h', '重疊 · 2 小時'), 14, c.onColour, {
    bold: true,
    anchor: 'middle',
  });
  // Now: Wednesday, late morning.
  const now = x0 + 2.42 * day;
  body += rect(now - 1, 104, 3, 714, teal);
  body += rect(now - 26, 96, 52, 22, teal, 11);
  body += text(now, 112, '10:48', 13, c.onTeal, { bold: true, anchor: 'middle' });
  // The week at a glance.
  const stats: [string, string][] = [
    [tr('Machine load', '機台負載'), '86%'],
    [tr('On time this week', '本週準時交貨率'), '97%'],
    [tr('Rush orders', '急件'), '2'],
    [tr('Late orders', '逾期訂單'), '0'],
  ];
  stats.forEach(([label, value], i) => {
    const x = 24 + i * 392;
    body += rect(x + (i ? 8 : 0), 844, 384 - (i ? 8 : 0), 44, c.panel, 10, ` stroke="${c.line}"`);
    body += text(x + 24, 872, label, 15, c.secondary);
    body += text(x + 370, 872, value, 17, c.ink, { bold: true, anchor: 'end' });
  });
  return svg(body, c.ground);
}

function kestrelOrder(): string {
  const c = kestrelColours();
  const teal = c.teal;
  let body = topBar(
    tr('Kestrel Precision', '鷹準精密'),
    teal,
    tr(['Your orders', 'Documents'], ['我的訂單', '文件']),
    `${text(1440, 38, tr('Hsin Yi Tools Co.', '信義工具有限公司'), 16, c.soft, { anchor: 'end' })}${circle(1530, 32, 18, c.avatar)}${text(1530, 38, tr('HY', '信'), 15, teal, { bold: true, anchor: 'middle' })}`,
  );
  body += text(120, 142, tr('Order K-20417', '訂單 K-20417'), 34, c.ink, { bold: true });
  // The status pill, just after the title and as wide as its words.
  const [pillX, pillW] = tr([380, 138], [356, 100]);
  body += rect(pillX, 116, pillW, 34, c.tealSoft, 17);
  body += text(pillX + pillW / 2, 139, tr('Machining', '加工中'), 16, teal, { bold: true, anchor: 'middle' });
  body += text(120, 176, tr('Placed Nov 24 · 3 parts · 400 pieces', '11/24 下單 · 3 項零件 · 共 400 件'), 17, c.secondary);
  body += rect(1180, 112, 300, 70, c.panel, 12, ` stroke="${c.line}"`);
  body += text(1204, 140, tr('Ready to ship', '預計出貨'), 14, c.secondary);
  body += text(1204, 168, tr('Fri, Dec 5', '12月5日 週五'), 22, c.ink, { bold: true });
  // Where it is: five steps, three done.
  body += rect(120, 214, 1360, 150, c.panel, 14, ` stroke="${c.line}"`);
  const steps = tr(
    ['Received', 'Scheduled', 'Machining', 'Quality check', 'Shipped'],
    ['已收單', '已排程', '加工中', '品質檢驗', '已出貨'],
  );
  steps.forEach((step, i) => {
    const cx = 220 + i * 290;
    if (i < steps.length - 1) body += rect(cx + 22, 268, 246, 4, i < 2 ? teal : c.line, 2);
    const done = i < 2;
    const current = i === 2;
    body += circle(cx, 270, 20, done || current ? teal : c.panel, done || current ? '' : ` stroke="${c.ring}" stroke-width="3"`);
    if (done)
      body += `<path d="M${cx - 8} ${270}l6 6 11-12" stroke="${c.onTeal}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (current) body += circle(cx, 270, 7, c.onTeal);
    body += text(cx, 318, step, 17, i <= 2 ? c.ink : c.muted, { bold: current, anchor: 'middle' });
    body += text(
      cx,
      342,
      tr(['Nov 24', 'Nov 25', 'since Dec 2', 'Dec 4', 'Dec 5'], ['11/24', '11/25', '12/2 起', '12/4', '12/5'])[i]!,
      14,
      c.muted,
      { anchor: 'middle' },
    );
  });
  // The parts, each as far along as the machines report.
  body += rect(120, 392, 880, 420, c.panel, 14, ` stroke="${c.line}"`);
  body += text(152, 436, tr('Parts', '零件'), 20, c.ink, { bold: true });
  const header = tr(['Part', 'Machine', 'Done'], ['品名', '機台', '完成數量']);
  [152, 470, 640].forEach((x, i) => {
    body += text(x, 480, header[i]!, 14, c.muted, { bold: true });
  });
  const parts: [string, string, number, number][] = [
    [tr('Flange A-12', '法蘭 A-12'), 'CNC-01', 200, 140],
    [tr('Shaft S-4', '傳動軸 S-4'), tr('Lathe-02', '車床-02'), 80, 80],
    [tr('Bracket B-7', '支架 B-7'), 'CNC-02', 120, 30],
  ];
  parts.forEach(([part, machine, total, done], i) => {
    const y = 530 + i * 92;
    body += rect(152, y - 36, 816, 1, c.rule);
    body += text(152, y, part, 18, c.ink, { bold: true });
    body += text(152, y + 24, tr(`${total} pieces`, `共 ${total} 件`), 14, c.muted);
    body += text(470, y, machine, 17, c.soft);
    body += rect(640, y - 14, 240, 10, c.rule, 5);
    body += rect(640, y - 14, (240 * done) / total, 10, done === total ? c.done : teal, 5);
    body += text(960, y - 4, `${done} / ${total}`, 16, c.soft, { anchor: 'end' });
  });
  // The latest from the floor, as the machines report it.
  body += rect(1024, 392, 456, 420, c.panel, 14, ` stroke="${c.line}"`);
  body += text(1056, 436, tr('From the floor', '現場動態'), 20, c.ink, { bold: true });
  const events: [string, string][] = [
    ['10:41', tr('CNC-01 finished 20 × Flange A-12', 'CNC-01 完成 20 件法蘭 A-12')],
    ['09:12', tr('CNC-02 started Bracket B-7', 'CNC-02 開始加工支架 B-7')],
    ['08:40', tr('Shaft S-4 passed inspection', '傳動軸 S-4 檢驗合格')],
    [tr('Yesterday', '昨天'), tr('Lathe-02 finished Shaft S-4', '車床-02 完成傳動軸 S-4')],
  ];
  events.forEach(([time, what], i) => {
    const y = 492 + i * 78;
    body += circle(1064, y - 6, 6, i === 0 ? teal : c.ring);
    if (i < events.length - 1) body += rect(1063, y + 4, 2, 62, c.rule);
    body += text(1086, y, time, 14, c.muted);
    body += text(1086, y + 26, what, 17, c.ink);
  });
  return svg(body, c.ground);
}

function jadeportChat(): string {
  const c = jadeportColours();
  const jade = c.jade;
  let body = topBar(
    tr('Jadeport Assist', '玉港客服助理'),
    jade,
    tr(['Conversations', 'Handed to staff', 'Knowledge'], ['對話', '轉真人客服', '知識庫']),
    `${rect(1240, 16, 200, 32, c.answered.ground, 16)}${circle(1262, 32, 5, jade)}${text(1276, 38, tr('Assistant on', 'AI 助理上線中'), 16, c.answered.ink, { bold: true })}${circle(1530, 32, 18, c.avatar)}${text(1530, 38, tr('MC', '張'), 15, jade, { bold: true, anchor: 'middle' })}`,
  );
  // The list of today's conversations.
  body += rect(0, 64, 440, H - 64, c.bar);
  body += rect(440, 64, 1, H - 64, c.line);
  body += rect(24, 84, 392, 44, c.search, 10);
  body += text(48, 112, tr('Search conversations', '搜尋對話'), 16, c.faint);
  const [answered, withStaff] = tr(['Answered', 'With staff'], ['已回覆', '專人處理']);
  const chats: [string, string, string, boolean][] = tr(
    [
      ['Lin Mei-hua', 'Where is order JP-58213?', answered, true],
      ['Chen Wei', 'Can I change the address?', answered, false],
      ['Wang Shu-fen', 'The box arrived damaged', withStaff, false],
      ['Huang Jia-hao', 'Do you ship to Kinmen?', answered, false],
      ['Tsai Yu-ting', 'Gift wrap for three boxes', answered, false],
      ['Lee Cheng-en', 'Return for a wrong size', answered, false],
    ],
    [
      ['林美華', '訂單 JP-58213 到哪裡了？', answered, true],
      ['陳偉', '可以改收件地址嗎？', answered, false],
      ['王淑芬', '收到的箱子破損了', withStaff, false],
      ['黃家豪', '請問有寄金門嗎？', answered, false],
      ['蔡宇婷', '三盒都要禮盒包裝', answered, false],
      ['李承恩', '尺寸不對，想退貨', answered, false],
    ],
  );
  chats.forEach(([name, line, state, open], i) => {
    const y = 150 + i * 104;
    if (open) body += rect(12, y, 416, 96, c.open, 12);
    body += circle(58, y + 48, 22, open ? c.jadeFill : c.person.ground);
    // Initials in English; in Chinese, as Taiwanese apps do, the family name's one character.
    const initials = lang === 'zh' ? name[0]! : name.split(' ')[0]![0]! + name.split(' ')[1]![0]!;
    body += text(58, y + 54, initials, 15, open ? c.onColour : c.person.ink, {
      bold: true,
      anchor: 'middle',
    });
    body += text(94, y + 40, name, 17, c.ink, { bold: true });
    body += text(94, y + 66, line, 15, c.secondary);
    const pill = state === withStaff ? c.withStaff : c.answered;
    body += rect(300, y + 22, 108, 26, pill.ground, 13);
    body += text(354, y + 40, state, 13, pill.ink, { bold: true, anchor: 'middle' });
  });
  // One conversation: the customer asks, the assistant answers from the order itself.
  body += text(488, 116, tr('Lin Mei-hua', '林美華'), 22, c.ink, { bold: true });
  body += text(488, 144, tr('Web chat · 2 messages · answered automatically in 4 s', '網頁對話 · 2 則訊息 · 4 秒內自動回覆'), 15, c.muted);
  body += rect(488, 168, 1080, 1, c.line);
  body += rect(488, 200, 560, 96, c.panel, 18, ` stroke="${c.line}"`);
  body += text(516, 238, tr('Hi, where is my order JP-58213?', '你好，我的訂單 JP-58213 到哪裡了？'), 18, c.ink);
  body += text(516, 266, tr('It was due yesterday.', '應該昨天就要到了。'), 18, c.ink);
  body += text(488, 320, '10:02', 13, c.faint);
  const bx = 900;
  const bubble = c.bubble;
  body += rect(bx, 350, 668, 320, bubble.ground, 18);
  body += text(
    bx + 28,
    392,
    tr('Sorry for the wait! It left our Taoyuan warehouse this', '抱歉讓您久等了！包裹今天上午已從桃園倉庫出貨，'),
    18,
    bubble.ink,
  );
  body += text(bx + 28, 420, tr('morning and is out for delivery now.', '目前正在配送中。'), 18, bubble.ink);
  body += rect(bx + 28, 444, 612, 150, bubble.card, 12);
  body += text(bx + 52, 480, tr('Order JP-58213', '訂單 JP-58213'), 18, c.ink, { bold: true });
  // The status pill, as wide as its words.
  const pill = tr(168, 96);
  body += rect(bx + 616 - pill, 460, pill, 28, c.answered.ground, 14);
  body += text(bx + 616 - pill / 2, 479, tr('Out for delivery', '配送中'), 14, c.answered.ink, { bold: true, anchor: 'middle' });
  body += text(
    bx + 52,
    514,
    tr('3 items · Pineapple cakes, oolong tea, dried mango', '3 件商品 · 鳳梨酥、烏龍茶、芒果乾'),
    15,
    c.secondary,
  );
  body += rect(bx + 52, 534, 564, 8, bubble.track, 4);
  body += rect(bx + 52, 534, 460, 8, jade, 4);
  body += text(bx + 52, 572, tr('Expected today before 18:00', '預計今天 18:00 前送達'), 16, c.ink, { bold: true });
  body += text(bx + 28, 634, tr('Anything else I can help with?', '還有其他需要幫忙的地方嗎？'), 18, bubble.ink);
  body += text(bx + 668, 694, tr('10:02 · from the orders database', '10:02 · 資料來自訂單系統'), 13, c.faint, { anchor: 'end' });
  // The reply box, for when staff step in.
  body += rect(488, 780, 1080, 72, c.panel, 14, ` stroke="${c.line}"`);
  body += text(516, 823, tr('Write a reply, or let the assistant answer', '輸入回覆，或交給 AI 助理回答'), 17, c.faint);
  body += rect(1440, 796, 112, 40, c.jadeFill, 10);
  body += text(1496, 822, tr('Send', '送出'), 16, c.onColour, { bold: true, anchor: 'middle' });
  return svg(body, c.ground);
}

function jadeportDashboard(): string {
  const c = jadeportColours();
  const jade = c.jade;
  let body = topBar(
    tr('Jadeport Assist', '玉港客服助理'),
    jade,
    tr(['Overview', 'Conversations', 'Knowledge'], ['總覽', '對話', '知識庫']),
    `${rect(1300, 16, 156, 32, c.chip, 16)}${text(1378, 38, tr('November', '11 月'), 16, c.soft, { anchor: 'middle' })}${circle(1530, 32, 18, c.avatar)}${text(1530, 38, tr('MC', '張'), 15, jade, { bold: true, anchor: 'middle' })}`,
  );
  const tiles: [string, string, string][] = tr(
    [
      ['Answered without staff', '75%', 'of routine inquiries'],
      ['First answer', '4 s', 'median, day and night'],
      ['Inquiries', '1,284', 'this month'],
      ['Handed to staff', '321', 'damaged goods, refunds'],
    ],
    [
      ['無需轉真人', '75%', '佔例行詢問的比例'],
      ['首次回覆', '4 秒', '中位數，全天候'],
      ['詢問數', '1,284', '本月'],
      ['轉真人客服', '321', '商品破損、退款等'],
    ],
  );
  tiles.forEach(([label, value, note], i) => {
    const x = 40 + i * 384;
    body += rect(x, 96, 360, 156, c.panel, 14, ` stroke="${c.line}"`);
    body += text(x + 28, 136, label, 16, c.secondary);
    body += text(x + 28, 198, value, 46, i === 0 ? jade : c.ink, { bold: true });
    body += text(x + 28, 230, note, 15, c.muted);
  });
  // Inquiries per week: answered by the assistant, and handed to staff.
  body += rect(40, 276, 960, 584, c.panel, 14, ` stroke="${c.line}"`);
  body += text(72, 320, tr('Inquiries per week', '每週詢問數'), 20, c.ink, { bold: true });
  body += rect(640, 304, 14, 14, c.bars.assistant, 3);
  body += text(662, 316, tr('Assistant', 'AI 助理'), 15, c.secondary);
  body += rect(770, 304, 14, 14, c.bars.staff, 3);
  body += text(792, 316, tr('Staff', '真人客服'), 15, c.secondary);
  const weeks = [
    [180, 150],
    [190, 140],
    [210, 120],
    [230, 95],
    [240, 88],
    [252, 80],
    [260, 78],
    [268, 74],
    [276, 70],
    [280, 66],
    [290, 68],
    [296, 64],
  ];
  const base = 800;
  const scale = 1.15;
  for (let g = 0; g <= 4; g++) {
    const y = base - g * 100 * scale;
    body += rect(100, y, 868, 1, c.rule);
    body += text(88, y + 5, String(g * 100), 13, c.faint, { anchor: 'end' });
  }
  weeks.forEach(([auto, staff], i) => {
    const x = 124 + i * 70;
    body += rect(x, base - auto! * scale, 40, auto! * scale, c.bars.assistant, 4);
    body += rect(x, base - (auto! + staff!) * scale, 40, staff! * scale - 3, c.bars.staff, 4);
    body += text(x + 20, base + 28, tr(`W${37 + i}`, `第${37 + i}週`), 13, c.faint, { anchor: 'middle' });
  });
  // What people ask about.
  body += rect(1024, 276, 536, 584, c.panel, 14, ` stroke="${c.line}"`);
  body += text(1056, 320, tr('What customers ask', '顧客詢問主題'), 20, c.ink, { bold: true });
  const topics: [string, number][] = [
    [tr('Delivery status', '配送進度'), 46],
    [tr('Returns and exchanges', '退換貨'), 18],
    [tr('Changing an order', '修改訂單'), 14],
    [tr('Products and ingredients', '商品與成分'), 12],
    [tr('Payment', '付款'), 6],
    [tr('Other', '其他'), 4],
  ];
  topics.forEach(([topic, share], i) => {
    const y = 382 + i * 78;
    body += text(1056, y, topic, 17, c.ink);
    body += text(1528, y, `${share}%`, 17, c.ink, { bold: true, anchor: 'end' });
    body += rect(1056, y + 16, 472, 10, c.rule, 5);
    body += rect(1056, y + 16, (472 * share) / 46, 10, i === 0 ? jade : c.bars.topic, 5);
  });
  return svg(body, c.ground);
}

/** Harborline's colours (a fleet's routing app): a harbour blue accent, the map's ground, and each truck's route hue. */
const harborlineColours = () => ({
  ...neutral(),
  ground: pick('#f4f6f9', '#14100c'),
  blue: pick('#2f5fa7', '#6f9be0'),
  blueSoft: pick('#e6edf8', '#1a2538'),
  /** The map: land, water, the main roads (a casing and a fill) and the streets. */
  land: pick('#eef1f4', '#1c1a18'),
  water: pick('#d6e4f0', '#18242e'),
  road: pick({ edge: '#dde2e8', fill: '#ffffff' }, { edge: '#34302c', fill: '#282420' }),
  street: pick('#e2e6eb', '#26221e'),
  /** A stop's dot: its ring is the route's hue. */
  stop: pick('#ffffff', '#14100c'),
  route: {
    blue: pick('#2f5fa7', '#6f9be0'),
    teal: pick('#2f8c8c', '#56b4b0'),
    amber: pick('#c07a1c', '#d9a050'),
    violet: pick('#7656b0', '#a88ede'),
    sage: pick('#4f7d4e', '#80ae7e'),
    rose: pick('#b0506a', '#d98aa0'),
  },
  onTime: pick({ ground: '#e6f4ec', ink: '#1f7a45' }, { ground: '#16321f', ink: '#6fd39a' }),
  late: pick({ ground: '#fdf0dd', ink: '#9a5b00' }, { ground: '#3a2a12', ink: '#f0b45e' }),
  /** The weeks before the system, in the chart. */
  before: pick('#cfd6de', '#3a3834'),
});

/** The day's six trucks: hue, number, driver, stops, kilometres, back at the depot. */
const trucks = (c: ReturnType<typeof harborlineColours>) =>
  [
    [c.route.teal, 1, tr('Lin', '林'), 32, 84, '16:40'],
    [c.route.amber, 2, tr('Wu', '吳'), 34, 71, '16:05'],
    [c.route.blue, 3, tr('Chen', '陳'), 28, 96, '16:20'],
    [c.route.violet, 4, tr('Hsu', '許'), 30, 66, '15:50'],
    [c.route.sage, 5, tr('Kao', '高'), 31, 78, '16:30'],
    [c.route.rose, 6, tr('Yang', '楊'), 31, 88, '16:45'],
  ] as const;
const truckName = (n: number, driver: string) => tr(`Truck ${n} · ${driver}`, `${n} 號車 · ${driver}師傅`);

/** The dispatcher's morning: the day's orders planned into six routes from the Wugu depot, one of them open on the map. */
function harborlineRoutes(): string {
  const c = harborlineColours();
  const blue = c.blue;
  let body = topBar(
    tr('Harborline Dispatch', '港運調度'),
    blue,
    tr(['Routes', 'Orders', 'Drivers', 'Reports'], ['路線', '訂單', '司機', '報表']),
    `${rect(1096, 16, 210, 32, c.chip, 16)}${text(1201, 38, tr('Tue, Dec 2 · 186 stops', '12/2 週二 · 186 站'), 16, c.soft, { anchor: 'middle' })}${rect(1322, 16, 246, 32, c.onTime.ground, 16)}${text(1445, 38, tr('Planned in 9 min · 07:12', '9 分鐘排定 · 07:12'), 16, c.onTime.ink, { bold: true, anchor: 'middle' })}`,
  );
  // The day's routes, one a row; truck 3 is open on the map.
  body += rect(24, 88, 440, 788, c.panel, 14, ` stroke="${c.line}"`);
  body += text(52, 128, tr("Today's routes", '今日路線'), 20, c.ink, { bold: true });
  body += text(436, 128, tr('6 trucks', '6 輛車'), 15, c.muted, { anchor: 'end' });
  trucks(c).forEach(([hue, n, driver, stops, km, back], i) => {
    const y = 152 + i * 118;
    const open = n === 3;
    if (open) body += rect(36, y, 416, 106, c.blueSoft, 12);
    else if (i) body += rect(52, y - 6, 376, 1, c.rule);
    body += rect(52, y + 18, 5, 70, hue, 2.5);
    body += text(76, y + 42, truckName(n, driver), 18, c.ink, { bold: true });
    body += text(76, y + 70, tr(`${stops} stops · ${km} km`, `${stops} 站 · ${km} 公里`), 15, c.secondary);
    body += text(428, y + 42, back, 18, c.ink, { bold: true, anchor: 'end' });
    body += text(428, y + 70, tr('back at depot', '預計回倉'), 14, c.muted, { anchor: 'end' });
  });
  // The map: a river, the main roads and a grid of streets, clipped to its panel.
  const [mx, my, mw, mh] = [488, 88, 1088, 788];
  body += `<defs><clipPath id="map"><rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="14"/></clipPath></defs>`;
  let map = rect(mx, my, mw, mh, c.land);
  for (let x = mx + 40; x < mx + mw; x += 64) map += `<path d="M${x} ${my}l${-60} ${mh}" stroke="${c.street}" stroke-width="2"/>`;
  for (let y = my + 30; y < my + mh; y += 58) map += `<path d="M${mx} ${y}l${mw} ${-40}" stroke="${c.street}" stroke-width="2"/>`;
  map += `<path d="M${mx} 330C640 300 760 250 900 190S1150 120 ${mx + mw} 150" stroke="${c.water}" stroke-width="44" fill="none"/>`;
  const roads = ['M488 610C700 560 900 520 1576 470', 'M840 876C820 700 800 450 700 88', 'M1000 876C1060 700 1180 520 1576 360'];
  for (const d of roads) {
    map += `<path d="${d}" stroke="${c.road.edge}" stroke-width="14" fill="none"/><path d="${d}" stroke="${c.road.fill}" stroke-width="9" fill="none"/>`;
  }
  // The routes from the depot: the open one drawn over the others, its stops numbered in the order they are driven.
  const depot = [760, 520] as const;
  const paths: [string, number[][]][] = [
    [
      c.route.teal,
      [
        [880, 440],
        [980, 392],
        [1070, 350],
        [1160, 336],
        [1260, 350],
        [1360, 330],
      ],
    ],
    [
      c.route.amber,
      [
        [850, 610],
        [930, 668],
        [1030, 700],
        [1130, 716],
        [1230, 770],
        [1340, 754],
      ],
    ],
    [
      c.route.violet,
      [
        [700, 620],
        [650, 700],
        [600, 770],
        [540, 830],
      ],
    ],
    [
      c.route.sage,
      [
        [712, 420],
        [668, 330],
        [620, 250],
        [650, 170],
        [560, 150],
      ],
    ],
    [
      c.route.rose,
      [
        [820, 420],
        [880, 330],
        [930, 250],
        [1010, 200],
        [1000, 140],
      ],
    ],
  ];
  for (const [hue, points] of paths) {
    map += `<polyline points="${[depot, ...points].map((p) => p.join(',')).join(' ')}" stroke="${hue}" stroke-width="5" fill="none" stroke-linejoin="round" opacity="0.55"/>`;
    for (const [x, y] of points) map += circle(x!, y!, 6, c.stop, ` stroke="${hue}" stroke-width="3" opacity="0.8"`);
  }
  // East along the main road, where a list's crop of the screen (its top left) still shows it.
  const open = [
    [880, 560],
    [990, 582],
    [1100, 566],
    [1210, 532],
    [1320, 560],
    [1430, 600],
    [1500, 680],
  ];
  map += `<polyline points="${[depot, ...open].map((p) => p.join(',')).join(' ')}" stroke="${c.route.blue}" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
  open.forEach(([x, y], i) => {
    map += circle(x!, y!, 15, c.route.blue, ` stroke="${c.stop}" stroke-width="3"`);
    map += text(x!, y! + 5, String(i + 1), 14, c.onColour, { bold: true, anchor: 'middle' });
  });
  // The depot, named.
  map += rect(depot[0] - 18, depot[1] - 18, 36, 36, c.ink, 8);
  map += rect(depot[0] - 7, depot[1] - 7, 14, 14, c.markInner, 2);
  map += rect(depot[0] - 64, depot[1] + 28, 128, 30, c.panel, 15, ` stroke="${c.line}"`);
  map += text(depot[0], depot[1] + 49, tr('Wugu depot', '五股倉'), 14, c.ink, { bold: true, anchor: 'middle' });
  body += `<g clip-path="url(#map)">${map}</g>`;
  body += rect(mx, my, mw, mh, 'none', 14, ` stroke="${c.line}"`);
  // The open route, over the map: what the dispatcher checks before the trucks leave.
  const [cx, cy, cw] = [1196, 112, 356];
  body += rect(cx, cy, cw, 188, c.panel, 14, ` stroke="${c.line}"`);
  body += rect(cx + 24, cy + 26, 5, 40, c.route.blue, 2.5);
  body += text(cx + 44, cy + 44, truckName(3, tr('Chen', '陳')), 19, c.ink, { bold: true });
  body += text(cx + 44, cy + 68, tr('Leaves 08:00 · back 16:20', '08:00 出車 · 16:20 回倉'), 15, c.secondary);
  const lines: [string, string][] = [
    [tr('Stops', '站數'), '28'],
    [tr('Distance', '里程'), tr('96 km', '96 公里')],
    [tr('Time windows kept', '符合指定時段'), '28 / 28'],
  ];
  lines.forEach(([label, value], i) => {
    const y = cy + 108 + i * 28;
    body += text(cx + 24, y, label, 15, c.secondary);
    body += text(cx + cw - 24, y, value, 15, i === 2 ? c.onTime.ink : c.ink, { bold: true, anchor: 'end' });
  });
  return svg(body, c.ground);
}

/** The afternoon: each truck's progress as its drivers report stops, and late deliveries by week since the system. */
function harborlineToday(): string {
  const c = harborlineColours();
  const blue = c.blue;
  let body = topBar(
    tr('Harborline Dispatch', '港運調度'),
    blue,
    tr(['Today', 'Routes', 'Drivers', 'Reports'], ['今日動態', '路線', '司機', '報表']),
    `${rect(1310, 16, 130, 32, c.chip, 16)}${text(1375, 38, tr('14:26', '14:26'), 16, c.soft, { anchor: 'middle' })}${rect(1456, 16, 112, 32, c.onTime.ground, 16)}${circle(1478, 32, 5, c.onTime.ink)}${text(1492, 38, tr('Live', '即時'), 16, c.onTime.ink, { bold: true })}`,
  );
  const tiles: [string, string, string][] = tr(
    [
      ['Stops done', '121 / 186', 'six trucks out'],
      ['On time today', '97%', 'within the promised window'],
      ['Running late', '1', 'truck 5, customer told'],
      ['Late deliveries', '−33%', 'first quarter, against last year'],
    ],
    [
      ['已完成站數', '121 / 186', '6 輛車配送中'],
      ['今日準時率', '97%', '在承諾時段內送達'],
      ['延誤中', '1', '5 號車，已通知客戶'],
      ['延遲送達', '−33%', '上線第一季，與去年同期相比'],
    ],
  );
  tiles.forEach(([label, value, note], i) => {
    const x = 40 + i * 384;
    body += rect(x, 96, 360, 156, c.panel, 14, ` stroke="${c.line}"`);
    body += text(x + 28, 136, label, 16, c.secondary);
    body += text(x + 28, 198, value, 46, i === 3 ? blue : c.ink, { bold: true });
    body += text(x + 28, 230, note, 15, c.muted);
  });
  // Each truck: stops done of its route, its next stop and when it gets there.
  body += rect(40, 276, 960, 584, c.panel, 14, ` stroke="${c.line}"`);
  body += text(72, 320, tr('Trucks on the road', '車輛動態'), 20, c.ink, { bold: true });
  const header = tr(['Truck', 'Stops', 'Next stop', 'Arrives'], ['車輛', '站數', '下一站', '預計抵達']);
  [72, 320, 580, 968].forEach((x, i) => {
    body += text(x, 364, header[i]!, 14, c.muted, { bold: true, anchor: i === 3 ? 'end' : 'start' });
  });
  const next = tr(
    [
      'Sanchong, Chongxin Rd',
      'Luzhou, Jixian Rd',
      'Xinzhuang, Siyuan Rd',
      'Taishan, Mingzhi Rd',
      'Linkou, Wenhua Rd',
      'Banqiao, Wenhua Rd',
    ],
    ['三重 重新路', '蘆洲 集賢路', '新莊 思源路', '泰山 明志路', '林口 文化路', '板橋 文化路'],
  );
  const done = [22, 25, 19, 24, 14, 17];
  const eta = ['14:38', '14:31', '14:44', '14:29', '14:52', '14:40'];
  trucks(c).forEach(([hue, n, driver, stops], i) => {
    const y = 418 + i * 72;
    body += rect(72, y - 34, 896, 1, c.rule);
    body += rect(72, y - 16, 5, 28, hue, 2.5);
    body += text(92, y + 4, truckName(n, driver), 17, c.ink, { bold: true });
    body += rect(320, y - 6, 160, 8, c.rule, 4);
    body += rect(320, y - 6, (160 * done[i]!) / stops, 8, hue, 4);
    body += text(496, y + 4, `${done[i]} / ${stops}`, 15, c.soft);
    body += text(580, y + 4, next[i]!, 16, c.ink);
    const late = n === 5;
    const pill = late ? c.late : c.onTime;
    const [pillText, pillW] = late ? tr(['12 min late', 118], ['晚 12 分鐘', 110]) : tr(['On time', 84], ['準時', 64]);
    body += rect(880 - pillW, y - 16, pillW, 28, pill.ground, 14);
    body += text(880 - pillW / 2, y + 3, pillText, 14, pill.ink, { bold: true, anchor: 'middle' });
    body += text(968, y + 4, eta[i]!, 16, c.ink, { bold: true, anchor: 'end' });
  });
  // Late deliveries per week: before the system, and after it went live.
  body += rect(1024, 276, 536, 584, c.panel, 14, ` stroke="${c.line}"`);
  body += text(1056, 320, tr('Late deliveries per week', '每週延遲送達比例'), 20, c.ink, { bold: true });
  const weeks = [9.2, 8.8, 9.4, 9.0, 7.4, 6.8, 6.5, 6.1, 6.2, 5.9, 6.0, 5.8];
  const live = 4;
  const base = 800;
  const scale = 36;
  for (let g = 0; g <= 10; g += 2) {
    const y = base - g * scale;
    body += rect(1096, y, 432, 1, c.rule);
    body += text(1084, y + 5, `${g}%`, 13, c.faint, { anchor: 'end' });
  }
  weeks.forEach((share, i) => {
    const x = 1108 + i * 35;
    body += rect(x, base - share * scale, 24, share * scale, i < live ? c.before : blue, 4);
  });
  const edge = 1108 + live * 35 - 6;
  body += rect(edge, 352, 2, base - 352, c.ring);
  body += text(edge + 10, 370, tr('System live', '系統上線'), 14, c.secondary, { bold: true });
  body += text(1108, base + 30, tr('Sep', '9 月'), 13, c.faint);
  body += text(1528, base + 30, tr('Nov', '11 月'), 13, c.faint, { anchor: 'end' });
  return svg(body, c.ground);
}

await writeDrawings({
  'kestrel-board': kestrelBoard,
  'kestrel-order': kestrelOrder,
  'jadeport-chat': jadeportChat,
  'jadeport-dashboard': jadeportDashboard,
  'harborline-routes': harborlineRoutes,
  'harborline-today': harborlineToday,
});
