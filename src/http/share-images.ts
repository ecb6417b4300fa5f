// The built-in share images (scripts/og-image.ts draws them; web/share/ holds them), embedded in the binary, read once
// and served at their stable paths. A stable path is no hashed file: a day's cache, then revalidated by its ETag.
import { Elysia } from 'elysia';
import { SHARE_IMAGE_FILES } from '../../web/server';
import { PreparedBody } from './etag';

const HEADERS = { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' };

export function shareImages() {
  const ready = new Map<string, Promise<PreparedBody>>();
  const body = (path: string) => {
    let prepared = ready.get(path);
    if (!prepared) {
      prepared = Bun.file(SHARE_IMAGE_FILES[path]!)
        .bytes()
        .then((bytes) => new PreparedBody(new Uint8Array(bytes), { status: 200, headers: HEADERS }));
      ready.set(path, prepared);
    }
    return prepared;
  };
  const app = new Elysia({ name: 'share-images' });
  for (const path of Object.keys(SHARE_IMAGE_FILES)) app.get(path, async ({ request }) => (await body(path)).respond(request));
  return app;
}
