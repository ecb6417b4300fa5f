// Reading Litestream's replication (decision 0071): its configuration (env expansion, this database or not, replicas
// named without credentials), its metrics as Litestream v0.3.13 writes them (captured from the real binary; a real
// HTTP server serves them here), and what /healthz and the admin's backups overview then say. The real Litestream
// runs in e2e/lost-machine.test.ts.
import { afterEach, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSite, type TestSite } from '../../testing/harness';
import { describeReplica, metricsUrl, readLitestreamSetup } from './litestream-config';
import { behindBytes, parseMetrics, positionsOf } from './metrics';
import { ReplicationWatch, replicationTrouble } from './service';

const cleanups: (() => unknown)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-replication-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Litestream v0.3.13's own lines for one database and a replica named "s3", its positions given. */
const metrics = (db: string, shadow: [number, number], replica?: [number, number]) =>
  [
    '# HELP litestream_shadow_wal_index The current index of the shadow WAL',
    '# TYPE litestream_shadow_wal_index gauge',
    `litestream_db_size{db="${db}"} 208896`,
    `litestream_shadow_wal_index{db="${db}"} ${shadow[0]}`,
    `litestream_shadow_wal_size{db="${db}"} ${shadow[1]}`,
    ...(replica
      ? [
          `litestream_replica_wal_index{db="${db}",name="s3"} ${replica[0]}`,
          `litestream_replica_wal_offset{db="${db}",name="s3"} ${replica[1]}`,
        ]
      : []),
    `litestream_sync_error_count{db="${db}"} 0`,
  ].join('\n');

/** A stand-in for Litestream's metrics endpoint on a free loopback port, answering `body()`. */
function metricsServer(body: () => string) {
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(body()) });
  cleanups.push(() => server.stop(true));
  return server;
}

test("Litestream's configuration: $VAR expanded, this database found by its resolved path, replicas named without credentials", () => {
  const dir = folder();
  const file = join(dir, 'litestream.yml');
  const data = join(dir, 'data');
  writeFileSync(
    file,
    [
      'addr: ":9090"',
      'dbs:',
      '  - path: /elsewhere/other.db',
      `  - path: \${SITE_DATA}/./site.db`,
      '    replicas:',
      '      - type: s3',
      '        bucket: ${BUCKET}',
      '        path: site',
      '        endpoint: https://objects.example.net',
      '        access-key-id: ${KEY_ID}',
      '      - url: s3://key:secret@backup-bucket/site',
      '',
    ].join('\n'),
  );
  const env = { SITE_DATA: data, BUCKET: 'my-bucket', KEY_ID: 'AKIA-not-shown' };
  const setup = readLitestreamSetup(file, join(data, 'site.db'), env);
  expect(setup).toEqual({
    dbPath: join(data, 'site.db'),
    metaPath: join(data, '.site.db-litestream'),
    addr: ':9090',
    replicas: ['s3://my-bucket/site (https://objects.example.net)', 's3://backup-bucket/site'],
  });
  expect(JSON.stringify(setup)).not.toMatch(/AKIA|secret/);
  expect(readLitestreamSetup(file, join(dir, 'another', 'site.db'), env)).toBe('unlisted');
  expect(readLitestreamSetup(join(dir, 'missing.yml'), join(data, 'site.db'))).toBe('unreadable');
  writeFileSync(file, 'dbs: [unclosed');
  expect(readLitestreamSetup(file, join(data, 'site.db'))).toBe('unreadable');
  writeFileSync(file, 'addr: ":9090"\n');
  expect(readLitestreamSetup(file, join(data, 'site.db'))).toBe('unreadable');
  expect(describeReplica({ type: 'file', path: '/mnt/replica' })).toBe('file /mnt/replica');
});

test('the metrics address: an empty or wildcard host is asked on loopback', () => {
  expect(metricsUrl(':9090')).toBe('http://127.0.0.1:9090/metrics');
  expect(metricsUrl('0.0.0.0:9090')).toBe('http://127.0.0.1:9090/metrics');
  expect(metricsUrl('localhost:9091')).toBe('http://localhost:9091/metrics');
  expect(metricsUrl('[::1]:9092')).toBe('http://[::1]:9092/metrics');
});

test('positions from the metrics: bytes behind within a WAL index, at least the whole index when a replica is on an older one', () => {
  const positions = positionsOf(parseMetrics(metrics('/srv/site/data/site.db', [3, 540_000], [3, 500_000])), '/srv/site/data/site.db');
  expect(positions.shadow).toEqual({ index: 3, offset: 540_000 });
  expect(behindBytes(positions.shadow!, positions.replicas.get('s3'))).toBe(40_000);
  expect(behindBytes({ index: 3, offset: 4096 }, { index: 2, offset: 900_000 })).toBe(4096);
  expect(behindBytes({ index: 3, offset: 4096 }, undefined)).toBeNull();
  expect(positionsOf(parseMetrics(metrics('/other.db', [0, 1])), '/srv/site/data/site.db').shadow).toBeNull();
});

