// The services list of the content tab against a small fake API: order, create, checks, edit, reorder, delete, refusals.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer, refusal } from '../../testing/list-fakes';
import { button, field, form, named, openSection, region, type, waitForTitles, saveAll, unsaved } from './test-screen';

let server: ReturnType<typeof fakeListServer>;
beforeEach(() => {
  server = fakeListServer({
    services: [
      fakeEntry('services', 1, 'Custom Software', '客製化軟體'),
      fakeEntry('services', 2, 'Automation', '自動化'),
      fakeEntry('services', 3, 'AI Assistant', 'AI 助理'),
    ],
  });
});
afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in module state: none may carry over to the next test
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const writes = () => server.calls.filter((call) => call.method !== 'GET');
const SERVICES = ['Custom Software', 'Automation', 'AI Assistant'];

test('the services show in their stored order, titled in the admin’s language, with the case studies below', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  expect(region('caseStudies')).toBeTruthy();
  cleanup();
  const zh = await openSection('services', 'zh');
  await waitForTitles('services', ['客製化軟體', '自動化', 'AI 助理'], zh);
});

test('creating a service sends POST with the typed fields in both languages, a feature row left blank left out', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(t.lists.kinds.services.add));
  expect(within(form()).getByRole('heading').textContent).toBe(t.lists.kinds.services.create);
  type(field(t.lists.fields.title, t.lists.english), 'Data Pipelines');
  type(field(t.lists.fields.title, t.lists.chinese), '資料管線');
  type(field(t.lists.fields.description, t.lists.english), 'Your data, moved every night.');
  type(field(t.lists.fields.description, t.lists.chinese), '每晚搬移您的資料。');
  const features = within(form()).getByRole('group', { name: t.lists.fields.features });
  expect(within(features).getByText(t.lists.noFeatures)).toBeTruthy();
  fireEvent.click(within(features).getByRole('button', { name: t.lists.addFeature }));
  // One row holds both languages; the caret waits in its English box.
  const english = within(features).getByLabelText('Feature 1, English');
  await waitFor(() => expect(document.activeElement).toBe(english));
  type(english, 'Nightly loads');
  type(within(features).getByLabelText('Feature 1, Chinese'), '每晚載入');
  fireEvent.click(within(features).getByRole('button', { name: t.lists.addFeature })); // left blank in both
  expect(within(features).getAllByRole('listitem')).toHaveLength(2);
  fireEvent.click(button(t.lists.done));

  expect((await saveAll()).said).toEqual(['Service created successfully']);
  expect(writes()).toEqual([
    {
      method: 'POST',
      path: '/api/services',
      body: {
        titleEn: 'Data Pipelines',
        titleZh: '資料管線',
        descriptionEn: 'Your data, moved every night.',
        descriptionZh: '每晚搬移您的資料。',
        featuresEn: ['Nightly loads'],
        featuresZh: ['每晚載入'],
        imagePath: null,
        imageWidth: null,
        imageHeight: null,
        imageAltEn: '',
        imageAltZh: '',
      },
    },
  ]);
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitForTitles('services', [...SERVICES, 'Data Pipelines']); // the list was read again
});

test('a blank Chinese title is flagged beside its input and nothing is sent', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(t.lists.kinds.services.add));
  type(field(t.lists.fields.title, t.lists.english), 'Only English');
  type(field(t.lists.fields.title, t.lists.chinese), '   ');
  fireEvent.click(button(t.lists.done));

  const chinese = field(t.lists.fields.title, t.lists.chinese);
  await waitFor(() => expect(chinese.getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById(chinese.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(t.lists.errors.titleRequired);
  expect(field(t.lists.fields.title, t.lists.english).getAttribute('aria-invalid')).toBeNull();
  expect(document.activeElement).toBe(chinese); // the caret is sent to what needs fixing
  expect(writes()).toEqual([]);
  expect(form()).toBeTruthy();
});

test('editing sends PUT with the whole entry as the list returned it, with the edit', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  expect(within(form()).getByRole('heading').textContent).toBe(t.lists.kinds.services.update);
  expect(field(t.lists.fields.title, t.lists.chinese).value).toBe('自動化');
  type(field(t.lists.fields.title, t.lists.english), 'Workflow Automation');
  fireEvent.click(button(t.lists.done));

  expect((await saveAll()).said).toEqual(['Service updated successfully']);
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/services/2',
      body: { ...fakeEntry('services', 2, 'Automation', '自動化'), titleEn: 'Workflow Automation' },
    },
  ]);
  await waitForTitles('services', ['Custom Software', 'Workflow Automation', 'AI Assistant']);
});

