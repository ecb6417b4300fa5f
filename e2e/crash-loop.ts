// The durability check: post messages while the server is killed with SIGKILL at random moments, restart it,
// and make sure every message that got a 2xx is still there and the database is intact.
import { Database } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { binaryFolder, startBinary } from './site-binary';

export type CrashReport = { kills: number; acknowledged: number; present: number; missing: string[]; integrity: string };

export async function runCrashLoop(opts: { kills: number; writers?: number; say?: (line: string) => void }): Promise<CrashReport> {
  // The binary alone in a folder, killed and restarted there: its data is ./data beside it.
  const folder = binaryFolder();
  const env = { ADMIN_PASSWORD: 'crash-test-password', CONTACT_LIMIT: '1000000' };
  const acknowledged: string[] = [];
  try {
    for (let round = 1; round <= opts.kills; round++) {
      const server = await startBinary({ folder, env });
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const text = `crash round ${round} writer ${w} message ${i}`;
          try {
            const res = await fetch(`${server.url}/api/contact-messages`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Crash Test', email: 'crash@example.com', message: text }),
            });
            if (res.status === 201) acknowledged.push(text);
          } catch {
            return; // the server is gone: whatever had no answer was never promised
          }
        }
      };
      const writers = Array.from({ length: opts.writers ?? 8 }, (_, w) => writer(w));
      await Bun.sleep(50 + Math.random() * 450);
      await server.stop('SIGKILL');
      stop = true;
      await Promise.all(writers);
      opts.say?.(`round ${round}: killed with SIGKILL, ${acknowledged.length} acknowledged so far`);
    }
    const db = new Database(join(folder, 'data', 'site.db'));
    const stored = new Set(
      db
        .query<{ message: string }, []>('SELECT message FROM contact_messages')
        .all()
        .map((r) => r.message),
    );
    const integrity = (db.query('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
    db.close();
    return {
      kills: opts.kills,
      acknowledged: acknowledged.length,
      present: acknowledged.filter((t) => stored.has(t)).length,
      missing: acknowledged.filter((t) => !stored.has(t)),
      integrity,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
