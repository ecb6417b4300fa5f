// TRUST_PROXY, TRUSTED_PROXIES and CLIENT_IP_HEADER: what each makes of the trust, and the clear line a bad one gets.
import { expect, test } from 'bun:test';
import { ConfigError, parseConfig } from './config';

const refused = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
};

test('nothing set trusts nobody; TRUST_PROXY=true trusts whatever connects; TRUSTED_PROXIES the ranges it lists', () => {
  expect(parseConfig({}).proxies).toEqual({ trusted: [], header: null });
  expect(parseConfig({ TRUST_PROXY: 'false' }).proxies).toEqual({ trusted: [], header: null });
  expect(parseConfig({ TRUST_PROXY: 'true' }).proxies).toEqual({ trusted: 'peer', header: null });
  const listed = parseConfig({ TRUSTED_PROXIES: ' 127.0.0.1/32, 10.0.0.0/8,::1 ,, 2400:cb00::/32 ', TRUST_PROXY: 'false' }).proxies;
  expect(listed.trusted !== 'peer' && listed.trusted.map((range) => range.text)).toEqual([
    '127.0.0.1/32',
    '10.0.0.0/8',
    '::1',
    '2400:cb00::/32',
  ]);
  expect(parseConfig({ TRUSTED_PROXIES: '127.0.0.1', CLIENT_IP_HEADER: ' True-Client-IP ' }).proxies.header).toBe('true-client-ip');
  expect(parseConfig({ TRUST_PROXY: 'true', CLIENT_IP_HEADER: 'fastly-client-ip' }).proxies.header).toBe('fastly-client-ip');
});

test('each bad TRUSTED_PROXIES entry is named with its reason, all at once', () => {
  expect(refused({ TRUSTED_PROXIES: '127.0.0.1, localhost, 10.0.0.0/33, 10.1.0.0/8' })).toBe(
    [
      'Invalid configuration:',
      '  TRUSTED_PROXIES: TRUSTED_PROXIES entry "localhost" is not an IP address or a range such as 10.0.0.0/8 or 2400:cb00::/32',
      '  TRUSTED_PROXIES: TRUSTED_PROXIES entry "10.0.0.0/33": an IPv4 prefix is at most /32',
      '  TRUSTED_PROXIES: TRUSTED_PROXIES entry "10.1.0.0/8" has bits set past its /8: write the range\'s first address',
    ].join('\n'),
  );
  expect(refused({ TRUSTED_PROXIES: ' , ' })).toContain('TRUSTED_PROXIES: TRUSTED_PROXIES must list addresses or ranges');
});

test('a CLIENT_IP_HEADER that is not a header name is refused', () => {
  for (const bad of ['cf connecting ip', 'x-real-ip:', 'x-"ip"', 'x-ip\u00e9', 'a(b)'])
    expect(refused({ TRUSTED_PROXIES: '127.0.0.1', CLIENT_IP_HEADER: bad })).toContain(
      'CLIENT_IP_HEADER: CLIENT_IP_HEADER must be a header name such as cf-connecting-ip',
    );
});

test('both TRUST_PROXY=true and TRUSTED_PROXIES, or a CLIENT_IP_HEADER nobody is trusted to send, are refused saying why', () => {
  expect(refused({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1' })).toContain(
    'TRUSTED_PROXIES: TRUSTED_PROXIES and TRUST_PROXY=true cannot both be set',
  );
  expect(refused({ CLIENT_IP_HEADER: 'cf-connecting-ip' })).toContain(
    'CLIENT_IP_HEADER: CLIENT_IP_HEADER is believed only from a trusted proxy: set TRUSTED_PROXIES',
  );
  expect(refused({ CLIENT_IP_HEADER: 'cf-connecting-ip', TRUST_PROXY: 'false' })).toContain('CLIENT_IP_HEADER is believed only');
});