test('move down (the row’s menu) reorders the rows at once and the save sends PUT /order once; the ends are disabled; focus follows', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  expect((button(named(t.lists.moveUp, 'Custom Software')) as HTMLButtonElement).disabled).toBe(true);
  expect((button(named(t.lists.moveDown, 'AI Assistant')) as HTMLButtonElement).disabled).toBe(true);

  const down = button(named(t.lists.moveDown, 'Custom Software'));
  down.focus();
  fireEvent.click(down);
  await waitForTitles('services', ['Automation', 'Custom Software', 'AI Assistant']);
  // The caret is on the moved entry's menu, ready for the next move.
  await waitFor(() => expect(document.activeElement === button(named(t.lists.moreActions, 'Custom Software'))).toBe(true));

  fireEvent.click(button(named(t.lists.moveDown, 'Custom Software')));
  await waitForTitles('services', ['Automation', 'AI Assistant', 'Custom Software']);
  expect((button(named(t.lists.moveDown, 'Custom Software')) as HTMLButtonElement).disabled).toBe(true);
  await waitFor(() => expect(document.activeElement === button(named(t.lists.moreActions, 'Custom Software'))).toBe(true));
  expect(writes()).toEqual([]);
  expect(unsaved()).toBe(1);

  expect((await saveAll()).errors).toEqual([]);
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/services/order', body: { ids: [2, 3, 1] } }]);
  await waitForTitles('services', ['Automation', 'AI Assistant', 'Custom Software']);
  expect(unsaved()).toBe(0);
});

test('moved back where it was is no change; a new entry moved to the top is created, then put there', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(named(t.lists.moveDown, 'Custom Software')));
  fireEvent.click(button(named(t.lists.moveUp, 'Custom Software')));
  await waitForTitles('services', SERVICES);
  expect(unsaved()).toBe(0);

  fireEvent.click(button(t.lists.kinds.services.add));
  type(field(t.lists.fields.title, t.lists.english), 'Data Pipelines');
  type(field(t.lists.fields.title, t.lists.chinese), '資料管線');
  type(field(t.lists.fields.description, t.lists.english), 'Nightly.');
  type(field(t.lists.fields.description, t.lists.chinese), '每晚。');
  fireEvent.click(button(t.lists.done));
  await waitForTitles('services', [...SERVICES, 'Data Pipelines']);
  expect(within(region('services')).getByText(t.lists.state.new)).toBeTruthy();
  for (let i = 0; i < 3; i++) fireEvent.click(button(named(t.lists.moveUp, 'Data Pipelines')));
  await waitForTitles('services', ['Data Pipelines', ...SERVICES]);
  expect(unsaved()).toBe(2);

  expect((await saveAll()).errors).toEqual([]);
  expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/services', 'PUT /api/services/order']);
  const created = (server.lists.services as { id: number; titleEn?: string }[]).find((entry) => entry.titleEn === 'Data Pipelines')!.id;
  expect(writes()[1]!.body).toEqual({ ids: [created, 1, 2, 3] });
  await waitForTitles('services', ['Data Pipelines', ...SERVICES]);
  expect(unsaved()).toBe(0);
});

test('delete waits for the save, marked on its row; Undo keeps it; saved, it sends DELETE and says so', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(named(t.lists.deleteEntry, 'AI Assistant')));
  await screen.findByText(t.lists.state.removed);
  fireEvent.click(button(named(t.lists.undoDelete, 'AI Assistant')));
  await waitFor(() => expect(screen.queryByText(t.lists.state.removed)).toBeNull());
  expect(unsaved()).toBe(0);

  fireEvent.click(button(named(t.lists.deleteEntry, 'AI Assistant')));
  expect(writes()).toEqual([]);
  expect((await saveAll()).said).toEqual(['Service deleted successfully']);
  expect(writes()).toEqual([{ method: 'DELETE', path: '/api/services/3' }]);
  await waitForTitles('services', ['Custom Software', 'Automation']);
});

test('a 422 from the server marks the entry; its form shows the message beside the field, with the typed text', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(named(t.lists.editEntry, 'Custom Software')));
  type(field(t.lists.fields.title, t.lists.english), 'Custom Software, but longer');
  fireEvent.click(button(t.lists.done));
  server.refuseNext = refusal([{ path: 'titleEn', message: 'This title is already taken' }]);
  expect((await saveAll()).errors).toHaveLength(1);

  await screen.findByText(t.lists.state.refused);
  fireEvent.click(button(named(t.lists.editEntry, 'Custom Software, but longer')));
  expect(within(form()).getByText('This title is already taken')).toBeTruthy();
  expect(field(t.lists.fields.title, t.lists.english).getAttribute('aria-invalid')).toBe('true');
  expect(field(t.lists.fields.title, t.lists.english).value).toBe('Custom Software, but longer');
  expect((server.lists.services as { titleEn?: string }[]).map((entry) => entry.titleEn)).toEqual(SERVICES);
});

test('a refusal about no field of the form is listed at its top; any other failure keeps the change for the next save', async () => {
  await openSection('services');
  await waitForTitles('services', SERVICES);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  type(field(t.lists.fields.title, t.lists.english), 'Automation and workflows');
  fireEvent.click(button(t.lists.done));
  server.refuseNext = refusal([{ path: 'id', message: 'The id must be the one in the path (2)' }]);
  expect((await saveAll()).errors).toHaveLength(1);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation and workflows')));
  const alert = await within(form()).findByRole('alert');
  expect(alert.textContent).toContain(t.lists.errors.notAccepted);
  expect(alert.textContent).toContain('The id must be the one in the path (2)');
  fireEvent.click(button(t.lists.cancel));

  server.refuseNext = new Response('database is locked', { status: 500 });
  expect((await saveAll()).errors).toHaveLength(1);
  expect(unsaved()).toBe(1);
  // The same save, sent again, stores it.
  expect(await saveAll()).toEqual({ errors: [], said: [t.toast.serviceUpdated] });
  expect(writes().filter((call) => call.method === 'PUT')).toHaveLength(3);
  expect(unsaved()).toBe(0);
});
