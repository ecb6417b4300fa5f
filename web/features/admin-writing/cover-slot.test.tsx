// A story page's cover on its Story details tab (decision 0223): described in both languages at once, English above
// Chinese under their tags, whichever language the interface or the Text tab is in; each box writes its own version.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Lang, MediaItem } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { mediaItem } from '../../testing/media-item';
import { CoverSlot } from './cover-slot';

afterEach(cleanup);

const COVER: MediaItem = mediaItem('a'.repeat(64), { height: 750, bytes: 20_000 });
let written: Record<Lang, string> = { en: '', zh: '' };

function Slot({ lang }: { lang: Lang }) {
  const [alts, setAlts] = useState<Record<Lang, string>>({ en: 'The dispatch map', zh: '調度地圖' });
  written = alts;
  return (
    <CoverSlot
      lang={lang}
      images={[COVER]}
      failed={false}
      chosen={COVER.path}
      onChoose={() => {}}
      altOf={(version) => alts[version]}
      onAlt={(version, text) => setAlts((now) => ({ ...now, [version]: text }))}
    />
  );
}

test('the cover is described in both languages, each box its own version, in either interface language', async () => {
  for (const [ui, words] of [
    ['en', adminEn],
    ['zh', adminZh],
  ] as const) {
    for (const open of ['en', 'zh'] as const) {
      await renderInApp(<Slot lang={open} />, { lang: ui });
      const box = (version: Lang) =>
        screen.getByRole('textbox', {
          name: words.publishing.editor.coverAlt.replace('{{language}}', words.publishing.langs[version]),
        }) as HTMLTextAreaElement;
      expect(box('en').value).toBe('The dispatch map');
      expect(box('zh').value).toBe('調度地圖');
      // The same tags as every pair of the tab, English first.
      expect([...document.querySelectorAll('[data-cover-alts] [data-lang-label]')].map((tag) => tag.textContent)).toEqual(['EN', '中文']);
      fireEvent.change(box('zh'), { target: { value: '週二早上的調度地圖\n' } });
      expect(written).toEqual({ en: 'The dispatch map', zh: '週二早上的調度地圖 ' });
      cleanup();
    }
  }
});
