// An entry lacks Chinese when a text, a line list or a picture's description is filled in English and blank in Chinese.
import { expect, test } from 'bun:test';
import { LISTS } from '../../../src/contract';
import { fakeEntry } from '../../testing/list-fakes';
import { lacksChinese } from './lacks-chinese';

test('complete entries and entries blank in both languages lack nothing', () => {
  expect(lacksChinese(LISTS.services, fakeEntry('services', 1, 'Audits', '稽核'))).toBe(false);
  expect(lacksChinese(LISTS.services, { ...fakeEntry('services', 1, 'Audits', '稽核'), descriptionEn: '', descriptionZh: '' })).toBe(false);
});

test('a blank Chinese text, an empty Chinese line list or a missing Chinese picture description is a lack', () => {
  const entry = fakeEntry('services', 1, 'Audits', '稽核');
  expect(lacksChinese(LISTS.services, { ...entry, titleZh: ' ' })).toBe(true);
  expect(lacksChinese(LISTS.services, { ...entry, featuresEn: ['One'], featuresZh: [] })).toBe(true);
  const pictured = { ...entry, imagePath: '/media/x.webp', imageAltEn: 'A desk', imageAltZh: '' };
  expect(lacksChinese(LISTS.services, pictured)).toBe(true);
  expect(lacksChinese(LISTS.services, { ...pictured, imageAltZh: '書桌' })).toBe(false);
});
