// A story card's picture and place in the Writing editor (decision 0201), against the lists' fake API: a picture chosen
// from the library waits (unsaved) for its descriptions and its own Save, then is PUT on the card; a move is PUT as the
// list's order at once; a refusal is said under the control and nothing chosen is lost.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MediaItem } from '../../../src/contract';
import { STORY_LIST } from '../../../src/contract/lists';
import { adminEn } from '../../i18n/admin-en';
import { listCalls } from '../../lib/calls/lists';
import { fill } from '../../lib/i18n';
import { discardUnsaved, unsavedChanges } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer, refusal } from '../../testing/list-fakes';
import { mediaItem } from '../../testing/media-item';
import { renderInApp } from '../../testing/render';
import { StoryCardOrder, StoryCardPicture } from './story-card-place';

const words = adminEn.publishing.work;
const IMAGE: MediaItem = mediaItem('a'.repeat(64), { height: 750, bytes: 20_000 });

let server: ReturnType<typeof fakeListServer>;
beforeEach(() => {
  server = fakeListServer({
    [STORY_LIST.key]: [
      fakeEntry(STORY_LIST.key, 4, 'Smart Scheduling', '智慧排程'),
      fakeEntry(STORY_LIST.key, 9, 'Support Assistant', '智慧客服'),
      fakeEntry(STORY_LIST.key, 12, 'Clinic Bookings', '診所預約'),
    ],
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const stories = listCalls(STORY_LIST.key);
/** The card with this id, as the editor reads the list. */
function Place({ id }: { id: number }) {
  const cards = useQuery(stories.query());
  const card = cards.data?.find((entry) => entry.id === id);
  return card && cards.data ? (
    <>
      <StoryCardPicture card={card} images={[IMAGE]} imagesFailed={false} />
      <StoryCardOrder card={card} cards={cards.data} />
    </>
  ) : null;
}
const writes = () => server.calls.filter((call) => call.method !== 'GET');
const place = () => document.querySelector('[data-story-place]')?.textContent;

test('a picture chosen waits, unsaved, for its descriptions in both languages, then is saved on the card', async () => {
  await renderInApp(<Place id={9} />);
  const picture = await screen.findByRole('group', { name: words.picture });
  expect(within(picture).getByText(words.pictureNone)).toBeTruthy();
  fireEvent.click(within(picture).getByRole('button', { name: words.pictureChoose }));
  const dialog = await screen.findByRole('dialog', { name: words.pictureDialog });
  fireEvent.click(within(dialog).getAllByRole('radio')[0]!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(unsavedChanges.value).toBe(true);
  // Without its descriptions it is not sent: said, and kept.
  fireEvent.click(screen.getByRole('button', { name: words.pictureSave }));
  expect(screen.getByRole('alert').textContent).toBe(words.pictureAltMissing);
  expect(writes()).toEqual([]);
  for (const [language, text] of [
    [adminEn.publishing.langs.en, 'The scheduling board'],
    [adminEn.publishing.langs.zh, '排程看板'],
  ] as const)
    fireEvent.change(screen.getByRole('textbox', { name: fill(words.pictureAlt, { language }) }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: words.pictureSave }));
  await waitFor(() => expect(unsavedChanges.value).toBe(false));
  expect(writes()).toHaveLength(1);
  expect(writes()[0]!.method).toBe('PUT');
  expect(writes()[0]!.path).toBe('/api/case-studies/9');
  expect(writes()[0]!.body).toMatchObject({
    titleEn: 'Support Assistant',
    imagePath: IMAGE.path,
    imageAltEn: 'The scheduling board',
    imageAltZh: '排程看板',
  });
  await waitFor(() => expect(document.querySelector('[data-story-picture-pending]')).toBeNull());
  expect(within(picture).getByRole('button', { name: words.pictureChange })).toBeTruthy();
});

test('a refused picture is said under it and stays chosen, unsaved', async () => {
  await renderInApp(<Place id={4} />);
  const picture = await screen.findByRole('group', { name: words.picture });
  fireEvent.click(within(picture).getByRole('button', { name: words.pictureChoose }));
  fireEvent.click(within(await screen.findByRole('dialog')).getAllByRole('radio')[0]!);
  for (const language of [adminEn.publishing.langs.en, adminEn.publishing.langs.zh])
    fireEvent.change(screen.getByRole('textbox', { name: fill(words.pictureAlt, { language }) }), { target: { value: 'A board' } });
  server.refuseNext = refusal([{ path: 'imagePath', message: 'No uploaded image has this path; upload it first' }]);
  fireEvent.click(screen.getByRole('button', { name: words.pictureSave }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(words.pictureFailed));
  expect(unsavedChanges.value).toBe(true);
  expect(document.querySelector('[data-story-picture-pending]')).not.toBeNull();
});

test('its place among the stories moves at once through the list order call; the ends cannot move past', async () => {
  await renderInApp(<Place id={9} />);
  await waitFor(() => expect(place()).toBe(fill(words.placeOf, { place: '2', count: '3' })));
  fireEvent.click(screen.getByRole('button', { name: words.placeEarlier }));
  await waitFor(() => expect(place()).toBe(fill(words.placeOf, { place: '1', count: '3' })));
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/case-studies/order', body: { ids: [9, 4, 12] } }]);
  expect((screen.getByRole('button', { name: words.placeEarlier }) as HTMLButtonElement).disabled).toBe(true);
  expect(unsavedChanges.value).toBe(false);
  // Refused: said under it, the place as stored.
  server.refuseNext = refusal([{ path: 'ids', message: 'Every entry once' }]);
  fireEvent.click(screen.getByRole('button', { name: words.placeLater }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(words.placeFailed));
  expect(place()).toBe(fill(words.placeOf, { place: '1', count: '3' }));
});