test('the watch: current, then behind since the time it was last current, then unreachable; read at most every two seconds', async () => {
  const dir = folder();
  const db = join(dir, 'data', 'site.db');
  let body = metrics(db, [0, 539_752], [0, 539_752]);
  const server = metricsServer(() => body);
  const file = join(dir, 'litestream.yml');
  writeFileSync(
    file,
    `addr: 127.0.0.1:${server.port}\ndbs:\n  - path: ${db}\n    replicas:\n      - type: file\n        path: ${dir}/replica\n`,
  );
  const clock = { now: 1_800_000_000_000 };
  const watch = new ReplicationWatch({ configFile: file, dataDir: join(dir, 'data'), now: () => clock.now });
  const first = clock.now;
  expect(await watch.read()).toEqual({ state: 'current', behindBytes: 0, caughtUpAt: first, replicas: [`file ${dir}/replica`] });
  body = metrics(db, [0, 600_000], [0, 539_752]);
  clock.now += 1000;
  expect((await watch.status()).state).toBe('current'); // the reading of a second ago
  clock.now += 1500;
  expect(await watch.status()).toEqual({ state: 'behind', behindBytes: 60_248, caughtUpAt: first });
  expect(replicationTrouble(await watch.status(), clock.now, first, 60_000)).toBe(false);
  expect(replicationTrouble(await watch.status(), first + 61_000, first, 60_000)).toBe(true);
  server.stop(true);
  clock.now += 2000;
  const stopped = await watch.status();
  expect(stopped).toEqual({ state: 'unreachable', behindBytes: null, caughtUpAt: first });
  expect(replicationTrouble(stopped, clock.now, first, 60_000)).toBe(true);
});

test("after a checkpoint: the metrics' shadow size counts the file kept before the current one; the current file is measured", async () => {
  const dir = folder();
  const db = join(dir, 'data', 'site.db');
  const meta = join(dir, 'litestream-meta');
  const wal = join(meta, 'generations', '9f1c2b3a4d5e6f70', 'wal');
  mkdirSync(wal, { recursive: true });
  writeFileSync(join(meta, 'generation'), '9f1c2b3a4d5e6f70\n');
  // Index 0 held the first start's 7 MB seed; the replica has all of index 1 (ten frames of 4,120 bytes after the header).
  writeFileSync(join(wal, '00000000.wal'), '');
  truncateSync(join(wal, '00000000.wal'), 7_300_000);
  writeFileSync(join(wal, '00000001.wal'), '');
  truncateSync(join(wal, '00000001.wal'), 41_232);
  let body = metrics(db, [1, 7_341_232], [1, 41_232]);
  const server = metricsServer(() => body);
  const file = join(dir, 'litestream.yml');
  writeFileSync(
    file,
    `addr: 127.0.0.1:${server.port}\ndbs:\n  - path: ${db}\n    meta-path: ${meta}\n    replicas:\n      - type: file\n        path: ${dir}/replica\n`,
  );
  expect(readLitestreamSetup(file, db)).toMatchObject({ metaPath: meta });
  const clock = { now: 1_800_000_000_000 };
  const watch = new ReplicationWatch({ configFile: file, dataDir: join(dir, 'data'), now: () => clock.now });
  expect(await watch.status()).toEqual({ state: 'current', behindBytes: 0, caughtUpAt: clock.now });
  // One more frame copied aside and not yet uploaded: behind by that frame, not by the kept file.
  truncateSync(join(wal, '00000001.wal'), 45_352);
  body = metrics(db, [1, 7_345_352], [1, 41_232]);
  clock.now += 2000;
  expect((await watch.status()).behindBytes).toBe(4120);
  // Without Litestream's folder the total stands: cautious, never "current" by mistake.
  rmSync(meta, { recursive: true, force: true });
  clock.now += 2000;
  expect((await watch.status()).behindBytes).toBe(7_304_120);
});

test('/healthz details and the admin overview: off without LITESTREAM_CONFIG; configured without addr is "unknown"; stopped is degraded', async () => {
  const sites: TestSite[] = [];
  cleanups.push(() => sites.forEach((site) => site.close()));
  const plain = await startTestSite();
  sites.push(plain);
  const none = { state: 'off', behindBytes: null, caughtUpAt: null };
  expect((await plain.call('GET', '/healthz', { cookie: plain.session() })).json.replication).toEqual(none);

  const dir = folder();
  const file = join(dir, 'litestream.yml');
  const dataDir = join(dir, 'data');
  writeFileSync(file, `dbs:\n  - path: ${dataDir}/site.db\n    replicas:\n      - url: s3://bucket/site\n`);
  const site = await startTestSite({ DATA_DIR: dataDir, LITESTREAM_CONFIG: file });
  sites.push(site);
  const cookie = site.session();
  const health = await site.call('GET', '/healthz', { cookie });
  expect([health.status, health.json.status, health.json.replication.state]).toEqual([200, 'ok', 'unknown']);
  expect((await site.call('GET', '/api/admin/backups', { cookie })).json.replication).toEqual({
    state: 'unknown',
    behindBytes: null,
    caughtUpAt: null,
    replicas: ['s3://bucket/site'],
  });
  // A metrics address nobody listens on: Litestream is not running, so nothing is copied.
  const port = metricsServer(() => '').port;
  cleanups.at(-1)!();
  writeFileSync(file, `addr: 127.0.0.1:${port}\n${await Bun.file(file).text()}`);
  site.clock.now += 3000;
  const stopped = await site.call('GET', '/healthz', { cookie });
  expect([stopped.status, stopped.json.status, stopped.json.replication.state]).toEqual([200, 'degraded', 'unreachable']);
  expect((await site.call('GET', '/healthz')).json).toEqual({ status: 'ok' });
});
