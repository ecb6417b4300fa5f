// The publishing schedule kept (decision 0091): at each due moment the versions it names go up or come down, with no
// one signed in; a start after a missed moment catches up at once. Each change is recorded in the activity log, by the
// schedule, and the public reads of its collection are forgotten, here and in the shared cache, as a save does.
import type { Db } from '../../../db/client';
import { Job, type Timer } from '../../jobs/job';
import type { Collection } from '../../contract';
import { recordAudit } from '../audit/service';
import { applyDue, findPiece, nextDue } from './service';

/** The activity log's account for what the schedule did. */
export const SCHEDULE_ACCOUNT = 'schedule';

export class PublishingClock {
  private readonly job: Job;
  constructor(
    private readonly opts: {
      db: Db;
      now: () => number;
      log: (...args: unknown[]) => void;
      /** What visitors see of a collection changed. */
      changed: (collections: Collection[]) => void;
      timer?: Timer;
    },
  ) {
    this.job = new Job({
      name: 'publishing schedule',
      run: () => this.runOnce(),
      next: () => nextDue(opts.db),
      now: opts.now,
      log: opts.log,
      timer: opts.timer,
    });
  }

  /** Catches up with what came due while the server was down, then keeps the schedule. */
  start() {
    this.job.start();
    this.job.kick();
  }

  /** A piece was saved or its schedule changed: what visitors see is made again, and the next due moment worked out. */
  changed() {
    this.opts.changed([]);
    this.job.kick();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Makes every due change now (tests move the clock and call this); the collections whose pages changed. */
  runOnce(): Collection[] {
    const { db, now } = this.opts;
    const changes = db.transaction((tx) => {
      const made = applyDue(tx, now());
      for (const change of made) {
        const piece = findPiece(tx, change.collection, change.pieceId)!;
        const version = piece[change.lang];
        recordAudit(tx, {
          at: now(),
          account: SCHEDULE_ACCOUNT,
          ip: '',
          action: 'piece_state',
          target: `${change.collection}/${change.pieceId}/${change.lang}`,
          detail: {
            title: piece.en.title || piece.zh.title,
            from: change.to === 'published' ? 'scheduled' : 'published',
            to: version.state,
            by: 'schedule',
          },
        });
      }
      return made;
    });
    const collections = [...new Set(changes.map((change) => change.collection))];
    if (collections.length) {
      this.opts.log(`publishing schedule: ${changes.map((c) => `${c.collection}/${c.pieceId}/${c.lang} ${c.to}`).join(', ')}`);
      this.opts.changed(collections);
    }
    return collections;
  }
}
