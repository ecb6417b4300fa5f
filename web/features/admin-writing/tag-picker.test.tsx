// The editor's tag picker against a small fake of the tags API (decision 0100): chips by name in the admin's language
// with a mark while a name is missing, a tag found by its other language's name, a new tag named in both languages
// and saved before it joins the list, and removing a chip.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { TagEntry } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { TagPicker } from './tag-picker';

const words = adminEn.publishing.tags;
let stored: TagEntry[];
let puts: { path: string; body: unknown }[];
let picked: string[];

beforeEach(() => {
  stored = [
    { slug: 'manufacturing', nameEn: 'Manufacturing', nameZh: '製造業', uses: { en: 1, zh: 1 } },
    { slug: 'automation', nameEn: 'Automation', nameZh: '', uses: { en: 1, zh: 0 } },
  ];
  puts = [];
  replaceFetch(async (input, init) => {
    const path = new URL(String(input), 'http://site').pathname;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { nameEn: string; nameZh: string };
      puts.push({ path, body });
      const entry = { slug: decodeURIComponent(path.split('/').at(-1)!), ...body, uses: { en: 0, zh: 0 } };
      stored = [...stored.filter((tag) => tag.slug !== entry.slug), entry];
      return json(entry);
    }
    // The journal's articles (which tags visitors see): none live here.
    if (path.startsWith('/api/admin/pieces')) return json([]);
    return json(stored);
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

function Picker({ start }: { start: string[] }) {
  const [tags, setTags] = useState(start);
  picked = tags;
  return <TagPicker tags={tags} onTags={setTags} />;
}

test("chips show each tag's name in the admin's language, marking the one without a Chinese name", async () => {
  await renderInApp(<Picker start={['manufacturing', 'automation']} />, { lang: 'zh' });
  const chip = await screen.findByRole('button', { name: fill(adminZh.publishing.tags.rename, { name: '製造業' }) });
  expect(chip.getAttribute('title')).toBeNull();
  // No Chinese name: its word made a label, and a title saying what is missing.
  const lacking = screen.getByRole('button', { name: fill(adminZh.publishing.tags.rename, { name: 'Automation' }) });
  expect(lacking.getAttribute('title')).toBe(fill(adminZh.publishing.tags.missing, { language: adminZh.publishing.langs.zh }));
});

test('typing the other language’s name finds the tag; Enter adds it; × removes a chip', async () => {
  await renderInApp(<Picker start={['automation']} />);
  await screen.findByRole('button', { name: fill(words.rename, { name: 'Automation' }) });
  const box = screen.getByLabelText(adminEn.publishing.editor.tags);
  fireEvent.change(box, { target: { value: '製造' } });
  expect(screen.getByRole('button', { name: /Manufacturing/ })).toBeTruthy();
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(picked).toEqual(['automation', 'manufacturing']);
  fireEvent.click(screen.getByRole('button', { name: fill(words.remove, { name: 'Automation' }) }));
  expect(picked).toEqual(['manufacturing']);
});

test('a new tag is named in both languages and saved before it joins the list', async () => {
  await renderInApp(<Picker start={[]} />);
  const box = await screen.findByLabelText(adminEn.publishing.editor.tags);
  fireEvent.change(box, { target: { value: 'Small business' } });
  fireEvent.click(screen.getByRole('button', { name: fill(words.create, { name: 'Small business' }) }));
  // The word follows the English name; the Chinese name is typed.
  expect((screen.getByLabelText(words.word) as HTMLInputElement).value).toBe('small-business');
  fireEvent.change(screen.getByLabelText(words.nameZh), { target: { value: '小型企業' } });
  fireEvent.click(screen.getByRole('button', { name: words.save }));
  await waitFor(() => expect(picked).toEqual(['small-business']));
  expect(puts).toEqual([{ path: '/api/admin/tags/small-business', body: { nameEn: 'Small business', nameZh: '小型企業' } }]);
});

test('the eye says a tag is shown only where two live articles carry it in one language, this one counted as chosen', async () => {
  const version = (state: string, tags: string[]) => ({ state, tags });
  // Article 1 is live in English with it, article 2 live in Chinese with it: one each, so no chip in either language.
  let pieces = [
    { id: 1, en: version('published', ['manufacturing']), zh: version('draft', ['manufacturing']) },
    { id: 2, en: version('draft', ['manufacturing']), zh: version('published', ['manufacturing']) },
    { id: 3, en: version('published', []), zh: version('draft', []) },
  ];
  replaceFetch(async (input) => {
    const path = new URL(String(input), 'http://site').pathname;
    return json(path.startsWith('/api/admin/pieces') ? pieces : stored);
  });
  const eye = async () => (await screen.findByRole('img', { name: /./ })).getAttribute('data-tag-shown');
  const first = await renderInApp(<TagPicker tags={['manufacturing']} onTags={() => {}} pieceId={3} />);
  // Article 3 is live in English and carries it as chosen here: with article 1, two in English.
  await waitFor(async () => expect(await eye()).toBe('true'));
  first.unmount();
  // Article 3 live in no language: one live article per language, the tag has no chip anywhere.
  pieces = pieces.map((p) => (p.id === 3 ? { ...p, en: version('draft', []) } : p));
  await renderInApp(<TagPicker tags={['manufacturing']} onTags={() => {}} pieceId={3} />);
  await waitFor(async () => expect(await eye()).toBe('false'));
  // One status line says which and why (decision 0225), the eye's label the same of one tag.
  expect(document.querySelector('[data-tags-hidden]')?.textContent).toBe(words.hiddenNote.replace('{{names}}', 'Manufacturing'));
  expect(screen.getByRole('img', { name: words.hidden })).toBeTruthy();
});
