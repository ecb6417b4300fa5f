// The contact card (product.md §2): stored details, the built-in fallbacks when nothing is set (a real phone number, a
// tel: link), and no row at all for a detail that comes out empty, rather than a placeholder sentence.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { en } from '../../i18n/en';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { ContactInfoCard } from './contact-info-card';

const saved = { ...en.contact.fallback };
afterEach(() => {
  cleanup();
  Object.assign(en.contact.fallback, saved);
});

const stored = (info: { address: string; phone: string; email: string; addressZh?: string }) => {
  const reads = new ReadStore();
  reads.set(publicQueries.contactInfo().queryKey, info);
  return reads;
};
const terms = () => [...document.querySelectorAll('dt')].map((dt) => dt.textContent);

test('with nothing set, each detail falls back to its built-in value, the phone a number to call', async () => {
  await renderInApp(<ContactInfoCard title="Get in touch" />, { reads: stored({ address: '', phone: '', email: '' }) });
  expect(terms()).toEqual(['Address', 'Phone', 'Email']);
  expect(screen.getByText('Taipei, Taiwan')).toBeTruthy();
  expect(screen.getByRole('link', { name: '+886 2 2700 1234' }).getAttribute('href')).toBe('tel:+886227001234');
  expect(screen.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
});

test('a detail that comes out empty (not set, and no fallback) has no row: no label, no placeholder', async () => {
  en.contact.fallback.phone = '';
  await renderInApp(<ContactInfoCard title="Get in touch" />, { reads: stored({ address: 'Xinyi Rd, Taipei', phone: '  ', email: '' }) });
  expect(terms()).toEqual(['Address', 'Email']);
  expect(screen.getByText('Xinyi Rd, Taipei')).toBeTruthy();
  expect(screen.queryByRole('link', { name: /^\+886/ })).toBeNull();
});

test('a stored phone replaces the fallback', async () => {
  await renderInApp(<ContactInfoCard title="Get in touch" />, { reads: stored({ address: '', phone: '+886 2 8765 4321', email: '' }) });
  expect(screen.getByRole('link', { name: '+886 2 8765 4321' }).getAttribute('href')).toBe('tel:+886287654321');
  expect(screen.queryByText('+886 2 2700 1234')).toBeNull();
});

test('a Chinese page shows the Chinese address when one is set; an English page, and a Chinese one without it, the address', async () => {
  const info = { address: '5F, No. 88, Sec. 4, Ren’ai Rd., Taipei', phone: '', email: '' };
  await renderInApp(<ContactInfoCard title="聯絡我們" />, { lang: 'zh', reads: stored({ ...info, addressZh: '台北市仁愛路四段88號5樓' }) });
  expect(screen.getByText('台北市仁愛路四段88號5樓')).toBeTruthy();
  expect(screen.queryByText(info.address)).toBeNull();
  cleanup();
  await renderInApp(<ContactInfoCard title="Get in touch" />, { reads: stored({ ...info, addressZh: '台北市仁愛路四段88號5樓' }) });
  expect(screen.getByText(info.address)).toBeTruthy();
  cleanup();
  await renderInApp(<ContactInfoCard title="聯絡我們" />, { lang: 'zh', reads: stored({ ...info, addressZh: ' ' }) });
  expect(screen.getByText(info.address)).toBeTruthy();
});
