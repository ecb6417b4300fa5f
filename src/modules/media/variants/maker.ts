// Makes the images' variants in the background (decision 0104), one image at a time, each in a child process of this
// binary: after an upload (kicked), and at start for every image still waiting (an upgrade's older images, or one whose
// child was cut off by a restart). Failed, it is kept in words and the image goes on being served as uploaded. Pages
// draw an image's variants once they are stored, so what visitors see is made again as each image's are.
import type { Db } from '../../../../db/client';
import { Job, type Timer } from '../../../jobs/job';
import { type ChildLimits, variantsInChild } from './run-child';
import { keepVariants, markFailed, nextWaiting } from './store';

type Options = {
  db: Db;
  /** How to start this program as a child (the binary itself, or bun and the source's entry); null makes none. */
  command: string[] | null;
  limits: (megapixels: number) => ChildLimits;
  now: () => number;
  /** Images' variants were stored: the pages that show them are to be made again (once for all the images in a row). */
  changed: () => void;
  log: (...args: unknown[]) => void;
  timer?: Timer;
};

export class VariantMaker {
  private readonly job: Job;
  /** Ends the child at work when the server stops. */
  private readonly stopping = new AbortController();

  constructor(private readonly o: Options) {
    this.job = new Job({ name: 'image variants', run: () => this.workThrough(), now: o.now, log: o.log, timer: o.timer });
  }

  /** Works through every image still waiting, then waits for the next upload. */
  start() {
    if (!this.o.command) return;
    this.job.start();
    this.job.kick();
  }

  /** An image was uploaded. */
  kick() {
    this.job.kick();
  }

  stop(): Promise<void> {
    this.stopping.abort();
    return this.job.stop();
  }

  /** One image after another until none waits (or the server is stopping: the rest wait for the next start). */
  private async workThrough() {
    const { db, command } = this.o;
    if (!command) return;
    // The pages are made again once the images waiting are done: after an upgrade, one purge of the shared cache in
    // front (CACHE_PURGE_URL) for all of them, not one for each.
    let made = 0;
    try {
      made = await this.workThroughImages(db, command);
    } finally {
      if (made) this.o.changed();
    }
  }

  /** Makes each waiting image's variants in turn; how many it stored. */
  private async workThroughImages(db: Db, command: string[]): Promise<number> {
    let stored = 0;
    for (let next = nextWaiting(db); next && !this.stopping.signal.aborted; next = nextWaiting(db)) {
      const started = performance.now();
      try {
        // Its size is the stored one (read from its header at upload, within MEDIA_MAX_MEGAPIXELS).
        const made = await variantsInChild(
          command,
          next.bytes,
          next.type,
          this.o.limits((next.width * next.height) / 1e6),
          this.stopping.signal,
        );
        if (keepVariants(db, next.sha256, made)) {
          stored++;
          this.o.log(
            `image variants: ${next.sha256.slice(0, 12)} in ${((performance.now() - started) / 1000).toFixed(1)} s (${made.variants.length} files${made.peakMegabytes ? `, ${Math.round(made.peakMegabytes)} MB at most` : ''})`,
          );
        }
      } catch (error) {
        if (this.job.stopping || this.stopping.signal.aborted) return stored; // cut off by the stop: it waits for the next start
        const why = (error as Error)?.message ?? String(error);
        markFailed(db, next.sha256, why);
        this.o.log(`image variants: ${next.sha256.slice(0, 12)} failed: ${why}`);
      }
    }
    return stored;
  }
}
