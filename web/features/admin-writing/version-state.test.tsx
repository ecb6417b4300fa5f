// A language's place on the site: while it is up its card says so and no more; taking it down is a group of its own
// (the settings' end), drawn as destructive, and asks first; only the confirming press changes its state, and Cancel
// changes nothing.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PieceVersion, StateWrite } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { renderInApp } from '../../testing/render';
import { RemoveFromSite } from './remove-from-site';
import { VersionState } from './version-state';

const words = adminEn.publishing.schedule;
afterEach(cleanup);

const published: PieceVersion = {
  lang: 'en',
  state: 'published',
  title: 'Ten orders a minute',
  summary: '',
  body: '',
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
  tags: [],
  galleryCaptions: {},
  facts: [],
  publishAt: null,
  unpublishAt: null,
  publishedAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
};

async function draw() {
  const changes: StateWrite[] = [];
  await renderInApp(
    <>
      <VersionState language="English" version={published} blocked={null} busy={false} dirty={false} onChange={(c) => changes.push(c)} />
      <RemoveFromSite language="English" version={published} busy={false} dirty={false} onChange={(c) => changes.push(c)} />
    </>,
  );
  return changes;
}

test('while it is up, no state card repeats it (the bar’s Live button says it); taking it down is the removal group, headed by its language', async () => {
  await draw();
  expect(screen.queryByRole('region', { name: words.heading.replace('{{language}}', 'English') })).toBeNull();
  const removal = screen.getByRole('region', { name: words.removal.replace('{{language}}', 'English') });
  expect(within(removal).getByRole('button', { name: words.scheduleDown })).toBeTruthy();
  expect(within(removal).getByRole('button', { name: words.takeDown })).toBeTruthy();
});

test('Take down is quiet words in the destructive colour, at the far end from the routine step, that ask first; Cancel leaves the version up', async () => {
  const changes = await draw();
  const takeDown = screen.getByRole('button', { name: words.takeDown });
  // Words alone (no outline or fill of its own), in `bad`: the live page's state leads the card, not its removal.
  expect(takeDown.className).toContain('btn-danger-quiet');
  // Last in its row, after scheduling the take-down (the row spreads them to its two ends).
  const row = takeDown.parentElement!;
  expect(row.lastElementChild).toBe(takeDown);
  expect(row.className).toContain('justify-between');
  // The way to the page is the editor bar's, not a second one here.
  expect(screen.queryByRole('link', { name: adminEn.publishing.editor.view })).toBeNull();
  fireEvent.click(takeDown);
  const question = screen.getByRole('alertdialog');
  expect(question.textContent).toContain(words.takeDownTitle.replace('{{language}}', 'English'));
  fireEvent.click(within(question).getByRole('button', { name: words.cancel }));
  expect(changes).toEqual([]);
});

test('confirmed, the version is taken down', async () => {
  const changes = await draw();
  fireEvent.click(screen.getByRole('button', { name: words.takeDown }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: words.takeDown }));
  expect(changes).toEqual([{ state: 'unpublished' }]);
});
