// A service's image in the form: upload with progress and preview, alt text required with it, removal, failed uploads.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { FakeXhr } from '../../testing/fake-xhr';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { button, field, form, named, openSection, type, waitForTitles, saveAll } from './test-screen';

const PATH = `/media/${'ab'.repeat(32)}.webp`;
const realXhr = globalThis.XMLHttpRequest;
let server: ReturnType<typeof fakeListServer>;
beforeEach(() => {
  FakeXhr.made = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  server = fakeListServer({ services: [fakeEntry('services', 1, 'Custom Software', '客製化軟體')] });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
  globalThis.XMLHttpRequest = realXhr;
});

const writes = () => server.calls.filter((call) => call.method !== 'GET');
const photo = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'team.png', { type: 'image/png' });

async function editWithUpload() {
  await openSection('services');
  await waitForTitles('services', ['Custom Software']);
  fireEvent.click(button(named(t.lists.editEntry, 'Custom Software')));
  const input = within(form()).getByLabelText(t.lists.image.choose) as HTMLInputElement;
  expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/avif');
  fireEvent.change(input, { target: { files: [photo()] } });
  await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
  return FakeXhr.made[0]!;
}

test('an upload shows its progress, then the preview at the stored size; saving asks for alt text in both languages first', async () => {
  const xhr = await editWithUpload();
  // The file's name goes with it: the image's name in the library is made from it (decision 0248).
  expect([xhr.method, xhr.url, xhr.headers['content-type']]).toEqual(['POST', '/api/media?name=team.png', 'image/png']);
  expect((xhr.body as File).name).toBe('team.png'); // under 1600 px: sent as it is
  act(() => xhr.progress(40, 100));
  const bar = (await within(form()).findByLabelText(t.lists.image.uploading.replace('{{percent}}', '40'))) as HTMLProgressElement;
  expect(bar.tagName).toBe('PROGRESS');
  expect(bar.value).toBe(0.4);
  expect((button(t.lists.done) as HTMLButtonElement).disabled).toBe(true); // not before the image is in

  act(() => xhr.answer(201, JSON.stringify({ path: PATH, type: 'image/webp', width: 1600, height: 1000, bytes: 81234 })));
  const preview = (await within(form()).findByRole('img')) as HTMLImageElement;
  expect([preview.getAttribute('src'), preview.getAttribute('width'), preview.getAttribute('height')]).toEqual([PATH, '1600', '1000']);
  expect(within(form()).queryByRole('progressbar')).toBeNull();

  fireEvent.click(button(t.lists.done));
  const altEn = field(t.lists.fields.imageAlt, t.lists.english);
  await waitFor(() => expect(altEn.getAttribute('aria-invalid')).toBe('true'));
  expect(within(form()).getAllByText(t.lists.errors.altRequired)).toHaveLength(2);
  expect(writes()).toEqual([]);

  type(altEn, 'Our team at work');
  type(field(t.lists.fields.imageAlt, t.lists.chinese), '工作中的團隊');
  fireEvent.click(button(t.lists.done));
  expect((await saveAll()).said).toEqual(['Service updated successfully']);
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/services/1',
      body: {
        ...fakeEntry('services', 1, 'Custom Software', '客製化軟體'),
        imagePath: PATH,
        imageWidth: 1600,
        imageHeight: 1000,
        imageAltEn: 'Our team at work',
        imageAltZh: '工作中的團隊',
      },
    },
  ]);
});

test('a failed upload shows "Failed to upload file" with the reason in words, and the entry keeps no image', async () => {
  const xhr = await editWithUpload();
  act(() => xhr.answer(413, JSON.stringify({ error: { code: 'payload_too_large', message: 'The image is larger than 5 MB' } })));
  await screen.findByText('Failed to upload file');
  expect(screen.getByText(t.failure.tooLarge)).toBeTruthy();
  expect(screen.queryByText(/413/)).toBeNull();
  expect(within(form()).queryByRole('img')).toBeNull();
  expect(within(form()).getByText(t.lists.image.none)).toBeTruthy();
  // The failed upload does not hold Done (nothing changed: it just closes); nor once a field is edited.
  expect((button(t.lists.done) as HTMLButtonElement).disabled).toBe(false);
  type(field(t.lists.fields.title, t.lists.english), 'Custom Software!');
  expect((button(t.lists.done) as HTMLButtonElement).disabled).toBe(false);
});

test('"Remove image" takes the picture off the entry, and the PUT says so', async () => {
  server.lists.services = [
    fakeEntry('services', 1, 'Custom Software', '客製化軟體', {
      imagePath: PATH,
      imageWidth: 800,
      imageHeight: 500,
      imageAltEn: 'Old',
      imageAltZh: '舊的',
    }),
  ];
  await openSection('services');
  await waitForTitles('services', ['Custom Software']);
  fireEvent.click(button(named(t.lists.editEntry, 'Custom Software')));
  expect(within(form()).getByRole('img', { name: 'Old' }).getAttribute('width')).toBe('800');
  fireEvent.click(button(t.lists.image.remove));
  expect(within(form()).queryByRole('img')).toBeNull();
  fireEvent.click(button(t.lists.done));
  expect((await saveAll()).said).toEqual(['Service updated successfully']);
  expect(writes()[0]!.body).toMatchObject({ imagePath: null, imageWidth: null, imageHeight: null });
});
