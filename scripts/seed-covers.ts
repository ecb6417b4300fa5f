// `bun scripts/seed-covers.ts`: draws the covers of the five articles a new site's journal starts with (issue 50,
// part 9: "drawn screens where a photo is missing"), in the site's own colours (warm paper, ink, one cinnabar accent):
// the spreadsheet that knew everything, a manual the assistant quotes from, and a month of maintenance. The seed puts
// them in the image library as the articles' covers. Each is drawn in English and in Traditional Chinese (Taiwan), and
// each of those for the site's light theme and for its dark one: there the paper ground turns to the dark theme's warm
// near-black, the screens to dark mode, paper to a dark sheet with light ink (DIM_PAPER), and the shadows deepen. How they are drawn and stored:
// scripts/seed-drawing.ts.
import { circle, letters, pick, rect, svg, text, tr, writeDrawings } from './seed-drawing';

/**
 * The covers' colours, for the theme being drawn: each named once, its light value then its dark one (the dark greys'
 * channels multiples of 4, which 6 bits a channel keep as they are).
 */
const colours = () => ({
  ground: pick('#f3ede4', '#1c1814'),
  ink: pick('#1b1815', '#f3efe9'),
  muted: pick('#6f665c', '#bab2a7'),
  line: pick('#ddd3c6', '#3c3834'),
  accent: pick('#c2452d', '#e87650'),
  accentSoft: pick('#f7e4da', '#48291f'),
});
/**
 * Paper on the dark page (decision 0211, after 0189): a dark sheet, a step lighter than the ground, its ink light. Round
 * 20 read near-white paper as a lit sheet on a dark page; round 21 read 0189's paper in the half-light (a luminance of
 * 0.2, near-black ink) as a muddy grey-brown. So paper turns as the screens do: a sheet of about 0.03 on the ground's
 * 0.01 (lifted by its shadow), ink at about 12 : 1 on it, and the notes their hue, deep, with the same light ink.
 * Channels multiples of 4, as the dark greys'.
 */
const DIM_PAPER: Record<'ground' | 'ink' | 'muted' | 'line' | 'red', string> = {
  ground: '#38302c',
  ink: '#f4ece4',
  muted: '#bcb4a8',
  line: '#645c54',
  red: '#ec7854',
};
const DIM_NOTES = { yellow: '#6c5818', salmon: '#6c3c2c', grey: '#4c4640' };

/**
 * What lifts a sheet, a page or a card off the ground: a soft brown shadow on paper; on a dark ground a deeper, tighter
 * one (a wide one would show its few dark levels as rings), blended in sRGB (a filter works in linear light by default,
 * and there a dark colour drawn through it loses its hue).
 */
const shadow = () => {
  const { colour, opacity, dy, blur, space } = pick(
    { colour: '#3a2a1a', opacity: '0.16', dy: 14, blur: 18, space: '' },
    { colour: '#000000', opacity: '0.5', dy: 10, blur: 10, space: ' color-interpolation-filters="sRGB"' },
  );
  return `<defs><filter id="lift" x="-10%" y="-10%" width="120%" height="130%"${space}><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${colour}" flood-opacity="${opacity}"/></filter></defs>`;
};

