// The setup checklist: what is left, in plain words in the admin's language, with where to fix it; gone when done.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { SetupStatus } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { SetupChecklist } from './setup-checklist';

afterEach(() => {
  cleanup();
  restoreFetch();
});
let asked = 0;
const serve = (status: SetupStatus) => {
  asked = 0;
  replaceFetch(async () => {
    asked += 1;
    return json(status);
  });
};
const newSite: SetupStatus = {
  checks: [
    { id: 'contactDetails', done: false },
    { id: 'emailNotifications', done: false },
    { id: 'publicUrl', done: true },
    { id: 'backup', done: false },
  ],
};

test('a new site: each open item says what is missing and where it is fixed; the done one says so', async () => {
  serve(newSite);
  await renderInApp(<SetupChecklist />);
  const region = await screen.findByRole('region', { name: t.setup.title });
  expect(region.textContent).toContain('1 of 4 done');
  for (const id of ['contactDetails', 'emailNotifications', 'backup'] as const) {
    expect(region.textContent).toContain(t.setup.checks[id].todo);
    expect(region.textContent).toContain(t.setup.checks[id].where);
  }
  expect(region.textContent).toContain(t.setup.checks.publicUrl.done);
  expect(region.textContent).not.toContain(t.setup.checks.publicUrl.todo);
  const links = screen.getAllByRole('link', { name: t.setup.go }).map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/dashboard/settings#contact', '/dashboard/settings#email', '/dashboard/settings#backups']);
});

test('in Chinese', async () => {
  serve(newSite);
  await renderInApp(<SetupChecklist />, { lang: 'zh' });
  const region = await screen.findByRole('region', { name: adminZh.setup.title });
  expect(region.textContent).toContain(adminZh.setup.checks.contactDetails.todo);
});

test('everything done: no checklist at all', async () => {
  serve({ checks: newSite.checks.map((check) => ({ ...check, done: true })) });
  const { container } = await renderInApp(<SetupChecklist />);
  await waitFor(() => expect(asked).toBe(1));
  await Bun.sleep(30); // the answer rendered
  expect(container.textContent).toBe('');
});
