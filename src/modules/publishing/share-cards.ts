// /og/{lang}/{blog|work}/{slug}.png: a published piece's share card (decision 0097), drawn from the version its page
// shows (the public read's title) on the first request and kept while that title stands. A draft, a scheduled or an
// unpublished version has no card: its page is not up, and its title must not be seen.
import { Elysia } from 'elysia';
import { PUBLIC_READS, type JournalPost, type WorkStory } from '../../contract';
import type { Deps } from '../../deps';
import { drawShareCard, shareCardAt } from '../../../web/server';
import { pathOf } from '../../http/client';
import { PreparedBody } from '../../http/etag';
import { notFound } from '../../http/errors';
import { KEYS_HEADER, keysOf, publicCacheHeaders } from '../../http/shared-cache';

/** Cards kept drawn (about 80 KB each): the newest pieces' are what crawlers ask for again. */
const KEPT = 64;

export function shareCardRoutes(deps: Deps) {
  const drawn = new Map<string, Promise<PreparedBody>>();
  return new Elysia({ name: 'share-cards' }).get('/og/:lang/:section/:file', ({ request }) => {
    const card = shareCardAt(pathOf(request.url));
    if (!card) throw notFound('No such share card');
    const { lang, section, slug } = card;
    const read = section === 'blog' ? PUBLIC_READS.journalPost(lang, slug) : PUBLIC_READS.workStory(lang, slug);
    const piece = deps.cache.read(read) as JournalPost | WorkStory | undefined;
    if (!piece) throw notFound('Nothing is published here');
    const figure = section === 'work' ? (piece as WorkStory).result : null;
    const key = `${read}|${piece.title}|${figure?.value ?? ''}|${figure?.label ?? ''}`;
    let body = drawn.get(key);
    if (!body) {
      body = drawShareCard({ lang, section, title: piece.title, figure }).then(
        (png) =>
          new PreparedBody(new Uint8Array(png), {
            status: 200,
            headers: { 'content-type': 'image/png', ...publicCacheHeaders(deps.config.sharedCache), [KEYS_HEADER]: keysOf([read]) },
          }),
      );
      body.catch(() => drawn.delete(key));
      drawn.set(key, body);
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
    }
    return body.then((prepared) => prepared.respond(request));
  });
}
