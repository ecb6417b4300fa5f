// A story's facts: a label picked in one language fills the same row in the other (decision 0213), on that row even when
// the other language has fewer rows (code review of session 49: it was appended, landing on another row).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Lang, StoryFact } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';
import { renderInApp } from '../../testing/render';
import { FactFields, factsToSave } from './fact-fields';

afterEach(cleanup);

let facts: Record<Lang, StoryFact[]> = { en: [], zh: [] };
const blank = (): StoryFact => ({ term: '', detail: '' });

function Facts({ start }: { start: Record<Lang, StoryFact[]> }) {
  const [now, setNow] = useState(start);
  facts = now;
  return <FactFields of={(lang) => now[lang]} onFacts={(lang, list) => setNow((was) => ({ ...was, [lang]: list }))} />;
}

test('a label picked on the third English row fills the third Chinese row; the blank rows before it are not saved', async () => {
  await renderInApp(<Facts start={{ en: [blank(), blank(), blank()], zh: [] }} />, { lang: 'en' });
  const third = screen.getByLabelText(fill(adminEn.publishing.work.factTerm, { place: '3', language: adminEn.publishing.langs.en }));
  fireEvent.change(third, { target: { value: 'Team' } });
  expect(facts.zh.map((fact) => fact.term)).toEqual(['', '', '團隊']);
  expect(factsToSave(facts.zh, 'zh')).toEqual([]);
  // The first row's label then fills the first Chinese row, which is still blank.
  const first = screen.getByLabelText(fill(adminEn.publishing.work.factTerm, { place: '1', language: adminEn.publishing.langs.en }));
  fireEvent.change(first, { target: { value: 'Duration' } });
  expect(facts.zh.map((fact) => fact.term)).toEqual(['工期', '', '團隊']);
});
