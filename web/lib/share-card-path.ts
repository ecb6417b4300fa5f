// A published piece's drawn share card's address (decision 0097): `/og/{lang}/{blog|work}/{slug}.png`, tagged by its
// title, so a new title is a new URL to the social sites that keep cards. Only the journal's and Work pages' heads
// need it (journal-head.ts, work-head.ts), so it is kept out of every page's script; the server's route reads the
// same shape (web/server/share-card.ts).
import type { Lang } from '../../src/contract/constants';

/** The sections a card is drawn for, by their addresses' first part. */
export type CardSection = 'blog' | 'work';
/** What changes a card's look beyond its title: raise it with the drawing (web/server/share-card.ts). */
const CARD_STYLE = 3;

/** A short stable tag of a text (FNV-1a). */
function textTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** A published piece's drawn share card, tagged by what it draws (its title, and a story's result). */
export const shareCardPath = (section: CardSection, lang: Lang, slug: string, drawn: string) =>
  `/og/${lang}/${section}/${slug}.png?v=${textTag(`${CARD_STYLE}|${drawn}`)}`;
