// GET /healthz: for an uptime monitor or a load balancer, without a session; 503 when the database cannot be written.
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { HealthProbe } from './service';

export const healthRoutes = (deps: Deps) => {
  const probe = new HealthProbe(deps.db, deps.startedAt);
  return new Elysia().get('/healthz', ({ set }) => {
    const health = probe.read(deps.now());
    set.status = health.status === 'ok' ? 200 : 503;
    set.headers['cache-control'] = 'no-store';
    return health;
  });
};
