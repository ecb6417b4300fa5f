// The drawn pictures a new site starts with (scripts/seed-screens.ts, scripts/seed-covers.ts: 1200 × 675 lossless WebP
// in db/seed-screens/, each drawn in English and in Chinese, for a light and a dark page), put in the image library as
// an upload would store them, linked as the English light drawing's versions (decision 0101).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { mediaPath } from '../src/contract';
import { media } from './schema';

/** The drawn pictures' size (scripts/seed-drawing.ts). */
const DRAWN = { width: 1200, height: 675 };

/** A drawing's four files: its words in English and in Chinese, each for a light and a dark page; and where its subject
 *  is (the library's focus, 0–1 across and down), which a card's crop keeps in view (decision 0145). */
export type Drawn = { en: string; zh: string; enDark: string; zhDark: string; focus?: { x: number; y: number }; name: string };

/** A drawing's four files by its name in db/seed-screens/ (the imports that embed them name each file). */
export const drawn = (files: Record<string, string>, name: string, focus?: { x: number; y: number }): Drawn => ({
  en: files[name]!,
  zh: files[`${name}-zh`]!,
  enDark: files[`${name}-dark`]!,
  zhDark: files[`${name}-zh-dark`]!,
  focus,
  name: seedName(name),
});

/**
 * A drawing's name in the library (decision 0248), as a person would title it (decision 0259: "Kestrel board" and
 * "harborline routes" read as file slugs): whose it is, a dash, what it shows. One not listed is its file's name made
 * readable ("harborline-routes" "Harborline routes").
 */
const SEED_NAMES: Record<string, string> = {
  'kestrel-board': 'Kestrel Precision — scheduling board',
  'kestrel-order': 'Kestrel Precision — work order',
  'jadeport-dashboard': 'Jadeport Foods — assistant dashboard',
  'jadeport-chat': 'Jadeport Foods — customer chat',
  'harborline-routes': 'Harborline Logistics — delivery routes',
  'harborline-today': 'Harborline Logistics — today’s deliveries',
  'journal-spreadsheet': 'Journal cover — the factory spreadsheet',
  'journal-scope': 'Journal cover — scoping a first release',
  'journal-manual': 'Journal cover — answers from your documents',
  'journal-invoice': 'Journal cover — e-invoices from the order',
  'journal-maintenance': 'Journal cover — what maintenance is for',
};
const seedName = (file: string) => {
  const spaced = file.replaceAll('-', ' ');
  return SEED_NAMES[file] ?? spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** Stores a drawn WebP in the image library (once, by its hash) and gives its hash. */
function store(tx: Tx, file: string, name: string, focus = { x: 0.5, y: 0.5 }): string {
  const bytes = readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  tx.insert(media)
    .values({ sha256, type: 'image/webp', ...DRAWN, size: bytes.byteLength, bytes, focusX: focus.x, focusY: focus.y, name })
    .onConflictDoNothing()
    .run();
  return sha256;
}

/**
 * Stores a drawing's four files: the Chinese one as the English one's Chinese version, each language's dark one as its
 * dark version. Gives the English light one's path (what a piece names).
 */
export function storeDrawn(tx: Tx, files: Drawn): string {
  const path = (file: string, version: string) => mediaPath(store(tx, file, `${files.name}${version}`, files.focus), 'image/webp');
  const [en, zh, enDark, zhDark] = [
    path(files.en, ''),
    path(files.zh, ' (Chinese)'),
    path(files.enDark, ' (dark)'),
    path(files.zhDark, ' (Chinese, dark)'),
  ];
  const link = (from: string, set: { zhPath?: string; darkPath?: string }) =>
    tx
      .update(media)
      .set(set)
      .where(eq(media.sha256, from.slice('/media/'.length).split('.')[0]!))
      .run();
  link(en, { zhPath: zh, darkPath: enDark });
  link(zh, { darkPath: zhDark });
  return en;
}
