// The account menu: who is signed in, the account's pages, View site, the language and the theme, and what the page adds
// (the setup checklist's way back); Sign out, the header's own button beside it, signs out in one tap.
import { afterEach, expect, mock, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { AccountMenu, AccountRows, LogoutButton } from './account-menu';

afterEach(cleanup);

test('says who is signed in, leads to the account and its security, and carries what the page passes in; no Sign out in it (the header has its own)', async () => {
  await renderInApp(
    <AccountMenu username="mei.lin" onViewSite={() => {}}>
      <button type="button">Something the page adds</button>
    </AccountMenu>,
  );
  // Named by the username it shows, then what it is.
  expect(screen.getByRole('button', { name: /mei\.lin.*Account menu/ })).toBeTruthy();
  expect(screen.getByText('Signed in as mei.lin')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Something the page adds' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: t.logout })).toBeNull();
  // Review round 24 (decision 0220): the menu is worth opening; the header keeps only the title, the setup, it and Sign out.
  expect(screen.getByRole('link', { name: t.settings.tabs.account, hidden: true }).getAttribute('href')).toBe(
    '/dashboard/settings/account',
  );
  expect(screen.getByRole('link', { name: t.settings.tabs.security, hidden: true }).getAttribute('href')).toBe(
    '/dashboard/settings/security',
  );
  expect(screen.getByRole('link', { name: t.viewSite, hidden: true }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('button', { name: 'Theme: Light', hidden: true })).toBeTruthy();
});

test('on a phone the same rows (in the tab bar\'s "More" sheet) hold View site and the theme; a choice closes it', async () => {
  const onClose = mock(() => {});
  await renderInApp(<AccountRows username="mei.lin" onViewSite={() => {}} onClose={onClose} />);
  expect(screen.getByText('Signed in as mei.lin')).toBeTruthy();
  expect(screen.getByRole('link', { name: t.viewSite }).getAttribute('href')).toBe('/');
  fireEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('in Chinese', async () => {
  await renderInApp(<AccountMenu username="admin" onViewSite={() => {}} />, { lang: 'zh' });
  expect(screen.getByText('目前登入身分：admin')).toBeTruthy();
});

test("Sign out: one button, named and titled in the admin's language, that signs out in one press", async () => {
  const onLogout = mock(() => {});
  await renderInApp(<LogoutButton onLogout={onLogout} />, { lang: 'zh' });
  const button = screen.getByRole('button', { name: adminZh.logout });
  expect(button.getAttribute('title')).toBe(adminZh.logout);
  fireEvent.click(button);
  expect(onLogout).toHaveBeenCalledTimes(1);
});