/** A shared planning spreadsheet, close up: colours that mean something to three people, and forty-one tabs. */
function spreadsheet(): string {
  const c = colours();
  /** The sheet, as a spreadsheet app draws it in light mode and in dark mode. */
  const app = {
    ground: pick('#ffffff', '#24201c'),
    /** The formula bar and the tab strip. */
    bar: pick('#f7f7f5', '#2c2824'),
    /** The column letters and the row numbers. */
    heading: pick('#f1efea', '#2c2824'),
    headerRow: pick('#f7f5f0', '#282420'),
    tab: pick('#ebe8e1', '#34302c'),
    /** Rows coloured by hand. */
    mark: {
      yellow: pick('#f6e27a', '#4d4420'),
      green: pick('#bfe0b4', '#2c4428'),
      pink: pick('#f4bcc6', '#50303a'),
      blue: pick('#cfe0f3', '#283b52'),
    },
  };
  /** The sticky note: paper, in the dark page's half-light. */
  const sticky = pick(
    { ground: '#fbe9a6', ink: '#1b1815', accent: '#c2452d' },
    { ground: DIM_NOTES.yellow, ink: DIM_PAPER.ink, accent: DIM_PAPER.red },
  );
  const cols: [string, number][] = [
    [tr('Order', '單號'), 150],
    [tr('Part', '品名'), 230],
    [tr('Machine', '機台'), 170],
    [tr('Qty', '數量'), 110],
    [tr('Due', '交期'), 150],
    [tr('Status', '狀態'), 190],
    [tr('Notes', '備註'), 330],
  ];
  type Mark = keyof typeof app.mark | '';
  const rows: [string, string, string, string, string, string, string, Mark][] = tr(
    [
      ['J-2039', 'Bracket B-7', 'CNC-02', '120', 'Dec 2', 'cutting', 'steel late?', 'yellow'],
      ['J-2040', 'Pin R-3', 'CNC-05', '400', 'Dec 2', 'done', '', 'green'],
      ['J-2041', 'Flange A-12', 'CNC-01', '200', 'Dec 3', 'cutting', '', ''],
      ['J-2042', 'Spindle D-1', 'Lathe-02', '60', 'Dec 3', 'waiting', 'call Mr. Lai', 'pink'],
      ['J-2043', 'Housing H-1', 'CNC-03', '80', 'Dec 4', 'planned', '', ''],
      ['J-2044', 'Flange A-12', 'CNC-04', '200', 'Dec 4', 'planned', 'same as 2041', 'blue'],
      ['J-2046', 'Shaft S-4', 'CNC-01', '80', 'Dec 4', 'planned', '', ''],
      ['J-2047', 'Shaft S-6', 'Lathe-01', '150', 'Dec 5', 'planned', 'RUSH (moved)', 'yellow'],
      ['J-2049', 'Flange A-14', 'CNC-02', '200', 'Dec 5', 'planned', '', ''],
      ['J-2050', 'Bracket B-9', 'CNC-04', '90', 'Dec 5', '??', 'ask Chen', 'pink'],
    ],
    [
      ['J-2039', '支架 B-7', 'CNC-02', '120', '12/2', '加工中', '鋼材會晚到？', 'yellow'],
      ['J-2040', '定位銷 R-3', 'CNC-05', '400', '12/2', '完成', '', 'green'],
      ['J-2041', '法蘭 A-12', 'CNC-01', '200', '12/3', '加工中', '', ''],
      ['J-2042', '主軸 D-1', '車床-02', '60', '12/3', '等料', '打給賴先生', 'pink'],
      ['J-2043', '外殼 H-1', 'CNC-03', '80', '12/4', '已排程', '', ''],
      ['J-2044', '法蘭 A-12', 'CNC-04', '200', '12/4', '已排程', '同 2041', 'blue'],
      ['J-2046', '傳動軸 S-4', 'CNC-01', '80', '12/4', '已排程', '', ''],
      ['J-2047', '傳動軸 S-6', '車床-01', '150', '12/5', '已排程', '急件(改期)', 'yellow'],
      ['J-2049', '法蘭 A-14', 'CNC-02', '200', '12/5', '已排程', '', ''],
      ['J-2050', '支架 B-9', 'CNC-04', '90', '12/5', '??', '問陳先生', 'pink'],
    ],
  );
  const x0 = 160;
  const y0 = 150;
  const rowH = 52;
  const width = cols.reduce((sum, [, w]) => sum + w, 0) + 64;
  let sheet = rect(x0 - 40, y0 - 150, width + 80, 1000, app.ground, 18, ' filter="url(#lift)"');
  // The formula bar: the rule is in a cell, not written down anywhere else.
  sheet += rect(x0 - 40, y0 - 150, width + 80, 64, app.bar, 18);
  sheet += text(x0, y0 - 108, 'fx', 22, c.muted, { bold: true });
  sheet += text(
    x0 + 52,
    y0 - 108,
    tr('=IF(AND(E9<TODAY()+2, F9<>"done"), "RUSH", "")', '=IF(AND(E9<TODAY()+2, F9<>"完成"), "急件", "")'),
    22,
    c.ink,
  );
  sheet += rect(x0 - 40, y0 - 86, width + 80, 1, c.line);
  // Column letters and the header row.
  let x = x0 + 64;
  sheet += rect(x0, y0 - 60, width, 40, app.heading);
  sheet += rect(x0, y0, width, rowH, app.headerRow);
  cols.forEach(([name, w], i) => {
    sheet += text(x + w / 2, y0 - 33, String.fromCharCode(65 + i), 18, c.muted, { anchor: 'middle' });
    sheet += rect(x, y0 - 60, 1, 40 + rowH * (rows.length + 1), c.line);
    sheet += text(x + 14, y0 + 34, name, 20, c.ink, { bold: true });
    x += w;
  });
  rows.forEach((row, r) => {
    const y = y0 + rowH * (r + 1);
    sheet += rect(x0, y, width, 1, c.line);
    if (row[7]) sheet += rect(x0 + 64, y + 1, width - 64, rowH - 1, app.mark[row[7]]);
    let cx = x0 + 64;
    cols.forEach(([, w], i) => {
      sheet += text(i === 3 ? cx + w - 14 : cx + 14, y + 34, row[i]!, 20, c.ink, { anchor: i === 3 ? 'end' : undefined });
      cx += w;
    });
  });
  sheet += rect(x0, y0 - 60, 64, 40 + rowH * (rows.length + 1), app.heading);
  sheet += text(x0 + 32, y0 + 34, '7', 18, c.muted, { anchor: 'middle' });
  rows.forEach((_, r) => {
    sheet += text(x0 + 32, y0 + rowH * (r + 1) + 34, String(r + 8), 18, c.muted, { anchor: 'middle' });
  });
  // The selected cell.
  sheet += rect(x0 + 64 + 150 + 230 + 170 + 110 + 150, y0 + rowH * 8, 190, rowH, 'none', 0, ` stroke="${c.accent}" stroke-width="3"`);
  // Forty-one tabs, most of them off the edge.
  const tabsY = y0 + rowH * (rows.length + 1) + 40;
  sheet += rect(x0 - 40, tabsY - 10, width + 80, 80, app.bar);
  let tx = x0;
  tr(
    ['Plan W49', 'Machines', 'Rush', 'Old', 'Old (2)', 'Lai - DO NOT EDIT', 'Plan W48'],
    ['W49 排程', '機台', '急件', '舊的', '舊的 (2)', '賴 - 請勿修改', 'W48 排程'],
  ).forEach((tab, i) => {
    const w = letters(tab) * 11 + 40;
    sheet += rect(tx, tabsY, w, 44, i === 0 ? app.ground : app.tab, 8, i === 0 ? ` stroke="${c.line}"` : '');
    sheet += text(tx + w / 2, tabsY + 29, tab, 18, i === 0 ? c.ink : c.muted, { bold: i === 0, anchor: 'middle' });
    tx += w + 8;
  });
  // The colour code, on a note stuck to the screen.
  let note = rect(1150, 470, 330, 300, sticky.ground, 6, ' filter="url(#lift)"');
  note += text(1180, 530, tr('yellow = steel?', '黃 = 鋼材？'), 26, sticky.ink);
  note += text(1180, 580, tr('pink = call them', '粉紅 = 要打電話'), 26, sticky.ink);
  note += text(1180, 630, tr('blue = same job', '藍 = 同一批'), 26, sticky.ink);
  note += text(1180, 680, tr('green = ??', '綠 = ??'), 26, sticky.accent, { bold: true });
  return svg(
    `${shadow()}<g transform="rotate(-4 800 450) translate(-60 -10)">${sheet}</g><g transform="rotate(5 1315 620)">${note}</g>`,
    c.ground,
  );
}

