// <Phrased>: Chinese breaks only at the <wbr>s between its phrases, and a phrase with a space in it (a Latin name and
// the Chinese word it names) is one unbreakable span, since keep-all still breaks at a space.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, render } from '@testing-library/react';
import { Phrased } from './phrased';

afterEach(cleanup);

test('"AI 助理" is kept on one line, the text is unchanged, and breaks fall only between phrases', () => {
  const text = '我們設計並開發客製化軟體、流程自動化與 AI 助理，完全貼合您團隊的實際運作方式。';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  const kept = [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);
  expect(kept).toEqual(['與 AI 助理，']);
  // The last line is never a word alone: 運作方式。 is one phrase, so no <wbr> inside it.
  expect(container.innerHTML.endsWith('運作方式。')).toBe(true);
  expect(container.innerHTML).not.toContain('運作<wbr>');
  expect(container.querySelectorAll('wbr').length).toBeGreaterThan(5);
});

test('English renders as it is, with no breaks or spans added', () => {
  const { container } = render(<Phrased text="Custom software and AI assistants" />);
  expect(container.innerHTML).toBe('Custom software and AI assistants');
});
