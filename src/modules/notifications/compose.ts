// The notification email for one contact message: plain text and simple HTML, every value escaped.
import { SERVICE_LABELS, type ContactMessage } from '../../contract';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values cannot carry line breaks (header injection); names are trimmed to a sane length. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 120);

export function composeNotification(message: ContactMessage, site: { brand: string }) {
  const service = message.service ? SERVICE_LABELS.en[message.service] : 'Not specified';
  const received = new Date(message.createdAt).toUTCString();
  const fields: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Service', service],
    ['Received', received],
  ];
  const text = [
    `New message from the ${site.brand} website.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    'Reply to this email to answer the sender.',
  ].join('\n');
  const html = [
    `<p>New message from the ${escapeHtml(site.brand)} website.</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding-left:12px">${escapeHtml(message.message)}</p>`,
    '<p>Reply to this email to answer the sender.</p>',
  ].join('\n');
  return {
    subject: oneLine(`New message from ${message.name} (${site.brand})`),
    text,
    html,
    replyTo: { name: oneLine(message.name), address: message.email },
  };
}
