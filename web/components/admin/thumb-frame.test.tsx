// A thumbnail's frame: a skeleton until its picture has loaded, then the picture; a sign and a line in the admin's
// language when it cannot load; a new address starts over.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, screen } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { ThumbFrame } from './thumb-frame';

// happy-dom lays nothing out: every picture counts as drawn on the page.
const rects = HTMLImageElement.prototype.getClientRects;
beforeEach(() => {
  HTMLImageElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
afterEach(() => {
  HTMLImageElement.prototype.getClientRects = rects;
  cleanup();
});

const frame = () => document.querySelector<HTMLElement>('[data-thumb]')!;
/** A picture's event, and the decoding a load waits for. */
const fire = async (type: 'load' | 'error', img: Element = document.querySelector('img')!) => {
  await act(async () => {
    img.dispatchEvent(new Event(type));
    await new Promise((done) => setTimeout(done, 0));
  });
};

test('loading, then the picture: the skeleton pulses and hides the picture until it has come', async () => {
  await renderInApp(
    <ThumbFrame src="/media/a.png" className="h-16 w-24">
      <img src="/media/a.png" alt="" />
    </ThumbFrame>,
  );
  expect(frame().dataset.thumb).toBe('loading');
  expect(frame().className).toContain('animate-pulse');
  await fire('load');
  expect(frame().dataset.thumb).toBe('ready');
  expect(frame().className).not.toContain('animate-pulse');
});

test('a picture that cannot load: a sign and a short line, in either language', async () => {
  for (const [lang, words] of [
    ['en', adminEn],
    ['zh', adminZh],
  ] as const) {
    await renderInApp(
      <ThumbFrame src="/media/gone.png" className="h-16 w-24">
        <img src="/media/gone.png" alt="" />
      </ThumbFrame>,
      { lang },
    );
    await fire('error');
    // Its own sign coming in is not a new picture to wait for.
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(frame().dataset.thumb).toBe('failed');
    expect(screen.getByRole('img', { name: words.thumb.failed })).toBeTruthy();
    expect(screen.getByText(words.thumb.failed)).toBeTruthy();
    cleanup();
  }
});

test('a picture that comes while its frame is not shown (a closed tab) still makes it ready', async () => {
  HTMLImageElement.prototype.getClientRects = () => [] as unknown as DOMRectList;
  await renderInApp(
    <ThumbFrame src="/media/screen.png" className="h-16 w-24">
      <img src="/media/screen.png" alt="" />
    </ThumbFrame>,
  );
  expect(frame().dataset.thumb).toBe('loading');
  await fire('load');
  // Round 21: the story tab's screens loaded unseen and stayed a blank skeleton once the tab was opened.
  expect(frame().dataset.thumb).toBe('ready');
  expect(frame().className).not.toContain('[&_img]:opacity-0');
});

test('waiting, a named frame shows the picture’s sign and its name; the twin the theme hides is not waited on', async () => {
  // The dark twin as the light theme hides it (`hidden dark:block`: happy-dom has no classes' styles, so said inline).
  await renderInApp(
    <ThumbFrame src="/media/screen.png" name="screen.png" className="h-16 w-24">
      <img src="/media/screen.png" alt="" data-light />
      <img src="/media/screen-dark.png" alt="" style={{ display: 'none' }} data-dark />
    </ThumbFrame>,
  );
  expect(frame().dataset.thumb).toBe('loading');
  expect(document.querySelector('[data-thumb-waiting]')!.textContent).toBe('screen.png');
  // Round 25: the eager dark twin came first and the light frame read "ready", a blank box.
  await fire('load', document.querySelector('[data-dark]')!);
  expect(frame().dataset.thumb).toBe('loading');
  await fire('load', document.querySelector('[data-light]')!);
  expect(frame().dataset.thumb).toBe('ready');
  expect(document.querySelector('[data-thumb-waiting]')).toBeNull();
});

test('a picture drawn anew inside (its sizes made after it was shown) waits again until it has come', async () => {
  const { rerender } = await renderInApp(
    <ThumbFrame src="/media/screen.png" name="screen.png" className="h-16 w-24">
      <img src="/media/screen.png" alt="" />
    </ThumbFrame>,
  );
  await fire('load');
  expect(frame().dataset.thumb).toBe('ready');
  // Round 25: the new element inside a <picture> came later than the shot, a blank box the frame called ready.
  await act(async () =>
    rerender(
      <ThumbFrame src="/media/screen.png" name="screen.png" className="h-16 w-24">
        <picture>
          <img src="/media/screen.png" srcSet="/media/screen-640.avif 640w" alt="" />
        </picture>
      </ThumbFrame>,
    ),
  );
  await act(() => new Promise((done) => setTimeout(done, 0)));
  expect(frame().dataset.thumb).toBe('loading');
  await fire('load');
  expect(frame().dataset.thumb).toBe('ready');
});
