// The entry form's own check says every problem in the admin's language and never in valibot's words; an entry without
// a picture passes it, as it passes the server.
import { describe, expect, test } from 'bun:test';
import { LIST_INPUTS } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { checkEntry } from './validate-entry';

const { services: ServiceInput, caseStudies: CaseStudyInput, companyValues: CompanyValueInput } = LIST_INPUTS;
const LIBRARY_WORDING = /^Invalid (type|key|length|value)|Expected|received/;
const service = { titleEn: 'Audits', titleZh: '稽核', descriptionEn: '', descriptionZh: '', featuresEn: [], featuresZh: [] };
const caseStudy = { titleEn: 'Stock', titleZh: '庫存', descriptionEn: '', descriptionZh: '', industryEn: '', industryZh: '' };

test('an entry with no imagePath key has nothing to fix', () => {
  expect(checkEntry(ServiceInput, service, adminEn)).toEqual({});
  expect(checkEntry(CaseStudyInput, caseStudy, adminEn)).toEqual({});
});

describe.each([
  ['en', adminEn],
  ['zh', adminZh],
] as const)('%s', (_, t) => {
  test("wrongly typed, missing and unknown fields are said in the dictionary's words", () => {
    const errors = checkEntry(
      CaseStudyInput,
      { titleEn: 'A', titleZh: '甲', descriptionEn: 5, industryEn: [], industryZh: '', imagePath: 7, extra: true },
      t,
    );
    const words = t.lists.errors.issues;
    expect(errors).toEqual({
      descriptionEn: words.text,
      descriptionZh: words.required,
      industryEn: words.text,
      imagePath: words.text,
      extra: words.unknownField,
    });
    for (const message of Object.values(errors)) expect(message).not.toMatch(LIBRARY_WORDING);
  });

  test("a value the schema words itself keeps its words; a missing title and alt text keep the form's", () => {
    const errors = checkEntry(
      CompanyValueInput,
      { icon: 'not-an-icon', titleEn: '', titleZh: '乙', descriptionEn: '', descriptionZh: '' },
      t,
    );
    expect(errors).toEqual({ icon: 'Pick one of the offered icons', titleEn: t.lists.errors.titleRequired });
    expect(checkEntry(ServiceInput, { ...service, featuresEn: 'one' }, t)).toEqual({ featuresEn: 'A list of features' });
    // A feature row with one language blank is flagged on that line; too many rows on both lists.
    expect(checkEntry(ServiceInput, { ...service, featuresEn: ['Audits', 'Dry runs'], featuresZh: ['稽核', ' '] }, t)).toEqual({
      'featuresZh.1': t.lists.errors.lineHalf,
    });
    const many = Array.from({ length: 21 }, (_, i) => `Line ${i}`);
    expect(checkEntry(ServiceInput, { ...service, featuresEn: many, featuresZh: many }, t)).toEqual({
      featuresEn: t.lists.errors.tooManyLines.replace('{{max}}', '20'),
      featuresZh: t.lists.errors.tooManyLines.replace('{{max}}', '20'),
    });
    expect(checkEntry(ServiceInput, { ...service, imagePath: `/media/${'a'.repeat(64)}.png`, imageAltEn: 'A chart' }, t)).toEqual({
      imageAltZh: t.lists.errors.altRequired,
    });
  });
});
