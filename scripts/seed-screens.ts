// `bun scripts/seed-screens.ts`: draws the screens of the two client stories a new site starts with (issue 50, part 9:
// "drawn screens where a photo is missing"); the seed puts them in the image library as the stories' covers and
// galleries. How they are drawn and stored: scripts/seed-drawing.ts.
import { circle, H, rect, svg, text, W, writeDrawings } from './seed-drawing';

/** The app's frame: a white top bar with the product's mark and name, its tabs, and what sits on the right. */
function topBar(name: string, accent: string, tabs: string[], right: string): string {
  let next = 330;
  const tabMarks = tabs
    .map((tab, i) => {
      const x = next;
      next += tab.length * 9.5 + 56;
      return `${text(x, 41, tab, 17, i === 0 ? '#16202a' : '#6b7480', { bold: i === 0 })}${i === 0 ? rect(x, 60, tab.length * 9.5, 3, accent, 1.5) : ''}`;
    })
    .join('');
  return `${rect(0, 0, W, 64, '#ffffff')}${rect(0, 63, W, 1, '#e4e7eb')}${rect(32, 16, 32, 32, accent, 8)}${rect(41, 25, 14, 14, '#ffffff', 3)}${text(78, 40, name, 19, '#16202a', { bold: true })}${tabMarks}${right}`;
}