/** A service manual with the passage that answers, and the assistant's answer quoting its page. */
function manual(): string {
  const c = colours();
  /** The manual's pages: white paper, and on a dark page paper in the half-light, its words and marks deeper to match. */
  const paper = pick(
    { ground: '#ffffff', ink: c.ink, muted: c.muted, line: '#e4ddd2', highlight: c.accentSoft, marked: '#c98a76', accent: c.accent },
    { ...DIM_PAPER, highlight: '#6c3c2c', marked: '#f0a084', accent: DIM_PAPER.red },
  );
  /** The chat beside it: a dark screen already; on a dark page, a step lighter than the ground, with an edge. */
  const screen = pick(
    {
      ground: c.ink,
      edge: '',
      ink: '#f3efe9',
      question: '#3a332d',
      answer: '#f3efe9',
      answerInk: c.ink,
      source: c.accentSoft,
      sourceInk: c.accent,
      note: c.muted,
      input: '#2a241f',
      placeholder: '#9a8f83',
    },
    {
      ground: '#24201c',
      edge: ' stroke="#38342c"',
      ink: '#f3efe9',
      question: '#302c28',
      answer: '#3c3834',
      answerInk: '#f3efe9',
      source: c.accentSoft,
      sourceInk: '#f29572',
      note: '#a39a8f',
      input: '#1c1814',
      placeholder: '#8a8076',
    },
  );
  const page = (x: number, y: number, title: string, section: string, lines: number[], mark: number) => {
    let p = rect(x, y, 560, 760, paper.ground, 10, ' filter="url(#lift)"');
    p += text(x + 48, y + 70, title, 20, paper.muted);
    p += text(x + 48, y + 120, section, 30, paper.ink, { bold: true });
    lines.forEach((w, i) => {
      const ly = y + 170 + i * 38;
      if (i === mark || i === mark + 1) p += rect(x + 36, ly - 8, w + 24, 30, paper.highlight, 4);
      if (i === mark) p += rect(x + 30, ly - 8, 5, 68, paper.accent, 2);
      p += rect(x + 48, ly, w, 12, i === mark || i === mark + 1 ? paper.marked : paper.line, 6);
    });
    p += text(x + 512, y + 730, title.endsWith('1') ? '14' : '13', 18, paper.muted, { anchor: 'end' });
    return p;
  };
  const title = tr('Service manual · CNC-01', '維修手冊 · CNC-01');
  let body = `<g transform="rotate(-6 420 480)">${page(150, 110, title, tr('4.1 Daily checks', '4.1 每日點檢'), [430, 460, 380, 450, 300, 440, 470, 410, 250, 450, 430, 360, 280], 99)}</g>`;
  body += `<g transform="rotate(2 560 470)">${page(290, 80, title, tr('4.2 Spindle care', '4.2 主軸保養'), [450, 420, 470, 330, 440, 460, 300, 450, 410, 470, 380, 440, 260], 5)}</g>`;
  // The answer, in a chat that sits beside the manual.
  let chat = rect(860, 150, 620, 600, screen.ground, 24, ` filter="url(#lift)"${screen.edge}`);
  chat += circle(910, 206, 16, c.accent);
  chat += text(940, 213, tr('Ask the manuals', '手冊問答'), 22, screen.ink, { bold: true });
  chat += rect(1000, 262, 440, 96, screen.question, 20);
  chat += text(1028, 302, tr('How often do we grease', 'CNC-01 的主軸'), 22, screen.ink);
  chat += text(1028, 334, tr('the spindle on CNC-01?', '多久要上一次潤滑脂？'), 22, screen.ink);
  chat += rect(900, 390, 520, 250, screen.answer, 20);
  chat += text(928, 436, tr('Every 500 running hours, or once a', '每運轉 500 小時一次；運轉較少時，'), 22, screen.answerInk);
  chat += text(928, 468, tr('month if it runs less. Use K2 grease,', '每月一次。請使用 K2 潤滑脂，'), 22, screen.answerInk);
  chat += text(928, 500, tr('no more than 2 g per bearing.', '每個軸承不超過 2 g。'), 22, screen.answerInk);
  chat += rect(928, 536, 300, 44, screen.source, 22);
  chat += circle(954, 558, 7, c.accent);
  chat += text(972, 565, tr('Service manual · p. 14', '維修手冊 · 第 14 頁'), 19, screen.sourceInk, { bold: true });
  chat += text(928, 615, tr('Quoted from 1 document', '引用自 1 份文件'), 18, screen.note);
  chat += rect(900, 672, 540, 52, screen.input, 26);
  chat += text(930, 705, tr('Ask about a part, a machine, a contract', '詢問零件、機台或合約的問題'), 19, screen.placeholder);
  // From the answer to the passage it quotes.
  const link = `<path d="M900 470 C 860 470, 850 440, 812 442" stroke="${c.accent}" stroke-width="3" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  return svg(`${shadow()}${body}${link}${chat}`, c.ground);
}

/** A month of maintenance: what was done on which day, and what it kept true. */
function maintenance(): string {
  const c = colours();
  /** The calendar: white on paper, a dark-mode calendar on a dark page. */
  const calendar = pick({ ground: '#ffffff', day: '#f7f4ef' }, { ground: '#24201c', day: '#302c28' });
  /** The month's figures: a dark card on paper; on a dark page, darker than the ground, with an edge. */
  const figuresCard = pick(
    { ground: c.ink, edge: '', label: '#b9ada0', figure: '#f3efe9', highlight: '#f0a58c', rule: '#3a332d' },
    { ground: '#100c08', edge: ' stroke="#38342c"', label: '#ab9f92', figure: '#f3efe9', highlight: '#f0a58c', rule: '#2c2824' },
  );
  const x0 = 120;
  const y0 = 170;
  const cell = 118;
  let cal = rect(x0 - 40, y0 - 110, 7 * cell + 80, 730, calendar.ground, 20, ' filter="url(#lift)"');
  cal += text(x0, y0 - 50, tr('December', '12 月'), 34, c.ink, { bold: true });
  cal += text(x0 + 7 * cell, y0 - 50, tr('Maintenance plan · Pro', '維護方案 · Pro'), 20, c.muted, { anchor: 'end' });
  tr(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], ['週一', '週二', '週三', '週四', '週五', '週六', '週日']).forEach((d, i) => {
    cal += text(x0 + i * cell + 12, y0, d, 18, c.muted);
  });
  const done: Record<number, string> = tr(
    { 1: 'Security updates', 8: 'Restore test', 15: 'Library updates', 22: 'Uptime report' },
    { 1: '安全更新', 8: '還原測試', 15: '套件更新', 22: '可用率' },
  );
  for (let day = 1; day <= 31; day++) {
    const i = day; // December 2026 starts on a Tuesday: column 1
    const col = i % 7;
    const row = Math.floor(i / 7);
    const x = x0 + col * cell;
    const y = y0 + 24 + row * 104;
    cal += rect(x, y, cell - 10, 94, done[day] ? c.accentSoft : calendar.day, 10);
    cal += text(x + 14, y + 32, String(day), 20, day === 3 ? c.accent : c.ink, { bold: day === 3 || Boolean(done[day]) });
    if (done[day]) {
      cal += circle(x + 20, y + 68, 6, c.accent);
      cal += text(x + 32, y + 74, done[day]!.split(' ')[0]!, 15, c.ink);
    }
    if (day === 3) cal += rect(x, y, cell - 10, 94, 'none', 10, ` stroke="${c.accent}" stroke-width="3"`);
  }
  // What the month kept true.
  let card = rect(1060, 120, 440, 660, figuresCard.ground, 22, ` filter="url(#lift)"${figuresCard.edge}`);
  card += text(1100, 186, tr('Last 30 days', '近 30 天'), 22, figuresCard.label);
  const figures: [string, string][] = [
    [tr('Uptime', '可用率'), '99.98%'],
    [tr('Backups restored', '備份還原成功'), '4 / 4'],
    [tr('Updates applied', '已套用更新'), '12'],
    [tr('Slowest page', '最慢頁面'), tr('0.4 s', '0.4 秒')],
  ];
  figures.forEach(([label, value], i) => {
    const y = 266 + i * 110;
    card += text(1100, y, label, 20, figuresCard.label);
    card += text(1100, y + 50, value, 44, i === 0 ? figuresCard.highlight : figuresCard.figure, { bold: true });
    if (i < figures.length - 1) card += rect(1100, y + 74, 360, 1, figuresCard.rule);
  });
  // Response time, flat all month.
  const points = [30, 26, 34, 28, 25, 31, 27, 24, 29, 26, 23, 27, 25, 22, 26, 24];
  card += `<polyline points="${points.map((p, i) => `${1100 + i * 24},${740 - p}`).join(' ')}" stroke="${figuresCard.highlight}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
  return svg(`${shadow()}${cal}${card}`, c.ground);
}

