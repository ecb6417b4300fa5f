// GET /api/admin/storage: the room the images and the disk have left, for the admin's warning and the Images section.
import { Elysia } from 'elysia';
import { API_PATHS, type StorageStatus } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../sign-in';
import { storageStatus } from './service';

export const storageRoutes = (deps: Deps) =>
  new Elysia({ name: 'storage' })
    .use(adminGuard(deps))
    .get(API_PATHS.storage, (): StorageStatus => storageStatus(deps.db, deps.config, deps.disk.freeBytes()), { admin: true });
