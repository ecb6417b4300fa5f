// Uploaded images: POST /api/media (admin) takes the raw file and judges it by its bytes; GET /media/<sha256>.<ext>
// serves it, immutable. Every other name under /media/ is a JSON 404, never a page. The admin's list and deletes are
// library-routes.ts.
import { Elysia } from 'elysia';
import { audited } from '../audit/auditor';
import type { Config } from '../../config';
import { API_PATHS, IMAGE_TYPES, MEDIA_PATH, mediaPath, type UploadedImage, VARIANT_PATH } from '../../contract';
import { imageNameFromFile } from './image-name';
import type { Deps } from '../../deps';
import { secureCookie, sessionCookieName } from '../../http/auth';
import { requestUrl } from '../../http/client';
import { withEtag } from '../../http/etag';
import { HttpError, invalidField, notFound, unauthorized } from '../../http/errors';
import { KEYS_HEADER, keysOf, mediaKey } from '../../http/shared-cache';
import { adminGuard, lookupSession } from '../sign-in';
import { cleanUpload } from './clean-upload';
import { TAKEN_FORMATS } from './image-bytes';
import { mediaLibraryRoutes } from './library-routes';
import { refuseWithoutRoom } from './room';
import { findMedia, storeImage } from './service';
import type { VariantFormat } from '../../contract/image-variants';
import { findVariant } from './variants/store';

const UPLOAD_PATH = API_PATHS.media.upload;
/** The declared type only gets the body read: a browser may call a photo anything, so the bytes decide what it is. */
const UPLOAD_TYPES = [...Object.keys(IMAGE_TYPES), 'application/octet-stream'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The session token in the Cookie header, read before Elysia parses cookies (it does so only for a matched route). */
function sessionTokenOf(request: Request, config: Config): string | undefined {
  const name = sessionCookieName(secureCookie(request, config));
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function mediaRoutes(deps: Deps) {
  deps.bodyRules.declare('POST', UPLOAD_PATH, { types: UPLOAD_TYPES, maxBytes: deps.config.uploadLimitBytes });
  const signedIn = (request: Request) => lookupSession(deps, sessionTokenOf(request, deps.config)) !== null;
  return (
    new Elysia({ name: 'media' })
      .use(adminGuard(deps))
      // Elysia reads a body before any route guard runs, and an upload may be megabytes: an anonymous one is refused
      // before a byte of it is read. The route's own `{ admin: true }` still decides for every request that gets past.
      .onRequest(({ request }) => {
        if (request.method === 'POST' && requestUrl(request).pathname.replace(/\/+$/, '') === UPLOAD_PATH && !signedIn(request))
          throw unauthorized();
      })
      .post(
        UPLOAD_PATH,
        async ({ body, query, set, request, server }): Promise<UploadedImage> => {
          // No body at all (null) is no image either.
          const bytes = body instanceof Uint8Array ? body : new Uint8Array();
          // Stored and hashed as cleaned of its metadata, and checked again once cleaned.
          const found = await cleanUpload(bytes, deps.config.mediaMaxPixels);
          if ('refused' in found) {
            throw found.refused === 'unsupported'
              ? new HttpError(415, 'unsupported_media_type', TAKEN_FORMATS)
              : invalidField('file', found.reason);
          }
          refuseWithoutRoom(deps.db, deps.config, deps.disk.freeBytes(), found.bytes);
          // Its name in the library (decision 0248): the file's own, `?name=`, tidied; none when it has none.
          const name = typeof query.name === 'string' ? imageNameFromFile(query.name) : null;
          const { image, created } = audited(deps, { request, server }, (tx, audit) => {
            const stored = storeImage(tx, found.bytes, found.image, name);
            audit('image_upload', stored.image.path, {
              type: stored.image.type,
              width: stored.image.width,
              height: stored.image.height,
              alreadyStored: !stored.created,
            });
            return stored;
          });
          // Its AVIF and WebP sizes are made in the background, after this answer (decision 0104).
          if (created) deps.variants.kick();
          set.status = created ? 201 : 200;
          return image;
        },
        { admin: true },
      )
      .use(mediaLibraryRoutes(deps))
      // One wildcard for the whole folder, so no name under /media/ (a deeper path, an encoded "..") reaches the pages.
      .get('/media/*', ({ path, request }) => {
        const variant = VARIANT_PATH.exec(path);
        if (variant) {
          // A variant: its name is its content's (the image's hash, a width, a format), as immutable as the image.
          const [, hash, width, format] = variant as unknown as [string, string, string, VariantFormat];
          const bytes = findVariant(deps.db, hash, Number(width), format);
          if (!bytes) throw notFound('No such image');
          const response = withEtag(request, bytes, `"${hash}-${width}-${format}"`, {
            headers: { 'content-type': `image/${format}`, 'cache-control': IMMUTABLE, [KEYS_HEADER]: keysOf([mediaKey(path)]) },
          });
          if (response.status === 200) response.headers.set('content-length', String(bytes.byteLength));
          return response;
        }
        const sha256 = MEDIA_PATH.exec(path)?.[1];
        const stored = sha256 === undefined ? undefined : findMedia(deps.db, sha256);
        // The extension must be the stored type's own: one URL per image, and never a PNG served as .jpg.
        if (!sha256 || !stored || mediaPath(sha256, stored.type) !== path) throw notFound('No such image');
        // The hash names the bytes, so it is the strongest validator there is.
        const response = withEtag(request, stored.bytes, `"${sha256}"`, {
          headers: { 'content-type': stored.type, 'cache-control': IMMUTABLE, [KEYS_HEADER]: keysOf([mediaKey(path)]) },
        });
        if (response.status === 200) response.headers.set('content-length', String(stored.bytes.byteLength));
        return response;
      })
  );
}
