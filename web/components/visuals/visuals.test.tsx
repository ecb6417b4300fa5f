// The drawn pictures (dashboard, chat, flow): hidden from screen readers as a whole, speaking the page's language, and
// smaller when compact (the dashboard drops its sidebar and list, the flow a step, the chat its header); each topic its
// own scene (an order list, a production plan, a week of appointments, a route), none of them the dashboard again.
import { afterEach, expect, test } from 'bun:test';
import { cleanup } from '@testing-library/react';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { renderInApp } from '../../testing/render';
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';
import { HeroVisual } from './hero-visual';
import { OrdersVisual } from './orders-visual';
import { CalendarVisual, RouteVisual, ScheduleVisual } from './scenes';
import { TopicVisual, type VisualKind } from './topic-visual';

afterEach(cleanup);

test('each picture is aria-hidden at its root and drawn in the page language', async () => {
  for (const Visual of [DashboardVisual, ChatVisual, FlowVisual, HeroVisual]) {
    const { container } = await renderInApp(<Visual />, { lang: 'zh' });
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.textContent).not.toContain(en.visuals.dashboard.title);
    expect(root.textContent).not.toContain(en.visuals.chat.name);
    expect(root.textContent).not.toContain(en.visuals.flow.steps[0]!.title);
    cleanup();
  }
  const { container } = await renderInApp(<ChatVisual />, { lang: 'zh' });
  expect(container.textContent).toContain(zh.visuals.chat.source);
});

test('compact: the board shows two work orders and no sidebar, the flow three steps, the chat no header', async () => {
  const rows = en.visuals.dashboard.rows;
  const full = await renderInApp(<DashboardVisual />);
  expect(full.container.querySelectorAll('li')).toHaveLength(rows.length);
  expect(full.container.textContent).toContain(rows[2]!.status);
  expect(full.container.textContent).toContain(en.visuals.dashboard.client);
  cleanup();
  const compact = await renderInApp(<DashboardVisual compact />);
  expect([...compact.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
    rows.slice(0, 2).map((r, i) => ['WO-4812', 'WO-4819'][i] + r.part + r.machine + r.status + r.due),
  );
  expect(compact.container.querySelector('.i-lucide-factory')).toBeNull();
  cleanup();
  expect((await renderInApp(<FlowVisual />)).container.querySelectorAll('li')).toHaveLength(4);
  cleanup();
  const flow = await renderInApp(<FlowVisual compact />);
  expect([...flow.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
    [0, 1, 3].map((i) => en.visuals.flow.steps[i]!.title + en.visuals.flow.steps[i]!.detail),
  );
  cleanup();
  expect((await renderInApp(<ChatVisual compact />)).container.textContent).not.toContain(en.visuals.chat.name);
});

test('the topic scenes: each hidden from screen readers, in the page language, and a different picture from the dashboard', async () => {
  const scenes = [
    [OrdersVisual, 'orders'],
    [ScheduleVisual, 'schedule'],
    [CalendarVisual, 'calendar'],
    [RouteVisual, 'route'],
  ] as const;
  for (const [Scene, key] of scenes) {
    const { container } = await renderInApp(<Scene />, { lang: 'zh' });
    const svg = container.firstElementChild!;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    // A fixed canvas that scales to its frame whole: a viewBox, no fixed size.
    expect(svg.getAttribute('viewBox')).toBe('0 0 320 200');
    expect(container.textContent).toContain(zh.serviceScenes.scenes[key].title);
    expect(container.textContent).not.toContain(en.serviceScenes.scenes[key].title);
    cleanup();
  }
  const kinds: VisualKind[] = ['orders', 'flow', 'chat', 'schedule', 'calendar', 'route'];
  const { container } = await renderInApp(
    <div>
      {kinds.map((kind) => (
        <TopicVisual key={kind} kind={kind} />
      ))}
    </div>,
  );
  expect([...container.querySelectorAll('[data-visual]')].map((v) => v.getAttribute('data-visual'))).toEqual(kinds);
  // Six topics, six pictures: the named client's production board is the home hero's alone.
  expect(container.textContent).not.toContain(en.visuals.dashboard.client);
  expect(container.textContent).not.toContain('WO-4812');
  expect(new Set([...container.querySelectorAll('[data-visual]')].map((v) => v.textContent)).size).toBe(6);
});

test("the services page's chat and flow are its own, not the home hero's: a staff question, a customer's, an invoice's approval", async () => {
  const hero = (await renderInApp(<HeroVisual />)).container.textContent!;
  expect(hero).toContain(en.visuals.chat.question);
  expect(hero).toContain(en.visuals.flow.title);
  cleanup();
  const { container } = await renderInApp(
    <div>
      <TopicVisual kind="chat" />
      <TopicVisual kind="flow" />
      <TopicVisual kind="chat" story />
    </div>,
    { lang: 'zh' },
  );
  const [row, flow, story] = [...container.querySelectorAll('[data-visual]')].map((v) => v.textContent!);
  expect(row).toContain(zh.serviceScenes.staffChat.question);
  expect(story).toContain(zh.serviceScenes.storyChat.question);
  // The approval is the flow's middle step, so the compact card still shows it: invoice, approval, accounting.
  expect(flow).toContain(zh.serviceScenes.invoiceFlow.title);
  for (const i of [0, 1, 3]) expect(flow).toContain(zh.serviceScenes.invoiceFlow.steps[i]!.title);
  for (const text of [row, flow, story]) {
    expect(text).not.toContain(zh.visuals.chat.question);
    expect(text).not.toContain(zh.visuals.flow.title);
    expect(text).not.toContain(zh.visuals.flow.steps[0]!.title);
  }
});
