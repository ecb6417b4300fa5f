// Which problem a failed send was, and its detail on one short line without the password: from real sends to a
// loopback SMTP server where one can be made here (451, 550, smtps:// to a plain server, nothing listening), and from
// the errors nodemailer 10 was seen to raise for the rest (a name not found, no greeting in time, a refused sign-in).
import { afterEach, expect, test } from 'bun:test';
import { createMailer } from './mailer';
import { detailOf, problemOf } from './problem';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';

const smtps: SmtpTestServer[] = [];
afterEach(async () => Promise.all(smtps.splice(0).map((smtp) => smtp.close())));

/** What one send to `url` threw. */
async function failure(url: string): Promise<unknown> {
  const mailer = createMailer({ smtpUrl: url, smtpFrom: 'site@example.test' })!;
  try {
    await mailer.send({ to: 'owner@example.test', subject: 'x', text: 'x', html: '<p>x</p>', messageId: '<x@example.test>' });
  } catch (error) {
    return error;
  }
  throw new Error('the send succeeded');
}

test('real sends: 451 is "deferred", 550 "rejected", nothing listening "no_connection", smtps:// to a plain server "tls"', async () => {
  const smtp = await startSmtpServer();
  smtps.push(smtp);
  smtp.answerNext({ code: 451, message: 'Greylisted' }, { code: 550, message: 'Relay access denied' });
  const greylisted = await failure(smtp.url);
  expect([problemOf(greylisted), detailOf(greylisted)]).toEqual(['deferred', '451 Greylisted']);
  const refused = await failure(smtp.url);
  expect([problemOf(refused), detailOf(refused)]).toEqual(['rejected', '550 Relay access denied']);
  const tls = await failure(smtp.url.replace('smtp:', 'smtps:'));
  expect(problemOf(tls)).toBe('tls');
  await smtp.stop();
  const down = await failure(smtp.url);
  expect([problemOf(down), detailOf(down)]).toEqual(['no_connection', `connect ECONNREFUSED 127.0.0.1:${smtp.port}`]);
});

test.each([
  [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND mail.example.invalid', command: 'CONN' }, 'not_found'],
  [{ code: 'ETIMEDOUT', message: 'Greeting never received', command: 'CONN' }, 'timeout'],
  [{ code: 'ETIMEDOUT', message: 'Connection timeout', command: 'CONN' }, 'timeout'],
  [
    {
      code: 'EAUTH',
      responseCode: 535,
      response: '535 5.7.8 Authentication failed',
      message: 'Invalid login: 535 5.7.8 Authentication failed',
    },
    'sign_in',
  ],
  [{ code: 'EENVELOPE', responseCode: 530, response: '530 Must issue a STARTTLS command first' }, 'sign_in'],
  [{ code: 'ESOCKET', message: 'Client network socket disconnected before secure TLS connection was established' }, 'tls'],
  [{ code: 'ESOCKET', message: 'read ECONNRESET' }, 'no_connection'],
  [new Error('something else entirely'), 'other'],
])('%o is "%s"', (error, problem) => {
  expect(problemOf(error)).toBe(problem as ReturnType<typeof problemOf>);
});

test('the detail: one line, at most 300 characters, the password and any user:password@ blanked', () => {
  const error = { response: '535 5.7.8 nope for site:s3cret\r\n  (see smtp://site:s3cret@mail.example.com)' };
  expect(detailOf(error, ['s3cret'])).toBe('535 5.7.8 nope for site:*** (see smtp://***@mail.example.com)');
  expect(detailOf({ message: 'x'.repeat(1000) })).toHaveLength(300);
  // A short secret would blank ordinary words; SMTP_URL's password is never that short in practice.
  expect(detailOf({ message: 'an error' }, ['an'])).toBe('an error');
});
