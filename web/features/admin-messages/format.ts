// How the messages tab writes dates (long format, in the admin's language) and reply links.
import type { ContactMessage } from '../../../src/contract';
import type { Lang } from '../../lib/i18n';
import { fill } from '../../lib/i18n';

export const longDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-TW' : 'en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** mailto: link with a prefilled subject and greeting. */
export function replyLink(message: ContactMessage, text: { subject: string; greeting: string; brand: string }) {
  const subject = fill(text.subject, { brand: text.brand });
  const body = fill(text.greeting, { name: message.name });
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
