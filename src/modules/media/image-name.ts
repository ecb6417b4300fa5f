// An image's name in the library (decision 0248), the server's side: made from an upload's file name, and checked when
// the admin edits it. Here, not in src/contract: the public pages' scripts load the contract, and their budget is full.
import * as v from 'valibot';
import { IMAGE_NAME_MAX } from '../../contract';

/**
 * An image's name from the name of the file it came in (decision 0248): without its extension, dashes and underscores as
 * spaces, runs of spaces as one, trimmed, at most IMAGE_NAME_MAX characters; null when nothing is left ("", ".png").
 */
export function imageNameFromFile(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const tidy = (dot === -1 ? base : base.slice(0, dot))
    .replace(/[-_]+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim();
  // Cut by whole characters (never half an emoji) to at most IMAGE_NAME_MAX, as the name's check counts them.
  let name = '';
  for (const char of tidy) {
    if (name.length + char.length > IMAGE_NAME_MAX) break;
    name += char;
  }
  return name.trim() || null;
}

/** PATCH /api/media/{name}: its name in the library, trimmed, 1 to 120 characters on one line; null or "" for none. */
export const ImageNameWrite = v.strictObject({
  name: v.nullable(
    v.pipe(
      v.string('A name is text'),
      v.trim(),
      v.maxLength(IMAGE_NAME_MAX, `At most ${IMAGE_NAME_MAX} characters`),
      v.regex(/^[^\p{Cc}]*$/u, 'One line of text'),
      v.transform((name) => name || null),
    ),
  ),
});
