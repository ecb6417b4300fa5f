// Contact's "who you'll talk to" (decisions 0262, 0269): the team's first person as a compact card in type (name, role,
// their line, the reply time and languages), and, only when the owner uploaded a photo, a well-cropped 4:5 portrait
// before the name; never a silhouette, drawn face or initials.
import { afterEach, expect, test } from 'bun:test';
import { cleanup } from '@testing-library/react';
import type { Person } from '../../../src/contract';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { ThankYouPanel } from './thank-you-panel';
import { TalkTo } from './talk-to';

afterEach(cleanup);

const KEVIN: Person = {
  id: 1,
  nameEn: 'Kevin Wu',
  nameZh: '吳冠宇',
  roleEn: 'Co-founder, engineering',
  roleZh: '共同創辦人 · 技術',
  bioEn: 'Scopes every project.',
  bioZh: '親自規劃每個專案。',
  imagePath: null,
  imageWidth: null,
  imageHeight: null,
  imageAltEn: '',
  imageAltZh: '',
};
const withPeople = (people: Person[]) => {
  const reads = new ReadStore();
  reads.set(publicQueries.list('people').queryKey, people);
  return reads;
};
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

test('in type alone: the name, the role beside it, their line, then the reply time and the languages; no picture', async () => {
  const { container } = await renderInApp(<TalkTo />, { reads: withPeople([KEVIN]) });
  const card = container.querySelector('[data-part="talkTo"]')!;
  expect(text(card.querySelector('h2'))).toBe(en.contact.talkTo.title);
  expect(card.textContent).toContain('Kevin Wu');
  expect(card.textContent).toContain(KEVIN.roleEn);
  expect(text(card.querySelector('[data-part="talkToLine"]'))).toBe(KEVIN.bioEn);
  expect([...card.querySelectorAll('li')].map(text)).toEqual([en.contact.talkTo.reply, en.contact.talkTo.languages]);
  expect(card.querySelector('img, svg, .aspect-\\[4\\/5\\]')).toBeNull();
});

test('with an uploaded photo: a 4:5 portrait before the name that covers its frame, the face’s third kept, alt in Chinese', async () => {
  const withPhoto: Person = {
    ...KEVIN,
    imagePath: '/media/kevin.webp',
    imageWidth: 1600,
    imageHeight: 900,
    imageAltEn: 'Kevin',
    imageAltZh: '吳冠宇',
  };
  const { container } = await renderInApp(<TalkTo />, { lang: 'zh', reads: withPeople([withPhoto]) });
  const img = container.querySelector('[data-part="talkTo"] img')!;
  expect(img.getAttribute('alt')).toBe('吳冠宇');
  expect(img.className.split(' ')).toEqual(expect.arrayContaining(['h-full', 'w-full', 'object-cover', 'object-[50%_30%]']));
  const frame = img.closest('div')!;
  expect(frame.className.split(' ')).toEqual(expect.arrayContaining(['duotone', 'aspect-[4/5]', 'overflow-hidden', 'shrink-0']));
  expect(container.textContent).toContain(zh.contact.talkTo.languages);
});

test('without people: the reply lines alone', async () => {
  const { container } = await renderInApp(<TalkTo />, { reads: withPeople([]) });
  expect(container.querySelectorAll('[data-part="talkTo"] li')).toHaveLength(2);
  expect(container.querySelector('[data-part="talkTo"] [data-part="talkToLine"]')).toBeNull();
});

test('the thanks name the same person as who replies (decision 0280); the generic words only without people', async () => {
  const who = (container: Element) =>
    [...container.querySelectorAll('dl > div')].map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))])[0];
  const panel = <ThankYouPanel titleId="t" sentFrom="mei@example.com" onSendAnother={() => {}} />;
  let view = await renderInApp(panel, { reads: withPeople([KEVIN]) });
  expect(who(view.container)).toEqual([en.contact.form.replyWhoLabel, 'Kevin Wu, within one business day']);
  cleanup();
  view = await renderInApp(panel, { reads: withPeople([KEVIN]), lang: 'zh' });
  expect(who(view.container)).toEqual([zh.contact.form.replyWhoLabel, '吳冠宇，一個工作天內']);
  cleanup();
  view = await renderInApp(panel, { reads: withPeople([]) });
  expect(who(view.container)).toEqual([en.contact.form.replyWhoLabel, en.contact.form.replyWho]);
});