/** A first release scoped in an afternoon: a list's sticky notes sorted into three columns, the first job circled. */
function scope(): string {
  const c = colours();
  /** The sheet: white paper; on a dark page paper in the half-light (a real sheet on a dark desk is not a dark-mode sheet). */
  const sheet = pick({ ground: '#ffffff', ink: c.ink, muted: c.muted, rule: '#e4ddd2' }, { ...DIM_PAPER, rule: DIM_PAPER.line });
  /** Sticky notes, one colour a column: the first release's warm, later's pale, "not at all"'s grey. */
  const notes = pick(
    { first: '#fbe9a6', later: '#f7e4da', never: '#ebe8e1', ink: '#1b1815', strike: '#8a8076' },
    { first: DIM_NOTES.yellow, later: DIM_NOTES.salmon, never: DIM_NOTES.grey, ink: DIM_PAPER.ink, strike: DIM_PAPER.muted },
  );
  const red = pick(c.accent, DIM_PAPER.red);
  let body = rect(120, 70, 1360, 770, sheet.ground, 14, ' filter="url(#lift)"');
  body += text(180, 150, tr('Bakery · first release', '烘焙坊 · 第一版'), 34, sheet.ink, { bold: true });
  body += text(1420, 150, tr('46 items, 7 first', '46 項，先做 7 項'), 24, sheet.muted, { anchor: 'end' });
  const columns: [string, string, string[]][] = [
    [
      tr('First release', '第一版'),
      notes.first,
      tr(
        ['Print the packing slip', 'LINE orders in one list', 'Stock for tomorrow', 'Van routes by 6:00'],
        ['自動印出揀貨單', 'LINE 訂單一次列出', '明天的備料量', '六點前排好路線'],
      ),
    ],
    [
      tr('Later', '之後再做'),
      notes.later,
      tr(['Loyalty card', 'Order history', 'Monthly report', 'Gift boxes'], ['集點卡', '訂單紀錄', '每月報表', '禮盒預購']),
    ],
    [tr('Not at all', '不做'), notes.never, tr(['Own chat app', 'Accounting', 'Staff rota'], ['自製聊天 App', '會計帳務', '排班表'])],
  ];
  columns.forEach(([heading, fill, items], col) => {
    const x = 180 + col * 420;
    body += text(x, 230, heading, 26, col === 0 ? red : sheet.muted, { bold: true });
    body += rect(x, 250, 380, 2, col === 0 ? red : sheet.rule);
    items.forEach((item, i) => {
      const y = 285 + i * 118;
      const tilt = ((col * 3 + i) % 3) - 1;
      let note = rect(x, y, 360, 96, fill, 4, ' filter="url(#lift)"');
      note += text(x + 26, y + 58, item, 26, notes.ink, { bold: col === 0 && i === 0 });
      if (col === 2) note += rect(x + 22, y + 49, Math.min(300, letters(item) * 13), 3, notes.strike);
      body += `<g transform="rotate(${tilt * 1.5} ${x + 180} ${y + 48})">${note}</g>`;
    });
  });
  // The first thing to build, ringed by hand, and the date it fits.
  body += `<ellipse cx="360" cy="333" rx="212" ry="68" fill="none" stroke="${red}" stroke-width="4" transform="rotate(-3 360 333)"/>`;
  body += text(180, 800, tr('6 weeks · fixed price', '6 週 · 固定價格'), 30, red, { bold: true });
  return svg(`${shadow()}${body}`, c.ground);
}

