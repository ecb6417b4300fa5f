// Big numbers: nothing without figures; each figure's value with its label as the term it describes.
import { afterEach, expect, test } from 'bun:test';
import { cleanup } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderInApp } from '../../testing/render';
import { FiguresBand } from './figures-band';

afterEach(cleanup);

test('no figures: nothing rendered', async () => {
  const { container } = await renderInApp(<FiguresBand figures={[]} />);
  expect(container.innerHTML).toBe('');
});

test('each value with its label, in order', async () => {
  const figures = [
    { key: 1, value: '120+', label: 'projects delivered' },
    { key: 2, value: '98%', label: 'on time' },
  ];
  const { container } = await renderInApp(<FiguresBand figures={figures} />);
  const pairs = [...container.querySelectorAll('dl > div')].map((d) => [
    d.querySelector('dt')!.textContent,
    d.querySelector('dd')!.textContent,
  ]);
  expect(pairs).toEqual([
    ['projects delivered', '120+'],
    ['on time', '98%'],
  ]);
});

test('a quiet line under the figures says where they come from', async () => {
  const { container } = await renderInApp(<FiguresBand figures={[{ key: 1, value: '120+', label: 'projects delivered' }]} />);
  expect(container.querySelector('dl + p')?.textContent).toBe(en.home.figuresSource);
});
