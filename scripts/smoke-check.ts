// The end of `npm run build`: the binary just made, started alone in a temporary folder, must let the administrator
// sign in, read one guarded resource and change one. Any answer but 2xx fails the build.
import { startBinary } from '../e2e/site-binary';

const PASSWORD = `smoke-${crypto.randomUUID()}`;

export async function smokeCheck(binary: string) {
  const site = await startBinary({ binary, env: { ADMIN_PASSWORD: PASSWORD } });
  const steps: string[] = [];
  try {
    const call = async (method: string, path: string, body?: unknown, cookie = '') => {
      const res = await fetch(`${site.url}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      steps.push(`${method} ${path} → ${res.status}`);
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    const login = await call('POST', '/api/admin/login', { username: 'admin', password: PASSWORD });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await call('GET', '/api/contact-messages', undefined, cookie);
    await call('POST', '/api/settings', { key: 'contactPhone', value: '+1 555 0100' }, cookie);
    const read = await (await call('GET', '/api/settings/contactPhone', undefined, cookie)).json();
    if (read.value !== '+1 555 0100') throw new Error(`the guarded write was not kept: ${JSON.stringify(read)}`);
    console.log(`smoke check of ${binary}: ${steps.join(', ')}`);
  } catch (error) {
    console.error(`smoke check of ${binary} FAILED after: ${steps.join(', ') || 'start'}\n${site.output()}`);
    throw error;
  } finally {
    await site.close();
  }
}
