// How long messages are kept, set in the settings: the stored value shown, a bad one explained and not sent, a good
// one saved as the setting.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { RetentionSetting } from './retention-setting';

const posted: unknown[] = [];
beforeEach(() => {
  posted.length = 0;
  replaceFetch((_url, init) => {
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return json({ key: 'messageRetentionDays', value: '30' });
    }
    return json({ key: 'messageRetentionDays', value: '' });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('blank (keep all) is shown; 0 is explained and not sent; 30 is saved', async () => {
  await renderInApp(<RetentionSetting />);
  const box = (await screen.findByLabelText(adminEn.messages.retentionLabel)) as HTMLInputElement;
  expect(box.value).toBe('');
  expect(screen.getByText(adminEn.messages.retentionHint)).toBeTruthy();
  fireEvent.change(box, { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  expect(screen.getByText(adminEn.messages.retentionInvalid)).toBeTruthy();
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(posted).toEqual([]);
  fireEvent.change(box, { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  await waitFor(() => expect(posted).toEqual([{ key: 'messageRetentionDays', value: '30' }]));
});

test('in Chinese', async () => {
  await renderInApp(<RetentionSetting />, { lang: 'zh' });
  expect(await screen.findByLabelText(adminZh.messages.retentionLabel)).toBeTruthy();
  expect(screen.getByText(adminZh.messages.retentionHint)).toBeTruthy();
});
