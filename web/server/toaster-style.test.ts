// sonner inserts its stylesheet when imported; the CSP allows exactly that text by its hash (toaster-style.ts). If an
// upgrade changes the text, this fails here rather than leaving the admin's toasts unstyled (and a CSP error) in the browser.
import { expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { EMPTY_STYLE_HASH, TOASTER_STYLE_HASH } from './toaster-style';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

test('the CSP allows the very stylesheet sonner inserts, and the empty element it appends first', async () => {
  await import('sonner');
  const inserted = [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => text.includes('[data-sonner-toaster]'));
  expect(inserted).toHaveLength(1);
  expect(sha256(inserted[0]!)).toBe(TOASTER_STYLE_HASH);
  expect(sha256('')).toBe(EMPTY_STYLE_HASH);
});
