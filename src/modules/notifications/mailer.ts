// Sending one email over SMTP with nodemailer, and telling a temporary failure from a permanent one.
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';

export type Email = {
  from: string;
  to: string;
  replyTo?: string | { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  /** A reply's thread (decision 0106): the message it answers, and every one before it in the thread. */
  inReplyTo?: string;
  references?: string[];
};

/**
 * `domain` (of the From address) names the Message-IDs this site writes. `secrets`: SMTP_URL's password as written and
 * decoded, kept out of every error text the log or the admin sees (problem.ts).
 */
export type Mailer = { from: string; domain: string; secrets: string[]; send: (email: Omit<Email, 'from'>) => Promise<void> };

/** null when SMTP_URL is not set: messages are still stored, and nothing tries to send. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): Mailer | null {
  if (!config.smtpUrl) return null;
  const url = new URL(config.smtpUrl);
  // nodemailer is loaded on the first email, not at start: most starts send nothing for a while.
  let transport: Promise<Transporter> | undefined;
  const options = {
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Upgrade to TLS when the server offers it; loopback test servers do not.
    opportunisticTLS: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
  const from = config.smtpFrom ?? `no-reply@${url.hostname}`;
  return {
    from,
    secrets: [...new Set([url.password, decodeURIComponent(url.password)])].filter(Boolean),
    domain: /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost',
    async send(email) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(options));
      await (await transport).sendMail({ ...email, from });
    },
  };
}

/**
 * SMTP 5xx replies are permanent (the address, the content or the account is refused): retrying cannot help.
 * Everything else — 4xx replies, refused connections, timeouts, DNS hiccups — is worth another try later.
 */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  // Refused sign-in to the mail server (530, 534, 535) is our configuration, not the message: once SMTP_URL is
  // fixed and the site restarted, the queued mail goes out, so keep retrying.
  if (code === 530 || code === 534 || code === 535) return false;
  return typeof code === 'number' && code >= 500 && code < 600;
}