function kestrelBoard(): string {
  const teal = '#2f7d8c';
  const rows = ['CNC-01', 'CNC-02', 'CNC-03', 'CNC-04', 'Lathe-01', 'Lathe-02', 'Grinder-01'];
  const days = ['Mon 1', 'Tue 2', 'Wed 3', 'Thu 4', 'Fri 5'];
  const x0 = 230;
  const day = 264;
  const top = 150;
  const row = 90;
  const colours = { teal, blue: '#4a6fa5', amber: '#b7791f', sage: '#4f7d4e' };
  const jobs: [number, number, number, string, string][] = [
    [0, 0.05, 1.6, colours.teal, 'J-2041 · Flange A-12'],
    [0, 1.75, 1.9, colours.blue, 'J-2046 · Shaft S-4'],
    [0, 3.8, 1.1, colours.sage, 'J-2052 · Cover C-2'],
    [1, 0.1, 2.4, colours.amber, 'J-2039 · Bracket B-7'],
    [1, 2.65, 2.2, colours.teal, 'J-2049 · Flange A-14'],
    [2, 0.05, 1.85, colours.blue, 'J-2043 · Housing H-1'],
    [2, 3.05, 1.85, colours.sage, 'J-2055 · Plate P-9'],
    [3, 0.5, 2.1, colours.teal, 'J-2044 · Flange A-12'],
    [3, 2.8, 1.9, colours.amber, 'J-2050 · Bracket B-9'],
    [4, 0.05, 1.5, colours.sage, 'J-2040 · Pin R-3'],
    [4, 1.7, 1.7, colours.blue, 'J-2047 · Shaft S-6'],
    [4, 3.2, 1.2, colours.amber, 'RUSH J-2058 · Shaft S-4'],
    [5, 0.3, 2.3, colours.blue, 'J-2042 · Spindle D-1'],
    [5, 2.9, 1.6, colours.teal, 'J-2053 · Flange A-16'],
    [6, 0.6, 1.9, colours.sage, 'J-2045 · Guide G-2'],
    [6, 2.7, 2.0, colours.blue, 'J-2051 · Ring N-8'],
  ];
  let body = topBar(
    'Kestrel Plan',
    teal,
    ['Board', 'Orders', 'Machines', 'Reports'],
    `${rect(1130, 16, 210, 32, '#f1f3f5', 16)}${text(1235, 38, 'Week 49 · Dec 1–5', 16, '#394350', { anchor: 'middle' })}${rect(1356, 16, 92, 32, '#e6f4ec', 16)}${circle(1376, 32, 5, '#2f9e5b')}${text(1390, 38, 'Live', 16, '#1f7a45', { bold: true })}${circle(1530, 32, 18, '#d9e6ea')}${text(1530, 38, 'KL', 15, teal, { bold: true, anchor: 'middle' })}`,
  );
  body += rect(24, 88, W - 48, 740, '#ffffff', 14, ' stroke="#e4e7eb"');
  days.forEach((d, i) => {
    body += text(x0 + i * day + 16, 128, d, 16, i === 2 ? teal : '#5b6572', { bold: i === 2 });
    body += rect(x0 + i * day, 104, 1, 714, '#eef0f3');
  });
  rows.forEach((name, i) => {
    const y = top + i * row;
    body += rect(24, y - 6, W - 48, 1, '#eef0f3');
    body += text(52, y + 42, name, 17, '#16202a', { bold: true });
    body += text(52, y + 64, i < 4 ? '5-axis' : i < 6 ? 'CNC lathe' : 'Surface', 14, '#7a838f');
  });
  // Planned maintenance: the machine is not available, and the board says so.
  body += `<defs><pattern id="hatch" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="12" fill="#f3f4f6"/><rect width="5" height="12" fill="#e3e6ea"/></pattern></defs>`;
  body += rect(x0 + 1.95 * day, top + 2 * row + 10, 1.05 * day, 58, 'url(#hatch)', 8, ' stroke="#cfd4da"');
  body += text(x0 + 1.95 * day + 16, top + 2 * row + 45, 'Maintenance', 15, '#5b6572', { bold: true });
  for (const [r, start, length, fill, label] of jobs) {
    const x = x0 + start * day + 4;
    const y = top + r * row + 10;
    body += rect(x, y, length * day - 8, 58, fill, 8);
    body += text(x + 14, y + 25, label, 15, '#ffffff', { bold: true });
    body += text(x + 14, y + 45, `${Math.round(length * 8)} h`, 13, '#ffffffcc');
  }
  // Two jobs on Lathe-01 on Thursday: the warning a spreadsheet never gave.
  const ox = x0 + 3.2 * day;
  body += rect(ox - 6, top + 4 * row + 4, 1.25 * day, 70, 'none', 10, ' stroke="#d64545" stroke-width="3"');
  body += rect(ox + 1.25 * day - 150, top + 4 * row - 14, 128, 28, '#d64545', 14);
  body += text(ox + 1.25 * day - 86, top + 4 * row + 5, 'Overlap · 2 h', 14, '#ffffff', { bold: true, anchor: 'middle' });
  // Now: Wednesday, late morning.
  const now = x0 + 2.42 * day;
  body += rect(now - 1, 104, 3, 714, teal);
  body += rect(now - 26, 96, 52, 22, teal, 11);
  body += text(now, 112, '10:48', 13, '#ffffff', { bold: true, anchor: 'middle' });
  // The week at a glance.
  const stats: [string, string][] = [
    ['Machine load', '86%'],
    ['On time this week', '97%'],
    ['Rush orders', '2'],
    ['Late orders', '0'],
  ];
  stats.forEach(([label, value], i) => {
    const x = 24 + i * 392;
    body += rect(x + (i ? 8 : 0), 844, 384 - (i ? 8 : 0), 44, '#ffffff', 10, ' stroke="#e4e7eb"');
    body += text(x + 24, 872, label, 15, '#5b6572');
    body += text(x + 370, 872, value, 17, '#16202a', { bold: true, anchor: 'end' });
  });
  return svg(body, '#f5f6f8');
}