/** An order and the e-invoice issued from it: the carrier, the number, the upload to the tax platform. */
function invoice(): string {
  const c = colours();
  /** The shop system's screen, light or dark as the theme. */
  const app = pick(
    { ground: '#ffffff', bar: '#f7f5f0', line: '#e4ddd2', ok: '#2f7a4f', okSoft: '#dcefe2', muted: c.muted },
    { ground: '#24201c', bar: '#2c2824', line: '#3c3834', ok: '#7cc79a', okSoft: '#233a2c', muted: '#a39a8f' },
  );
  /** The invoice itself: a paper slip, in the half-light on a dark page. */
  const slip = pick({ ground: '#ffffff', ink: c.ink, muted: c.muted, line: '#e4ddd2', red: c.accent }, DIM_PAPER);
  let screen = rect(90, 90, 900, 720, app.ground, 20, ` filter="url(#lift)"${pick('', ' stroke="#38342c"')}`);
  screen += rect(90, 90, 900, 70, app.bar, 20);
  screen += rect(90, 140, 900, 20, app.bar);
  screen += text(130, 135, tr('Orders · today', '訂單 · 今天'), 24, c.ink, { bold: true });
  screen += text(950, 135, tr('Invoices 212 / 212', '發票 212 / 212'), 20, app.ok, { anchor: 'end', bold: true });
  const rows: [string, string, string, 'ok' | 'void' | 'open'][] = [
    ['#20341', tr('Oolong, 3 tins', '烏龍茶 3 罐'), 'AB-12345678', 'open'],
    ['#20340', tr('Gift box', '禮盒 1 組'), 'AB-12345677', 'ok'],
    ['#20339', tr('Green tea, 2', '綠茶 2 包'), 'AB-12345676', 'ok'],
    ['#20338', tr('Oolong, 1 tin', '烏龍茶 1 罐'), 'AB-12345675', 'void'],
    ['#20337', tr('Tea set', '茶具組'), 'AB-12345674', 'ok'],
  ];
  rows.forEach(([no, item, number, state], i) => {
    const y = 200 + i * 112;
    if (state === 'open') screen += rect(110, y - 14, 860, 100, c.accentSoft, 12);
    screen += text(140, y + 30, no, 22, app.muted);
    screen += text(270, y + 30, item, 24, c.ink, { bold: state === 'open' });
    screen += text(140, y + 66, number, 20, state === 'void' ? app.muted : c.ink);
    if (state === 'void') screen += rect(138, y + 59, 150, 2, app.muted);
    const [label, fill, ink] =
      state === 'void' ? [tr('Voided', '已作廢'), c.line, app.muted] : [tr('Uploaded', '已上傳'), app.okSoft, app.ok];
    screen += rect(790, y + 6, 150, 40, fill, 20);
    screen += text(865, y + 33, label, 19, ink, { anchor: 'middle', bold: true });
    if (i < rows.length - 1) screen += rect(130, y + 90, 820, 1, app.line);
  });
  // The invoice of the order picked out, as the buyer's carrier holds it.
  let paper = rect(1060, 130, 440, 640, slip.ground, 8, ' filter="url(#lift)"');
  paper += text(1280, 200, tr('E-invoice', '電子發票證明聯'), 26, slip.ink, { anchor: 'middle', bold: true });
  paper += text(1280, 240, tr('Nov–Dec 2026', '115年11-12月'), 22, slip.muted, { anchor: 'middle' });
  paper += text(1280, 310, 'AB-12345678', 40, slip.ink, { anchor: 'middle', bold: true });
  paper += rect(1100, 340, 360, 1, slip.line);
  const facts: [string, string][] = [
    [tr('Carrier', '載具'), '/QX7A2K9'],
    [tr('Total', '總計'), 'NT$1,080'],
    [tr('Issued', '開立'), '09:42'],
  ];
  facts.forEach(([label, value], i) => {
    const y = 390 + i * 52;
    paper += text(1100, y, label, 22, slip.muted);
    paper += text(1460, y, value, 24, slip.ink, { anchor: 'end', bold: true });
  });
  // A barcode, drawn as bars of two widths.
  for (let i = 0, x = 1110; x < 1450; i++) {
    const w = (i * 7) % 3 === 0 ? 6 : 3;
    if (i % 2 === 0) paper += rect(x, 560, w, 70, slip.ink);
    x += w + 3;
  }
  paper += rect(1100, 660, 360, 60, pick('#dcefe2', '#1c4028'), 30);
  paper += text(1280, 698, tr('Uploaded to the tax platform', '已上傳財政部平台'), 20, pick('#2f7a4f', '#9cd8b0'), {
    anchor: 'middle',
    bold: true,
  });
  const link = `<path d="M970 236 C 1010 236, 1020 280, 1060 290" stroke="${c.accent}" stroke-width="3" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  return svg(`${shadow()}${screen}${paper}${link}`, c.ground);
}

const ALL: Record<string, () => string> = {
  'journal-spreadsheet': spreadsheet,
  'journal-manual': manual,
  'journal-maintenance': maintenance,
  'journal-scope': scope,
  'journal-invoice': invoice,
};
/** `bun scripts/seed-covers.ts journal-scope`: only the drawings named (all without a name). */
const only = process.argv.slice(2);
await writeDrawings(only.length ? Object.fromEntries(Object.entries(ALL).filter(([name]) => only.includes(name))) : ALL);
