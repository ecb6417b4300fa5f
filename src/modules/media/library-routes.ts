// The admin's image library: GET /api/media lists every image with what uses it; DELETE /api/media/<name> deletes one
// nothing uses (409 naming what does), audited, after which its /media/ URL is a 404; PUT /api/media/<name>/chinese and
// …/dark name (or clear) the image the Chinese pages or the dark theme show in its place (decision 0101); PUT …/focus
// says where its subject is (decision 0104). After either, the public pages are made again. PATCH /api/media/<name>
// names it in the library (decision 0248): for the admin only, so no page changes.
import { Elysia } from 'elysia';
import {
  API_PATHS,
  ImageFocusWrite,
  ImageVersionParams,
  ImageVersionWrite,
  type MediaItem,
  type Ok,
  type UploadedImage,
} from '../../contract';
import type { Deps } from '../../deps';
import { conflict, invalidField, notFound, validate, validateParams } from '../../http/errors';
import { audited } from '../audit/auditor';
import { mediaKey } from '../../http/shared-cache';
import { adminGuard } from '../sign-in';
import { deleteImage, findByName, imageUses, listMedia, setFocus, setName, setVersion, useName, versionRefusal } from './library';
import { ImageNameWrite } from './image-name';
import { describeImage, versionOf } from './service';

export const mediaLibraryRoutes = (deps: Deps) =>
  new Elysia({ name: 'media-library' })
    .use(adminGuard(deps))
    .get(API_PATHS.media.list, (): MediaItem[] => listMedia(deps.db), { admin: true })
    .delete(
      API_PATHS.media.one,
      ({ params, request, server }): Ok => {
        // One transaction: an entry saved meanwhile cannot come to use an image between the check and the delete.
        const path = audited(deps, { request, server }, (tx, audit) => {
          const image = findByName(tx, params.name);
          if (!image) throw notFound('No such image');
          const uses = imageUses(tx, image.path);
          if (uses.length)
            throw conflict(`This image is in use: ${uses.map(useName).join('; ')}. Choose another picture there, or none, then delete it.`);
          deleteImage(tx, image.path);
          audit('image_delete', image.path, { type: image.type, width: image.width, height: image.height, bytes: image.bytes });
          return image.path;
        });
        // Kept for a year by any cache (its URL names its bytes): the shared cache in front is told it is gone.
        deps.cache.clear([mediaKey(path)]);
        return { ok: true };
      },
      { admin: true },
    )
    .patch(
      API_PATHS.media.one,
      ({ params, body, request, server }): UploadedImage => {
        // Checked before anything is read or written: a bad name changes nothing.
        const { name } = validate(ImageNameWrite, body);
        return audited(deps, { request, server }, (tx, audit) => {
          const image = findByName(tx, params.name);
          if (!image) throw notFound('No such image');
          const from = setName(tx, image.path, name);
          if (from !== name) audit('image_name', image.path, { from, to: name });
          return describeImage(tx, image.path)!;
        });
      },
      { admin: true },
    )
    .put(
      API_PATHS.media.focus,
      ({ params, body, request, server }): Ok => {
        const focus = validate(ImageFocusWrite, body);
        const changed = audited(deps, { request, server }, (tx, audit) => {
          const image = findByName(tx, params.name);
          if (!image) throw notFound('No such image');
          if (!setFocus(tx, image.path, focus)) return false;
          audit('image_focus', image.path, focus);
          return true;
        });
        // Every crop of it changes: the public pages are made again, here and in the shared cache.
        if (changed) deps.publishing.changed();
        return { ok: true };
      },
      { admin: true },
    )
    .put(
      API_PATHS.media.version,
      ({ params, body, request, server }): Ok => {
        const { name, version } = validateParams(ImageVersionParams, params, 'No such image');
        const { path: to } = validate(ImageVersionWrite, body);
        const changed = audited(deps, { request, server }, (tx, audit) => {
          const image = findByName(tx, name);
          if (!image) throw notFound('No such image');
          const before = versionOf(tx, image.path, version);
          const refusal = to === null ? null : versionRefusal(tx, image.path, version, to);
          if (refusal) throw invalidField('path', refusal);
          if (before === to) return false;
          setVersion(tx, image.path, version, to);
          audit('image_version', image.path, { version, from: before, to });
          return true;
        });
        // Covers and screens change with it: the public pages are made again, here and in the shared cache.
        if (changed) deps.publishing.changed();
        return { ok: true };
      },
      { admin: true },
    );
