// A failed send as the admin and the log are told it: which kind of problem (the admin's words come from it), and the
// mail server's reply or the connection's error on one short line, with SMTP_URL's password never in it.
import type { MailProblem } from '../../contract';

type SendError = { code?: string; responseCode?: number; response?: string; message?: string };

/** The kind of problem, from nodemailer's error code, the SMTP reply code, or the system error it carries. */
export function problemOf(error: unknown): MailProblem {
  const e = (error ?? {}) as SendError;
  const text = `${e.message ?? ''} ${e.response ?? ''}`;
  const code = e.responseCode;
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || code === 530 || code === 534 || code === 535) return 'sign_in';
  if (typeof code === 'number' && code >= 500 && code < 600) return 'rejected';
  if (typeof code === 'number' && code >= 400 && code < 500) return 'deferred';
  if (e.code === 'EDNS' || /\b(ENOTFOUND|EAI_AGAIN)\b/.test(text)) return 'not_found';
  if (e.code === 'ETLS' || /\b(SSL|TLS)\b|certificate|WRONG_VERSION_NUMBER/i.test(text)) return 'tls';
  if (e.code === 'ETIMEDOUT' || /\bETIMEDOUT\b|timed? ?out|Greeting never received/i.test(text)) return 'timeout';
  if (e.code === 'ECONNECTION' || /\b(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EPIPE)\b/.test(text)) return 'no_connection';
  return 'other';
}

const MAX_DETAIL = 300;

/**
 * The reply or error on one line of at most 300 characters. The password (as written in SMTP_URL and decoded) and any
 * `user:password@` in a URL are blanked: an error that quoted either must not carry it into the log or the admin.
 */
export function detailOf(error: unknown, secrets: readonly string[] = []): string {
  const e = (error ?? {}) as SendError;
  let text = String(e.response ?? e.message ?? error);
  for (const secret of secrets) if (secret.length >= 3) text = text.split(secret).join('***');
  text = text
    .replace(/(\/\/)[^\s/@]+@/g, '$1***@')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}
