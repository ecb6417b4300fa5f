// How wide a text runs in an OpenType font, read from the font's own tables (head, hhea, hmtx, cmap): what the share
// cards need to break a title into lines before the renderer draws it. Advances only: no kerning, which moves a line
// by a few pixels, so the cards leave that much room.

export class FontMetrics {
  private readonly unitsPerEm: number;
  private readonly advances: Uint16Array;
  private readonly glyphs = new Map<number, number>();

  constructor(bytes: Uint8Array) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const tables = new Map<string, number>();
    const count = view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
      tables.set(tag, view.getUint32(record + 8));
    }
    const at = (tag: string) => {
      const offset = tables.get(tag);
      if (offset === undefined) throw new Error(`The font has no ${tag} table`);
      return offset;
    };
    this.unitsPerEm = view.getUint16(at('head') + 18);
    const metricsCount = view.getUint16(at('hhea') + 34);
    const hmtx = at('hmtx');
    this.advances = new Uint16Array(metricsCount);
    for (let g = 0; g < metricsCount; g++) this.advances[g] = view.getUint16(hmtx + g * 4);
    this.readCmap(view, at('cmap'));
  }

  /** The characters' glyphs from the Unicode subtable: format 12 (every plane) where the font has it, else format 4. */
  private readCmap(view: DataView, cmap: number) {
    const subtables = view.getUint16(cmap + 2);
    let best = -1;
    let bestFormat = 0;
    for (let i = 0; i < subtables; i++) {
      const platform = view.getUint16(cmap + 4 + i * 8);
      const encoding = view.getUint16(cmap + 6 + i * 8);
      const offset = cmap + view.getUint32(cmap + 8 + i * 8);
      const format = view.getUint16(offset);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (unicode && (format === 12 || (format === 4 && bestFormat !== 12))) [best, bestFormat] = [offset, format];
    }
    if (best < 0) throw new Error('The font has no Unicode character map');
    if (bestFormat === 12) {
      const groups = view.getUint32(best + 12);
      for (let i = 0; i < groups; i++) {
        const group = best + 16 + i * 12;
        const [start, end, glyph] = [view.getUint32(group), view.getUint32(group + 4), view.getUint32(group + 8)];
        for (let code = start; code <= end; code++) this.glyphs.set(code, glyph + code - start);
      }
      return;
    }
    const segments = view.getUint16(best + 6) / 2;
    const ends = best + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const [end, start] = [view.getUint16(ends + s * 2), view.getUint16(starts + s * 2)];
      const delta = view.getInt16(deltas + s * 2);
      const range = view.getUint16(ranges + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (range === 0) glyph = (code + delta) & 0xffff;
        else {
          const raw = view.getUint16(ranges + s * 2 + range + (code - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) this.glyphs.set(code, glyph);
      }
    }
  }

  /** Whether the font draws this character. */
  has(char: string): boolean {
    return this.glyphs.has(char.codePointAt(0)!);
  }

  /** The character's advance at `size` pixels (a character the font lacks: its missing-glyph box). */
  advance(char: string, size: number): number {
    const glyph = this.glyphs.get(char.codePointAt(0)!) ?? 0;
    const units = this.advances[Math.min(glyph, this.advances.length - 1)]!;
    return (units / this.unitsPerEm) * size;
  }
}
