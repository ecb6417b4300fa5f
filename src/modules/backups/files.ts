// The backups folder (DATA_DIR/backups): where `site backup`, the schedule and the pre-upgrade backups write, how a
// backup file is named, listed and pruned. A backup is one SQLite file: the whole site (texts, lists, images,
// messages, settings, the admin account).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { BackupItem as BackupEntry, BackupKind } from '../../contract';
export type { BackupEntry, BackupKind };

const NAME = /^site-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})Z-(manual|scheduled|before-upgrade)\.db$/;

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

/** site-20261123-080000123Z-scheduled.db: sorts by time, says what made it, never collides within a millisecond. */
export function backupName(now: number, kind: BackupKind): string {
  const iso = new Date(now).toISOString(); // 2026-11-23T08:00:00.123Z
  return `site-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}${iso.slice(20, 23)}Z-${kind}.db`;
}

/** A name this folder's listing and download accept: only files named by backupName (no path, no other file). */
export function parseBackupName(name: string): { createdAt: number; kind: BackupKind } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms, kind] = m;
  return { createdAt: Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!, +ms!), kind: kind as BackupKind };
}

/** The backups in the folder, newest first. */
export function listBackups(dataDir: string): BackupEntry[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return [];
  const found: BackupEntry[] = [];
  for (const name of readdirSync(folder)) {
    const parsed = parseBackupName(name);
    if (parsed) found.push({ name, size: statSync(join(folder, name)).size, ...parsed });
  }
  return found.sort((a, b) => b.createdAt - a.createdAt || b.name.localeCompare(a.name));
}

/**
 * Keeps the newest `keep` backups of one kind and removes that kind's older ones; returns the names removed. Each kind
 * counts apart (BACKUP_KEEP automatic, BACKUP_KEEP_MANUAL by hand), so a burst of one never pushes out the other, and
 * a pre-upgrade backup is never pruned at all.
 */
export function prune(dataDir: string, kind: 'scheduled' | 'manual', keep: number): string[] {
  const old = listBackups(dataDir)
    .filter((b) => b.kind === kind)
    .slice(keep);
  for (const b of old) rmSync(join(backupsFolder(dataDir), b.name), { force: true });
  return old.map((b) => b.name);
}

export function ensureBackupsFolder(dataDir: string): string {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  return folder;
}
