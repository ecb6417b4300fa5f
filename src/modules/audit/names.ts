// What the owner knows an entry's target as, looked up when the log is read (never stored in it): a message's sender
// while the message is kept, the places that show an image. The log itself keeps nothing a visitor wrote.
import { eq } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { contactMessages } from '../../../db/schema';
import type { AuditEntry, ImageUse } from '../../contract';

/** Every place that shows the image at `path` (media's, handed in: audit imports no other module). */
export type ImageUses = (db: Conn, path: string) => ImageUse[];

const MESSAGE = /^contact-messages\/(\d+)$/;

export function withNames(db: Conn, entries: AuditEntry[], imageUses: ImageUses): AuditEntry[] {
  const senders = new Map<number, string | undefined>();
  const sender = (id: number) => {
    if (!senders.has(id))
      senders.set(id, db.select({ name: contactMessages.name }).from(contactMessages).where(eq(contactMessages.id, id)).get()?.name);
    return senders.get(id);
  };
  return entries.map((entry) => {
    const message = MESSAGE.exec(entry.target);
    if (message) {
      const name = sender(Number(message[1]));
      return name ? { ...entry, sender: name } : entry;
    }
    if (entry.target.startsWith('/media/')) return { ...entry, uses: imageUses(db, entry.target) };
    return entry;
  });
}
