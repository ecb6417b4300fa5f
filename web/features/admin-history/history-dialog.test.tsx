// The history dialog says, for each version, what the change did field by field: what it was ("Before") and what it
// became ("After"), for a page text, a pricing plan and a list entry, in the owner's words.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, within } from '@testing-library/react';
import type { Revision } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { HistoryDialog } from './history-dialog';

afterEach(() => {
  cleanup();
  restoreFetch();
});

let id = 0;
const revision = (target: string, before: unknown, after: unknown): Revision => ({
  id: ++id,
  at: '2026-11-20T10:00:00.000Z',
  account: 'admin',
  target,
  before,
  after,
  restoredFrom: null,
});

async function open(target: string, revisions: Revision[], lang: 'en' | 'zh' = 'en') {
  replaceFetch(() => json(revisions));
  await renderInApp(<HistoryDialog target={target} name="Thing" open onClose={() => {}} />, { lang });
  await screen.findAllByText(lang === 'en' ? t.history.restore : adminZh.history.restore);
  return screen.getAllByRole('listitem');
}

/** One change of a version: its field's name, then before and after as read. */
function change(version: HTMLElement, field: string) {
  const block = version.querySelector(`[data-change="${field}"]`) as HTMLElement;
  // A list's lines are one block each: read back one per line.
  const text = (el: Element | null) => {
    const lines = [...(el?.querySelectorAll(':scope > span') ?? [])].map((line) => line.textContent);
    return lines.length ? lines.join('\n') : el?.textContent;
  };
  const [label, before, after] = [block.querySelector('dt'), ...block.querySelectorAll('dd p')].map(text);
  return { label, before, after };
}

test('a page text: each version shows its English and Chinese before and after', async () => {
  const [newest, older] = await open('home.hero.title', [
    revision('home.hero.title', { en: 'Software that fits', zh: '合身的軟體' }, { en: 'Software made to fit', zh: '合身的軟體' }),
    revision('home.hero.title', { en: 'Hello', zh: '你好' }, { en: 'Software that fits', zh: '合身的軟體' }),
  ]);
  // Only the language that changed, with what it became.
  expect(change(newest!, 'en')).toEqual({ label: t.content.english, before: 'Software that fits', after: 'Software made to fit' });
  expect(newest!.querySelector('[data-change="zh"]')).toBeNull();
  expect(within(older!).getByText(t.history.wasEdited)).toBeTruthy();
  expect(change(older!, 'zh')).toEqual({ label: t.content.chinese, before: '你好', after: '合身的軟體' });
  expect(within(older!).getAllByText(t.history.after).length).toBe(2);
});

test('a plan: the prices and features it changed, a "!" feature read as not included', async () => {
  const plan = {
    titleEn: 'Pro',
    titleZh: '專業',
    monthlyPrice: 399,
    annualPrice: 4022,
    featuresEn: ['Bug fixes', '!Manager'],
    isPopular: false,
  };
  const [version] = await open('pricing-plans/pro', [
    revision('pricing-plans/pro', plan, { ...plan, monthlyPrice: 409, featuresEn: ['Bug fixes', 'Manager'], isPopular: true }),
  ]);
  expect(change(version!, 'monthlyPrice')).toEqual({ label: t.activity.planFields.monthlyPrice, before: 'US$399', after: 'US$409' });
  expect(change(version!, 'featuresEn')).toEqual({
    label: t.activity.planFields.featuresEn,
    before: 'Manager (not included)',
    after: 'Manager',
  });
  // The line both keep is folded under "1 unchanged" (review round 14), not repeated on both sides.
  const kept = version!.querySelector('[data-change="featuresEn"] [data-unchanged]')!;
  expect(kept.querySelector('summary')!.textContent).toBe('1 unchanged');
  expect([...kept.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Bug fixes']);
  // Within the line that changed, only the words that changed are marked: struck on the old side; the line that stayed is not.
  const marked = [...version!.querySelectorAll('[data-change="featuresEn"] [data-word]')].map((w) => [w.tagName, w.textContent]);
  expect(marked).toEqual([['DEL', ' (not included)']]);
  const price = [...version!.querySelectorAll('[data-change="monthlyPrice"] [data-word]')].map((w) => [w.tagName, w.textContent]);
  expect(price).toEqual([
    ['DEL', '399'],
    ['INS', '409'],
  ]);
  expect(change(version!, 'isPopular')).toEqual({ label: t.activity.planFields.isPopular, before: 'no', after: 'yes' });
  expect(version!.querySelector('[data-change="annualPrice"]')).toBeNull();
  expect(within(version!).getByText(t.history.fieldsChanged.replace('{{count}}', '3'))).toBeTruthy();
});

test('a list entry: a field in each language by its label; a creation shows what it became, a deletion what it was', async () => {
  const entry = { id: 4, titleEn: 'Audits', titleZh: '稽核', imagePath: null, imageWidth: null, imageHeight: null };
  const [deleted, edited, created] = await open('services/4', [
    revision('services/4', { ...entry, titleEn: 'Code audits' }, null),
    revision('services/4', entry, { ...entry, titleEn: 'Code audits', imagePath: '/media/x.webp', imageWidth: 10, imageHeight: 10 }),
    revision('services/4', null, entry),
  ]);
  expect(within(edited!).getByText(t.history.fieldsChanged.replace('{{count}}', '2'))).toBeTruthy(); // title and picture
  expect(within(created!).getByText(t.history.wasCreated)).toBeTruthy();
  expect(within(deleted!).getByText(t.history.wasDeleted)).toBeTruthy();
  expect(change(edited!, 'titleEn')).toEqual({ label: 'Title · English', before: 'Audits', after: 'Code audits' });
  expect(change(edited!, 'imagePath')).toEqual({ label: t.lists.fields.image, before: t.history.none, after: t.history.anImage });
  expect(edited!.querySelector('[data-change="imageWidth"]')).toBeNull(); // derived from the image
  expect(change(created!, 'titleZh')).toEqual({ label: 'Title · Chinese', before: t.history.none, after: '稽核' });
  expect(change(deleted!, 'titleEn')).toEqual({ label: 'Title · English', before: 'Code audits', after: t.history.none });
});

test('in Chinese the words are Chinese', async () => {
  const [version] = await open('home.hero.title', [revision('home.hero.title', { en: 'A', zh: '甲' }, { en: 'A', zh: '乙' })], 'zh');
  expect(change(version!, 'zh')).toEqual({ label: adminZh.content.chinese, before: '甲', after: '乙' });
  expect(within(version!).getByText(adminZh.history.before)).toBeTruthy();
  expect(within(version!).getByText(adminZh.history.after)).toBeTruthy();
});

test('one field changed is said in the singular', async () => {
  const [version] = await open('services/4', [
    revision('services/4', { id: 4, titleEn: 'A', titleZh: '甲' }, { id: 4, titleEn: 'B', titleZh: '甲' }),
  ]);
  expect(within(version!).getByText(t.history.oneFieldChanged)).toBeTruthy();
});
