// fill(): a dictionary's {{value}}s filled in; in Chinese no space is left between two Chinese characters where a
// value went in, and a space beside a figure or a Latin word stays.
import { expect, test } from 'bun:test';
import { fill } from './i18n';

test('English is filled as written', () => {
  expect(fill('Saved at {{time}} by {{name}}', { time: '4:42 PM', name: 'Mei' })).toBe('Saved at 4:42 PM by Mei');
});

test('Chinese: no space between Chinese characters round a value; one beside a figure or a Latin word', () => {
  expect(fill('所有變更已於 {{time}} 儲存', { time: '下午4:42' })).toBe('所有變更已於下午4:42 儲存');
  expect(fill('已於 {{date}} 寄至 {{to}}。', { date: '2026年12月5日', to: 'mei@example.com' })).toBe(
    '已於 2026年12月5日寄至 mei@example.com。',
  );
  expect(fill('版本 {{version}}', { version: '0.1.0' })).toBe('版本 0.1.0');
  expect(fill('來自 {{name}} 的訊息', { name: '陳美玲' })).toBe('來自陳美玲的訊息');
  expect(fill('來自 {{name}} 的訊息', { name: 'Mei Lin' })).toBe('來自 Mei Lin 的訊息');
});