function kestrelOrder(): string {
  const teal = '#2f7d8c';
  let body = topBar(
    'Kestrel Precision',
    teal,
    ['Your orders', 'Documents'],
    `${text(1440, 38, 'Hsin Yi Tools Co.', 16, '#394350', { anchor: 'end' })}${circle(1530, 32, 18, '#d9e6ea')}${text(1530, 38, 'HY', 15, teal, { bold: true, anchor: 'middle' })}`,
  );
  body += text(120, 142, 'Order K-20417', 34, '#16202a', { bold: true });
  body += rect(380, 116, 138, 34, '#e3f1f3', 17);
  body += text(449, 139, 'Machining', 16, teal, { bold: true, anchor: 'middle' });
  body += text(120, 176, 'Placed Nov 24 · 3 parts · 400 pieces', 17, '#5b6572');
  body += rect(1180, 112, 300, 70, '#ffffff', 12, ' stroke="#e4e7eb"');
  body += text(1204, 140, 'Ready to ship', 14, '#5b6572');
  body += text(1204, 168, 'Fri, Dec 5', 22, '#16202a', { bold: true });
  // Where it is: five steps, three done.
  body += rect(120, 214, 1360, 150, '#ffffff', 14, ' stroke="#e4e7eb"');
  const steps = ['Received', 'Scheduled', 'Machining', 'Quality check', 'Shipped'];
  steps.forEach((step, i) => {
    const cx = 220 + i * 290;
    if (i < steps.length - 1) body += rect(cx + 22, 268, 246, 4, i < 2 ? teal : '#e4e7eb', 2);
    const done = i < 2;
    const current = i === 2;
    body += circle(cx, 270, 20, done || current ? teal : '#ffffff', done || current ? '' : ' stroke="#cfd4da" stroke-width="3"');
    if (done)
      body += `<path d="M${cx - 8} ${270}l6 6 11-12" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (current) body += circle(cx, 270, 7, '#ffffff');
    body += text(cx, 318, step, 17, i <= 2 ? '#16202a' : '#7a838f', { bold: current, anchor: 'middle' });
    body += text(cx, 342, ['Nov 24', 'Nov 25', 'since Dec 2', 'Dec 4', 'Dec 5'][i]!, 14, '#7a838f', { anchor: 'middle' });
  });
  // The parts, each as far along as the machines report.
  body += rect(120, 392, 880, 420, '#ffffff', 14, ' stroke="#e4e7eb"');
  body += text(152, 436, 'Parts', 20, '#16202a', { bold: true });
  const header = ['Part', 'Machine', 'Done'];
  [152, 470, 640].forEach((x, i) => {
    body += text(x, 480, header[i]!, 14, '#7a838f', { bold: true });
  });
  const parts: [string, string, number, number][] = [
    ['Flange A-12', 'CNC-01', 200, 140],
    ['Shaft S-4', 'Lathe-02', 80, 80],
    ['Bracket B-7', 'CNC-02', 120, 30],
  ];
  parts.forEach(([part, machine, total, done], i) => {
    const y = 530 + i * 92;
    body += rect(152, y - 36, 816, 1, '#eef0f3');
    body += text(152, y, part, 18, '#16202a', { bold: true });
    body += text(152, y + 24, `${total} pieces`, 14, '#7a838f');
    body += text(470, y, machine, 17, '#394350');
    body += rect(640, y - 14, 240, 10, '#eef0f3', 5);
    body += rect(640, y - 14, (240 * done) / total, 10, done === total ? '#2f9e5b' : teal, 5);
    body += text(960, y - 4, `${done} / ${total}`, 16, '#394350', { anchor: 'end' });
  });
  // The latest from the floor, as the machines report it.
  body += rect(1024, 392, 456, 420, '#ffffff', 14, ' stroke="#e4e7eb"');
  body += text(1056, 436, 'From the floor', 20, '#16202a', { bold: true });
  const events: [string, string][] = [
    ['10:41', 'CNC-01 finished 20 × Flange A-12'],
    ['09:12', 'CNC-02 started Bracket B-7'],
    ['08:40', 'Shaft S-4 passed inspection'],
    ['Yesterday', 'Lathe-02 finished Shaft S-4'],
  ];
  events.forEach(([time, what], i) => {
    const y = 492 + i * 78;
    body += circle(1064, y - 6, 6, i === 0 ? teal : '#cfd4da');
    if (i < events.length - 1) body += rect(1063, y + 4, 2, 62, '#eef0f3');
    body += text(1086, y, time, 14, '#7a838f');
    body += text(1086, y + 26, what, 17, '#16202a');
  });
  return svg(body, '#f5f6f8');
}

function jadeportChat(): string {
  const jade = '#2e8568';
  let body = topBar(
    'Jadeport Assist',
    jade,
    ['Conversations', 'Handed to staff', 'Knowledge'],
    `${rect(1240, 16, 200, 32, '#e5f3ee', 16)}${circle(1262, 32, 5, jade)}${text(1276, 38, 'Assistant on', 16, '#1f6b52', { bold: true })}${circle(1530, 32, 18, '#dcefe8')}${text(1530, 38, 'MC', 15, jade, { bold: true, anchor: 'middle' })}`,
  );
  // The list of today's conversations.
  body += rect(0, 64, 440, H - 64, '#ffffff');
  body += rect(440, 64, 1, H - 64, '#e4e7eb');
  body += rect(24, 84, 392, 44, '#f3f5f4', 10);
  body += text(48, 112, 'Search conversations', 16, '#8a938f');
  const chats: [string, string, string, boolean][] = [
    ['Lin Mei-hua', 'Where is order JP-58213?', 'Answered', true],
    ['Chen Wei', 'Can I change the address?', 'Answered', false],
    ['Wang Shu-fen', 'The box arrived damaged', 'With staff', false],
    ['Huang Jia-hao', 'Do you ship to Kinmen?', 'Answered', false],
    ['Tsai Yu-ting', 'Gift wrap for three boxes', 'Answered', false],
    ['Lee Cheng-en', 'Return for a wrong size', 'Answered', false],
  ];
  chats.forEach(([name, line, state, open], i) => {
    const y = 150 + i * 104;
    if (open) body += rect(12, y, 416, 96, '#eef7f3', 12);
    body += circle(58, y + 48, 22, open ? jade : '#e1e6e4');
    body += text(58, y + 54, name.split(' ')[0]![0]! + name.split(' ')[1]![0]!, 15, open ? '#ffffff' : '#4b5652', {
      bold: true,
      anchor: 'middle',
    });
    body += text(94, y + 40, name, 17, '#16202a', { bold: true });
    body += text(94, y + 66, line, 15, '#5b6572');
    const staff = state === 'With staff';
    body += rect(300, y + 22, 108, 26, staff ? '#fdf0dd' : '#e5f3ee', 13);
    body += text(354, y + 40, state, 13, staff ? '#9a5b00' : '#1f6b52', { bold: true, anchor: 'middle' });
  });
  // One conversation: the customer asks, the assistant answers from the order itself.
  body += text(488, 116, 'Lin Mei-hua', 22, '#16202a', { bold: true });
  body += text(488, 144, 'Web chat · 2 messages · answered automatically in 4 s', 15, '#7a838f');
  body += rect(488, 168, 1080, 1, '#e4e7eb');
  body += rect(488, 200, 560, 96, '#ffffff', 18, ' stroke="#e4e7eb"');
  body += text(516, 238, 'Hi, where is my order JP-58213?', 18, '#16202a');
  body += text(516, 266, 'It was due yesterday.', 18, '#16202a');
  body += text(488, 320, '10:02', 13, '#8a938f');
  const bx = 900;
  body += rect(bx, 350, 668, 320, jade, 18);
  body += text(bx + 28, 392, 'Sorry for the wait! It left our Taoyuan warehouse this', 18, '#ffffff');
  body += text(bx + 28, 420, 'morning and is out for delivery now.', 18, '#ffffff');
  body += rect(bx + 28, 444, 612, 150, '#ffffff', 12);
  body += text(bx + 52, 480, 'Order JP-58213', 18, '#16202a', { bold: true });
  body += rect(bx + 448, 460, 168, 28, '#e5f3ee', 14);
  body += text(bx + 532, 479, 'Out for delivery', 14, '#1f6b52', { bold: true, anchor: 'middle' });
  body += text(bx + 52, 514, '3 items · Pineapple cakes, oolong tea, dried mango', 15, '#5b6572');
  body += rect(bx + 52, 534, 564, 8, '#eef0f3', 4);
  body += rect(bx + 52, 534, 460, 8, jade, 4);
  body += text(bx + 52, 572, 'Expected today before 18:00', 16, '#16202a', { bold: true });
  body += text(bx + 28, 634, 'Anything else I can help with?', 18, '#ffffff');
  body += text(bx + 668, 694, '10:02 · from the orders database', 13, '#8a938f', { anchor: 'end' });
  // The reply box, for when staff step in.
  body += rect(488, 780, 1080, 72, '#ffffff', 14, ' stroke="#e4e7eb"');
  body += text(516, 823, 'Write a reply, or let the assistant answer', 17, '#8a938f');
  body += rect(1440, 796, 112, 40, jade, 10);
  body += text(1496, 822, 'Send', 16, '#ffffff', { bold: true, anchor: 'middle' });
  return svg(body, '#f7f9f8');
}

function jadeportDashboard(): string {
  const jade = '#2e8568';
  let body = topBar(
    'Jadeport Assist',
    jade,
    ['Overview', 'Conversations', 'Knowledge'],
    `${rect(1300, 16, 156, 32, '#f1f3f5', 16)}${text(1378, 38, 'November', 16, '#394350', { anchor: 'middle' })}${circle(1530, 32, 18, '#dcefe8')}${text(1530, 38, 'MC', 15, jade, { bold: true, anchor: 'middle' })}`,
  );
  const tiles: [string, string, string][] = [
    ['Answered without staff', '75%', 'of routine inquiries'],
    ['First answer', '4 s', 'median, day and night'],
    ['Inquiries', '1,284', 'this month'],
    ['Handed to staff', '321', 'damaged goods, refunds'],
  ];
  tiles.forEach(([label, value, note], i) => {
    const x = 40 + i * 384;
    body += rect(x, 96, 360, 156, '#ffffff', 14, ' stroke="#e4e7eb"');
    body += text(x + 28, 136, label, 16, '#5b6572');
    body += text(x + 28, 198, value, 46, i === 0 ? jade : '#16202a', { bold: true });
    body += text(x + 28, 230, note, 15, '#7a838f');
  });
  // Inquiries per week: answered by the assistant, and handed to staff.
  body += rect(40, 276, 960, 584, '#ffffff', 14, ' stroke="#e4e7eb"');
  body += text(72, 320, 'Inquiries per week', 20, '#16202a', { bold: true });
  body += rect(640, 304, 14, 14, jade, 3);
  body += text(662, 316, 'Assistant', 15, '#5b6572');
  body += rect(770, 304, 14, 14, '#cfd8d4', 3);
  body += text(792, 316, 'Staff', 15, '#5b6572');
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
    body += rect(100, y, 868, 1, '#eef0f3');
    body += text(88, y + 5, String(g * 100), 13, '#8a938f', { anchor: 'end' });
  }
  weeks.forEach(([auto, staff], i) => {
    const x = 124 + i * 70;
    body += rect(x, base - auto! * scale, 40, auto! * scale, jade, 4);
    body += rect(x, base - (auto! + staff!) * scale, 40, staff! * scale - 3, '#cfd8d4', 4);
    body += text(x + 20, base + 28, `W${37 + i}`, 13, '#8a938f', { anchor: 'middle' });
  });
  // What people ask about.
  body += rect(1024, 276, 536, 584, '#ffffff', 14, ' stroke="#e4e7eb"');
  body += text(1056, 320, 'What customers ask', 20, '#16202a', { bold: true });
  const topics: [string, number][] = [
    ['Delivery status', 46],
    ['Returns and exchanges', 18],
    ['Changing an order', 14],
    ['Products and ingredients', 12],
    ['Payment', 6],
    ['Other', 4],
  ];
  topics.forEach(([topic, share], i) => {
    const y = 382 + i * 78;
    body += text(1056, y, topic, 17, '#16202a');
    body += text(1528, y, `${share}%`, 17, '#16202a', { bold: true, anchor: 'end' });
    body += rect(1056, y + 16, 472, 10, '#eef0f3', 5);
    body += rect(1056, y + 16, (472 * share) / 46, 10, i === 0 ? jade : '#7fb8a4', 5);
  });
  return svg(body, '#f7f9f8');
}

await writeDrawings({
  'kestrel-board': kestrelBoard,
  'kestrel-order': kestrelOrder,
  'jadeport-chat': jadeportChat,
  'jadeport-dashboard': jadeportDashboard,
});
