// GET /healthz: for an uptime monitor or a load balancer, without a session; 503 when the database cannot be written
// or the disk is low. Anyone gets the status alone; the details (version and build, uptime, database, disk, outbox,
// mail) go to a client on the machine itself or to the signed-in admin, since the exact version and uptime help an
// attacker. Stuck email makes the details' status "degraded" but keeps 200 (and "ok" for anyone else): the site still
// serves visitors and stores their messages, so a load balancer must not take it out (decision 0038). So does
// Litestream's replication when configured but not running, or far behind (decision 0071).
import { Elysia } from 'elysia';
import type { HealthDetails, HealthStatus } from '../../contract';
import type { Deps } from '../../deps';
import { sessionToken } from '../../http/auth';
import { clientIp } from '../../http/client';
import { isLoopback } from '../../http/ip-address';
import { lookupSession } from '../sign-in';
import { replicationTrouble } from '../replication/service';
import { HealthProbe } from './service';

export const healthRoutes = (deps: Deps) => {
  const probe = new HealthProbe(
    deps.db,
    deps.startedAt,
    deps.disk,
    deps.config.diskFreeMinBytes,
    deps.mailer ? deps.config.mailStuckMs : null,
  );
  /**
   * The client's real address (behind a trusted proxy, the address it names: the socket's peer is then the proxy, on
   * loopback for everyone), or a live admin session.
   */
  const mayKnowMore = (ctx: {
    request: Request;
    server: Parameters<typeof clientIp>[0]['server'];
    cookie: Parameters<typeof sessionToken>[0];
  }) => {
    if (isLoopback(clientIp(ctx, deps.config))) return true;
    try {
      return lookupSession(deps, sessionToken(ctx.cookie, ctx.request, deps.config)) !== null;
    } catch {
      return false; // a database that cannot be read: the status alone says so
    }
  };
  return new Elysia().get('/healthz', async ({ set, request, server, cookie }): Promise<HealthDetails | HealthStatus> => {
    const now = deps.now();
    const health = probe.read(now);
    set.status = health.status === 'unavailable' ? 503 : 200;
    set.headers['cache-control'] = 'no-store';
    if (!mayKnowMore({ request, server, cookie })) return { status: health.status === 'unavailable' ? 'unavailable' : 'ok' };
    // Replication in trouble is "degraded", like stuck email: the site still serves, so the status code stays 200.
    const replication = await deps.replication.status();
    const troubled = replicationTrouble(replication, now, deps.startedAt, deps.config.replicationLagMs);
    return { ...health, status: health.status === 'ok' && troubled ? 'degraded' : health.status, replication };
  });
};
