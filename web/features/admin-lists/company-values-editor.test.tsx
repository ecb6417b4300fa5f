// The company values list on the home section: order, the icon picker (every offered icon, named in both languages), create and edit.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { VALUE_ICONS } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { button, field, form, named, openSection, region, type, waitForTitles, saveAll } from './test-screen';

let server: ReturnType<typeof fakeListServer>;
beforeEach(() => {
  server = fakeListServer({
    companyValues: [
      fakeEntry('companyValues', 1, 'Customization', '客製化', { icon: 'i-lucide-settings-2' }),
      fakeEntry('companyValues', 2, 'Innovation', '創新', { icon: 'i-lucide-lightbulb' }),
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
const picker = (dictionary = t) => within(form()).getByRole('radiogroup', { name: dictionary.lists.fields.icon });

test('the home section lists the company values in order, and only them', async () => {
  await openSection('home');
  await waitForTitles('companyValues', ['Customization', 'Innovation']);
  expect(screen.queryByRole('region', { name: t.lists.kinds.services.title })).toBeNull();
  expect(region('companyValues')).toBeTruthy();
});

test('the icon picker offers every offered icon as a radio, each named from the dictionary in both languages', async () => {
  for (const dictionary of [t, adminZh]) {
    await openSection('home', dictionary === t ? 'en' : 'zh');
    await waitForTitles('companyValues', dictionary === t ? ['Customization', 'Innovation'] : ['客製化', '創新'], dictionary);
    fireEvent.click(button(dictionary.lists.kinds.companyValues.add));
    const radios = within(picker(dictionary)).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual([...VALUE_ICONS]);
    for (const icon of VALUE_ICONS) {
      const name = dictionary.lists.icons[icon];
      expect(name.length).toBeGreaterThan(0);
      const radio = within(picker(dictionary)).getByRole('radio', { name }) as HTMLInputElement;
      expect(radio.value).toBe(icon);
      expect(radio.parentElement!.querySelector(`.${icon}`)).toBeTruthy(); // it shows the icon it names
    }
    expect(new Set(Object.values(dictionary.lists.icons)).size).toBe(VALUE_ICONS.length); // no two alike
    cleanup();
  }
});

test('creating a value sends the chosen icon class and says "Company value created successfully"', async () => {
  await openSection('home');
  await waitForTitles('companyValues', ['Customization', 'Innovation']);
  fireEvent.click(button(t.lists.kinds.companyValues.add));
  type(field(t.lists.fields.title, t.lists.english), 'Reliability');
  type(field(t.lists.fields.title, t.lists.chinese), '穩定可靠');
  fireEvent.click(within(picker()).getByRole('radio', { name: t.lists.icons['i-lucide-shield-check'] }));
  expect(within(form()).getByText(t.lists.iconSelected.replace('{{name}}', t.lists.icons['i-lucide-shield-check']))).toBeTruthy();
  fireEvent.click(button(t.lists.done));
  expect((await saveAll()).said).toEqual(['Company value created successfully']);
  expect(writes()).toEqual([
    {
      method: 'POST',
      path: '/api/company-values',
      body: { titleEn: 'Reliability', titleZh: '穩定可靠', descriptionEn: '', descriptionZh: '', icon: 'i-lucide-shield-check' },
    },
  ]);
  await waitForTitles('companyValues', ['Customization', 'Innovation', 'Reliability']);
});

test('editing shows the entry’s icon chosen; another icon is sent back in the whole entry', async () => {
  await openSection('home');
  await waitForTitles('companyValues', ['Customization', 'Innovation']);
  fireEvent.click(button(named(t.lists.editEntry, 'Innovation')));
  expect((within(picker()).getByRole('radio', { name: t.lists.icons['i-lucide-lightbulb'] }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(within(picker()).getByRole('radio', { name: t.lists.icons['i-lucide-rocket'] }));
  fireEvent.click(button(t.lists.done));
  expect((await saveAll()).said).toEqual(['Company value updated successfully']);
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/company-values/2',
      body: { ...fakeEntry('companyValues', 2, 'Innovation', '創新', { icon: 'i-lucide-rocket' }) },
    },
  ]);
});

test('move up on the last value: the save sends the new order', async () => {
  await openSection('home');
  await waitForTitles('companyValues', ['Customization', 'Innovation']);
  fireEvent.click(button(named(t.lists.moveUp, 'Innovation')));
  await waitForTitles('companyValues', ['Innovation', 'Customization']);
  expect(writes()).toEqual([]);
  expect((await saveAll()).errors).toEqual([]);
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/company-values/order', body: { ids: [2, 1] } }]);
});
