// A version is named by what the admin recognizes: a list entry by its list's title field (a person's name, a
// question), a content field by its two texts, a plan by its title.
import { expect, test } from 'bun:test';
import { versionChanges, versionTexts } from './version-text';

test('a list entry is named by its title field, whatever the list calls it', () => {
  const testimonial = { id: 3, quoteEn: 'Great work.', quoteZh: '很棒。', nameEn: 'Daniel Lin', nameZh: '林志豪', roleEn: '', roleZh: '' };
  expect(versionTexts(testimonial, 'testimonials/3')).toEqual({ en: 'Daniel Lin', zh: '林志豪' });
  const faq = { id: 1, questionEn: 'Do hours roll over?', questionZh: '時數可以累積嗎？', answerEn: 'Yes.', answerZh: '可以。' };
  expect(versionTexts(faq, 'faqs')).toEqual({ en: 'Do hours roll over?', zh: '時數可以累積嗎？' });
  expect(versionTexts({ id: 2, valueEn: '98%', valueZh: '98%', labelEn: 'on time', labelZh: '準時' }, 'figures/2')).toEqual({
    en: 'on time',
    zh: '準時',
  });
});

test('a service, a content field and a plan keep their names; nothing is no name', () => {
  expect(versionTexts({ id: 4, titleEn: 'Audits', titleZh: '稽核' }, 'services/4')).toEqual({ en: 'Audits', zh: '稽核' });
  expect(versionTexts({ en: 'Hello', zh: '你好' }, 'home.hero.title')).toEqual({ en: 'Hello', zh: '你好' });
  expect(versionTexts({ titleEn: 'Pro', titleZh: '專業' }, 'pricing-plans/pro')).toEqual({ en: 'Pro', zh: '專業' });
  expect(versionTexts(null, 'services/4')).toBeNull();
});

test('a change field by field: what changed with its before and after; a creation and a deletion by what they held', () => {
  expect(versionChanges({ en: 'A', zh: '甲' }, { en: 'B', zh: '甲' })).toEqual([{ field: 'en', before: 'A', after: 'B' }]);
  // A restore that changed nothing still shows both languages.
  expect(versionChanges({ en: 'A', zh: '甲' }, { en: 'A', zh: '甲' }).map((c) => c.field)).toEqual(['en', 'zh']);
  expect(versionChanges({ id: 1, titleEn: 'A', imageWidth: 1 }, { id: 1, titleEn: 'B', imageWidth: 2 })).toEqual([
    { field: 'titleEn', before: 'A', after: 'B' },
  ]);
  expect(versionChanges(null, { id: 1, titleEn: 'A', descriptionEn: '', featuresEn: [] })).toEqual([
    { field: 'titleEn', before: undefined, after: 'A' },
  ]);
  expect(versionChanges({ id: 1, titleEn: 'A' }, null)).toEqual([{ field: 'titleEn', before: 'A', after: undefined }]);
});
