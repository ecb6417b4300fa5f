import { describe, expect, test } from 'bun:test';
import * as hb from 'harfbuzzjs';
import { latinLetters, planScene } from './scene-files';

// Home's featured band shows the production plan as a picture; a picture may not fetch the page's font, so the file
// carries Geist for its Latin words (round 18 saw them in the system's fallback sans).
describe('the production plan picture', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`${lang}: its own font draws every Latin letter it writes`, async () => {
      const svg = await planScene(lang);
      const letters = latinLetters(svg);
      expect(letters).toContain('C');
      const data = svg.match(/font-family:"Geist";font-weight:100 900;src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/)?.[1];
      expect(data).toBeDefined();
      // woff2 is compressed; check the glyphs on the same letters cut as an sfnt (what the woff2 wraps).
      const { subsetGeist } = await import('./web-font');
      const face = new hb.Face(new hb.Blob(await subsetGeist(letters, 'sfnt')));
      const font = new hb.Font(face);
      for (const ch of letters) expect(font.nominalGlyph(ch.codePointAt(0)!) ?? 0).toBeGreaterThan(0);
      expect(Buffer.from(data!, 'base64').subarray(0, 4).toString()).toBe('wOF2');
    });
  }
  test("Chinese words are left to the reader's system face", async () => {
    expect(latinLetters(await planScene('zh'))).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await planScene('zh')).toContain('生產排程');
  });
});
