// Security emails to the notification address (when notifications are on and SMTP is set): a sign-in from a new
// device, a factor added or removed, a recovery code used, a right password followed by a wrong second step. Sent
// at once and not queued: a lost alert is logged, and the activity log has every event anyway. In English and Chinese,
// since the owner may read either.
import type { Deps } from '../../../deps';
import { clientIp } from '../../../http/client';
import { notificationTarget } from '../../settings/service';
import { describeDevice } from '../sessions/user-agent';

export type AlertKind = 'new_device' | 'factor_added' | 'factor_removed' | 'recovery_code_used' | 'second_step_failed';

const WORDS: Record<AlertKind, { en: string; zh: string }> = {
  new_device: { en: 'New sign-in to the admin from a device not seen before', zh: '有新裝置登入管理後台' },
  factor_added: { en: 'A sign-in method was added to the admin account', zh: '管理帳號新增了一種登入方式' },
  factor_removed: { en: 'A sign-in method was removed from the admin account', zh: '管理帳號移除了一種登入方式' },
  recovery_code_used: { en: 'A recovery code was used to sign in to the admin', zh: '有人使用復原碼登入管理後台' },
  second_step_failed: {
    en: 'The admin password was typed correctly, but the second step failed',
    zh: '管理密碼輸入正確，但第二步驗證失敗',
  },
};

const ADVICE = {
  en: 'If this was not you, change the password at once (Settings, Account), sign out every other device (Settings, Devices) and check the sign-in methods (Settings, Security).',
  zh: '若這不是您本人，請立即變更密碼（設定 → 帳號），登出其他所有裝置（設定 → 裝置），並檢查登入方式（設定 → 安全性）。',
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** The address and browser of the request an alert is about. */
export const alertFacts = (deps: Deps, ctx: Parameters<typeof clientIp>[0]) => ({
  address: clientIp(ctx, deps.config) ?? 'unknown',
  userAgent: ctx.request.headers.get('user-agent') ?? '',
});

/** Sends the alert in the background; never throws, never delays the answer. */
export function securityAlert(deps: Deps, kind: AlertKind, facts: { address: string; userAgent: string; what?: string }): void {
  const to = notificationTarget(deps.db);
  if (!deps.mailer || !to) return;
  const device = describeDevice(facts.userAgent);
  const when = new Date(deps.now()).toUTCString();
  const lines = [
    WORDS[kind].en,
    WORDS[kind].zh,
    '',
    ...(facts.what ? [`What / 項目: ${oneLine(facts.what)}`] : []),
    `When / 時間: ${when}`,
    `Address / 位址: ${facts.address}`,
    `Device / 裝置: ${[device.browser, device.os].filter(Boolean).join(', ') || 'unknown / 不明'}`,
    '',
    ADVICE.en,
    ADVICE.zh,
  ];
  const id = Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex');
  deps.mailer
    .send({
      to,
      subject: `${WORDS[kind].en} / ${WORDS[kind].zh}`,
      text: lines.join('\n'),
      html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
      messageId: `<security-${kind}.${id}@${deps.mailer.domain}>`,
    })
    .catch((error: unknown) => {
      // The SMTP password never reaches the log, even when a server echoes it back.
      const reason = deps.mailer!.secrets.reduce((text, secret) => text.split(secret).join('***'), String((error as Error).message));
      deps.log('warn', `security email (${kind}) not sent: ${reason}`);
    });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
