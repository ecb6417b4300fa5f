import { expect, test } from 'bun:test';
import { zoneLabel } from './zone-label';

test('a zone in the page’s language: its city and offset in English, its own Chinese name in Chinese', () => {
  expect(zoneLabel('Asia/Taipei')).toBe('Taipei (GMT+8)');
  expect(zoneLabel('Asia/Taipei', 'zh')).toBe('台北標準時間（GMT+8）');
  expect(zoneLabel('UTC', 'zh')).toBe('UTC');
});
