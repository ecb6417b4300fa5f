// The dashboard footer names the running build (version, commit, build time) in the admin's language, says when the site
// runs from source, keeps showing it while /healthz answers 503, and is absent when the details cannot be read.
import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, screen } from '@testing-library/react';
import type { HealthDetails } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDate } from '../../lib/dates';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { BuildFooter } from './build-footer';

const BUILT: HealthDetails = {
  status: 'ok',
  version: '0.1.0',
  commit: '1a2b3c4',
  builtAt: '2026-11-24T10:30:00Z',
  uptimeS: 12,
  database: 'ok',
  disk: 'ok',
  replication: { state: 'off', behindBytes: null, caughtUpAt: null },
  diskFreeMb: 900,
  outbox: { pending: 0, failed: 0 },
  mail: 'off',
};
let asked: string[] = [];
const serve = (body: unknown, status = 200) => {
  asked = [];
  replaceFetch((url) => {
    asked.push(String(url));
    return json(body, status);
  });
};
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('a built binary: version, commit and build time, in English', async () => {
  serve(BUILT);
  await renderInApp(<BuildFooter />);
  const footer = await screen.findByRole('contentinfo', { name: adminEn.build.label });
  expect(asked).toEqual(['/healthz']);
  expect(footer.textContent).toBe(`${adminEn.build.details}Version 0.1.0·commit 1a2b3c4·built ${longDate(BUILT.builtAt!, 'en')}`);
  expect(footer.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T10:30:00Z');
});

test('in Chinese', async () => {
  serve(BUILT);
  await renderInApp(<BuildFooter />, { lang: 'zh' });
  const footer = await screen.findByRole('contentinfo', { name: adminZh.build.label });
  expect(footer.textContent).toBe(`${adminZh.build.details}版本 0.1.0·提交 1a2b3c4·建置於 ${longDate(BUILT.builtAt!, 'zh')}`);
});

test('unwell (503): the build is still named', async () => {
  serve({ ...BUILT, status: 'unavailable', database: 'unwritable' }, 503);
  await renderInApp(<BuildFooter />);
  expect((await screen.findByRole('contentinfo')).textContent).toContain('1a2b3c4');
});

test('run from source: said so, no commit or date', async () => {
  serve({ ...BUILT, commit: 'source', builtAt: null });
  await renderInApp(<BuildFooter />);
  const footer = await screen.findByRole('contentinfo');
  expect(footer.textContent).toBe(`${adminEn.build.details}Version 0.1.0·${adminEn.build.source}`);
  expect(footer.querySelector('time')).toBeNull();
});

test('the status alone (no details) or no answer: nothing shown', async () => {
  serve({ status: 'ok' });
  await renderInApp(<BuildFooter />);
  await act(() => Bun.sleep(50)); // the answer arrives and is rendered
  expect(asked).toEqual(['/healthz']);
  expect(screen.queryByRole('contentinfo')).toBeNull();
  cleanup();
  replaceFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  await renderInApp(<BuildFooter />);
  await act(() => Bun.sleep(50)); // the answer arrives and is rendered
  expect(screen.queryByRole('contentinfo')).toBeNull();
});
