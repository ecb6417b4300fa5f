// Seals a secret with AES-256-GCM under a key kept in the data folder's `secret.key`, never in the database: a stolen
// site.db, a downloaded backup or a Litestream replica does not give the authenticator app's secret (decision 0073) or
// a notification channel's token (decision 0107) away. The key file is made on first use (0600, like every file of the data folder).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEY_FILE = 'secret.key';
const VERSION = 'v1';

/** The folder's key, made when there is none (`wx`: two processes racing cannot both write one). */
export function folderKey(dataDir: string): Buffer {
  const path = join(dataDir, KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 256-bit key (base64); move it away to make a new one`);
  return key;
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url; `label` is bound in as associated data, so a sealed value cannot be moved to another use. */
export function seal(key: Buffer, plain: Uint8Array, label: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(label));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain bytes, or null when this key (or label) did not seal them. */
export function open(key: Buffer, sealed: string, label: string): Uint8Array | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(label));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]));
  } catch {
    return null;
  }
}
