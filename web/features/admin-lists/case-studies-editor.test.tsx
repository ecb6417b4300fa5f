// The case studies list against a small fake API: order, create with the industry and the headline result, edit,
// delete, and a refusal.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer, refusal } from '../../testing/list-fakes';
import { button, field, form, named, openSection, region, type, waitForTitles, saveAll, unsaved } from './test-screen';

let server: ReturnType<typeof fakeListServer>;
beforeEach(() => {
  server = fakeListServer({
    caseStudies: [
      fakeEntry('caseStudies', 4, 'Smart Scheduling', '智慧排程'),
      fakeEntry('caseStudies', 9, 'Support Assistant', '智慧客服'),
    ],
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const writes = () => server.calls.filter((call) => call.method !== 'GET');

test('the case studies show in order under the services, and the empty services list says so', async () => {
  await openSection('services');
  await waitForTitles('caseStudies', ['Smart Scheduling', 'Support Assistant']);
  expect(within(region('services')).getByText(t.lists.kinds.services.empty)).toBeTruthy();
});

test('creating a case study sends POST with the industry and the headline result in both languages, and the toast says so', async () => {
  await openSection('services');
  await waitForTitles('caseStudies', ['Smart Scheduling', 'Support Assistant']);
  fireEvent.click(button(t.lists.kinds.caseStudies.add));
  type(field(t.lists.fields.title, t.lists.english), 'Clinic Bookings');
  type(field(t.lists.fields.title, t.lists.chinese), '診所預約');
  type(field(t.lists.fields.industry, t.lists.english), 'Healthcare');
  type(field(t.lists.fields.industry, t.lists.chinese), '醫療');
  type(field(t.lists.fields.resultValue, t.lists.english), '60%');
  type(field(t.lists.fields.resultValue, t.lists.chinese), '60%');
  type(field(t.lists.fields.resultLabel, t.lists.english), 'fewer phone calls');
  type(field(t.lists.fields.resultLabel, t.lists.chinese), '電話量減少');
  fireEvent.click(button(t.lists.done));
  expect((await saveAll()).said).toEqual(['Case study created successfully']);
  expect(writes()).toEqual([
    {
      method: 'POST',
      path: '/api/case-studies',
      body: {
        titleEn: 'Clinic Bookings',
        titleZh: '診所預約',
        descriptionEn: '',
        descriptionZh: '',
        industryEn: 'Healthcare',
        industryZh: '醫療',
        resultValueEn: '60%',
        resultValueZh: '60%',
        resultLabelEn: 'fewer phone calls',
        resultLabelZh: '電話量減少',
        imagePath: null,
        imageWidth: null,
        imageHeight: null,
        imageAltEn: '',
        imageAltZh: '',
      },
    },
  ]);
  await waitForTitles('caseStudies', ['Smart Scheduling', 'Support Assistant', 'Clinic Bookings']);
});

test('in Chinese: editing sends PUT with the whole entry and the toast is the Chinese one', async () => {
  await openSection('services', 'zh');
  await waitForTitles('caseStudies', ['智慧排程', '智慧客服'], adminZh);
  fireEvent.click(button(named(adminZh.lists.editEntry, '智慧客服')));
  type(field(adminZh.lists.fields.industry, adminZh.lists.chinese), '電子商務');
  fireEvent.click(button(adminZh.lists.done));
  expect((await saveAll()).said).toEqual(['已成功更新案例']);
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/case-studies/9',
      body: { ...fakeEntry('caseStudies', 9, 'Support Assistant', '智慧客服'), industryZh: '電子商務' },
    },
  ]);
});

test('delete waits for the save, which sends DELETE and says "Case study deleted successfully"', async () => {
  await openSection('services');
  await waitForTitles('caseStudies', ['Smart Scheduling', 'Support Assistant']);
  fireEvent.click(button(named(t.lists.deleteEntry, 'Smart Scheduling')));
  expect(writes()).toEqual([]);
  expect((await saveAll()).said).toEqual(['Case study deleted successfully']);
  expect(writes()).toEqual([{ method: 'DELETE', path: '/api/case-studies/4' }]);
  await waitForTitles('caseStudies', ['Support Assistant']);
});

test('deleting an entry someone else removed meanwhile is done all the same, and the list is read again', async () => {
  await openSection('services');
  await waitForTitles('caseStudies', ['Smart Scheduling', 'Support Assistant']);
  server.lists.caseStudies = [server.lists.caseStudies[1]!];
  fireEvent.click(button(named(t.lists.deleteEntry, 'Smart Scheduling')));
  expect(await saveAll()).toEqual({ errors: [], said: ['Case study deleted successfully'] });
  await waitForTitles('caseStudies', ['Support Assistant']);
  expect(unsaved()).toBe(0);
});

test('the server’s word on the alt text marks the entry and is shown beside the Chinese alt input', async () => {
  await openSection('services');
  await waitForTitles('caseStudies', ['Smart Scheduling', 'Support Assistant']);
  fireEvent.click(button(named(t.lists.editEntry, 'Smart Scheduling')));
  type(field(t.lists.fields.imageAlt, t.lists.chinese), '排程');
  fireEvent.click(button(t.lists.done));
  server.refuseNext = refusal([{ path: 'imageAltZh', message: 'Describe the image for people who cannot see it' }]);
  expect((await saveAll()).errors).toHaveLength(1);
  // Still unsaved, marked on its row; its form shows what the server said, where it said it.
  expect(unsaved()).toBe(1);
  await screen.findByText(t.lists.state.refused);
  fireEvent.click(button(named(t.lists.editEntry, 'Smart Scheduling')));
  expect(field(t.lists.fields.imageAlt, t.lists.chinese).value).toBe('排程');
  expect(field(t.lists.fields.imageAlt, t.lists.chinese).getAttribute('aria-invalid')).toBe('true');
  expect(within(form()).getByText('Describe the image for people who cannot see it')).toBeTruthy();
});
