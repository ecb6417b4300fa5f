// The picture the editor shows for a cover, as the public pages choose it (decision 0101): in Chinese its Chinese
// version, in each language that one's dark version; and the images a cover may be (not another's version).
import { mediaItem, VARIANTS_PENDING } from '../../testing/media-item';
import { expect, test } from 'bun:test';
import { pickable, pictureIn } from './media';

const item = mediaItem;
const LIBRARY = [
  item('en', { zhPath: '/media/zh.webp', darkPath: '/media/en-dark.webp' }),
  item('zh', { darkPath: '/media/zh-dark.webp', uses: [{ kind: 'chinese', of: '/media/en.webp' }] }),
  item('en-dark', { width: 600, height: 338, uses: [{ kind: 'dark', of: '/media/en.webp' }] }),
  item('zh-dark', { uses: [{ kind: 'dark', of: '/media/zh.webp' }] }),
  item('plain'),
];

test('each language’s picture with its own dark version; an image without versions as it is', () => {
  expect(pictureIn(LIBRARY, '/media/en.webp', 'en', 'A board')).toEqual({
    path: '/media/en.webp',
    width: 1200,
    height: 675,
    alt: 'A board',
    // Its variants, tint and focus as the library said them, for the editor to draw it as pages do.
    look: VARIANTS_PENDING.look,
    dark: { path: '/media/en-dark.webp', width: 600, height: 338, look: VARIANTS_PENDING.look },
  });
  expect(pictureIn(LIBRARY, '/media/en.webp', 'zh')).toMatchObject({ path: '/media/zh.webp', dark: { path: '/media/zh-dark.webp' } });
  expect(pictureIn(LIBRARY, '/media/plain.webp', 'zh')).toMatchObject({ path: '/media/plain.webp', dark: null });
  // The library not read yet: the image itself.
  expect(pictureIn(undefined, '/media/en.webp', 'zh')).toMatchObject({ path: '/media/en.webp', dark: null });
});

test('a cover or a screen may be any image but another’s version', () => {
  expect(pickable(LIBRARY)?.map((image) => image.path)).toEqual(['/media/en.webp', '/media/plain.webp']);
});
