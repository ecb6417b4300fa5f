// A site reached by an IP address offers no passkey: WebAuthn binds one to a name, so each ceremony's options and answers
// are refused there in words (400 passkeys_unavailable), whether the address is the Host, the browser's Origin or
// PUBLIC_URL itself; by localhost or a name, with or without PUBLIC_URL, the options come as before. Decision 0073.
import { afterEach, expect, test } from 'bun:test';
import { API_PATHS } from '../../../contract';
import { startTestSite, type TestSite } from '../../../testing/harness';

let site: TestSite | undefined;
afterEach(() => site?.close());

type Headers = Record<string, string>;
const at = (host: string, origin?: string): Headers => (origin ? { host, origin } : { host });
const ANSWER = { response: { id: 'made-up', type: 'public-key' } };
/** The first site of a run builds the web app and the template database. */
const FIRST_START = 30_000;

/** Every passkey route a browser calls, signed in (and so confirmed) as the owner. */
async function ceremonies(env: Record<string, string>) {
  site = await startTestSite(env);
  const cookie = await site.login();
  const s = site;
  return {
    registrationOptions: (headers: Headers) => s.call('POST', API_PATHS.security.passkeyOptions, { cookie, headers }),
    register: (headers: Headers) => s.call('POST', API_PATHS.security.passkeys, { cookie, headers, body: { name: 'Laptop', ...ANSWER } }),
    signInOptions: (headers: Headers) => s.call('POST', API_PATHS.auth.passkeyOptions, { headers }),
    signIn: (headers: Headers) => s.call('POST', API_PATHS.auth.passkey, { headers, body: ANSWER }),
  };
}

const REFUSAL = {
  error: {
    code: 'passkeys_unavailable',
    message: 'Passkeys need the site opened by its name (such as localhost or www.example.com), not by an IP address like 127.0.0.1',
  },
};

/** Per configuration: where the browser is refused, and where the options come, naming the relying party. */
const cases: { env: Record<string, string>; refused: [string, Headers][]; works: [string, Headers, string][] }[] = [
  {
    env: {},
    refused: [
      ['Host 127.0.0.1:3000', at('127.0.0.1:3000')],
      ['the browser at http://127.0.0.1:3000', at('127.0.0.1:3000', 'http://127.0.0.1:3000')],
      ['Host [::1]:3000', at('[::1]:3000')],
      ['the browser at http://[::1]', at('[::1]', 'http://[::1]')],
      ['another spelling of an address, 127.1', at('127.1:3000')],
    ],
    works: [
      ['the browser at localhost', at('localhost:3000', 'http://localhost:3000'), 'localhost'],
      ['Host a name', at('www.example.com'), 'www.example.com'],
    ],
  },
  {
    env: { PUBLIC_URL: 'https://www.example.com' },
    // Behind a proxy the Host is the upstream's loopback address: the browser's Origin says where the owner is.
    refused: [['the browser at the loopback address', at('127.0.0.1:3000', 'http://127.0.0.1:3000')]],
    works: [['a proxy’s upstream Host and no Origin (not a browser)', at('127.0.0.1:3000'), 'www.example.com']],
  },
  {
    env: { PUBLIC_URL: 'http://localhost:3000' },
    refused: [['the browser at 127.0.0.1', at('127.0.0.1:3000', 'http://127.0.0.1:3000')]],
    works: [['the browser at localhost', at('localhost:3000', 'http://localhost:3000'), 'localhost']],
  },
  {
    env: { PUBLIC_URL: 'http://127.0.0.1:3000' },
    refused: [
      ['the browser there', at('127.0.0.1:3000', 'http://127.0.0.1:3000')],
      ['even the browser at localhost', at('localhost:3000', 'http://localhost:3000')],
    ],
    works: [],
  },
  { env: { PUBLIC_URL: 'http://[::1]:3000' }, refused: [['the browser there', at('[::1]:3000', 'http://[::1]:3000')]], works: [] },
];

for (const { env, refused, works } of cases) {
  test(
    `PUBLIC_URL ${env.PUBLIC_URL ?? 'unset'}: refused at an address${works.length ? ', answered by a name' : ', wherever the browser is'}`,
    async () => {
      const routes = await ceremonies(env);
      for (const [where, headers] of refused) {
        for (const [route, call] of Object.entries(routes)) {
          const res = await call(headers);
          expect({ where, route, status: res.status, body: res.json }).toEqual({ where, route, status: 400, body: REFUSAL });
        }
      }
      for (const [where, headers, rpId] of works) {
        const registering = await routes.registrationOptions(headers);
        const signingIn = await routes.signInOptions(headers);
        expect({
          where,
          registering: [registering.status, registering.json.rp?.id],
          signingIn: [signingIn.status, signingIn.json.rpId],
        }).toEqual({
          where,
          registering: [200, rpId],
          signingIn: [200, rpId],
        });
        // The answers are checked as ever: a made-up one is no passkey.
        expect([(await routes.register(headers)).status, (await routes.signIn(headers)).status]).toEqual([422, 401]);
      }
    },
    FIRST_START,
  );
}
