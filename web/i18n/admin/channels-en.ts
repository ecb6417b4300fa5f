// The admin's words for the notification channels (decision 0107). Typed by this file: channels-zh.ts must match it,
// so a missing translation fails the typecheck.
export const channelsEn = {
  title: 'Chat apps and webhooks',
  description: 'Get each new message in a chat app too.',
  names: { slack: 'Slack', discord: 'Discord', telegram: 'Telegram', line: 'LINE', webhook: 'Webhook' },
  /** What a Telegram or LINE channel posts to, before its id (the id itself muted after it). */
  targets: { chat: 'Posts to the chat', user: 'Posts to the person', group: 'Posts to the group', room: 'Posts to the room' },
  /** Before the short form of a Slack, Discord or webhook address. */
  postsTo: 'Posts to',
  about: {
    slack: 'Posts to a channel in your workspace.',
    discord: 'Posts to a channel on your server.',
    telegram: 'Posts to a chat your bot is in.',
    line: 'Posts to you or your team’s group.',
    webhook: 'Sends each message to Zapier, n8n or Make.',
  },
  fields: {
    url: 'Webhook address',
    token: { telegram: 'Bot token', line: 'Channel access token' },
    chatId: 'Chat or group number',
    to: 'Your user id or the group’s id',
    secret: 'Signing secret',
  },
  hints: {
    slack: 'In Slack: Apps → Incoming Webhooks → Add to a channel, then copy the address (https://hooks.slack.com/services/…).',
    discord: 'In Discord: the channel’s settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
    telegram:
      'Make a bot with @BotFather and copy its token; add the bot to the chat and send it a message. A group’s id is a number starting with -100.',
    line: 'In the LINE Developers console: your channel’s Messaging API tab → Channel access token (long-lived). Your user id is on the Basic settings tab.',
    webhook: 'Copy this secret into the receiving service, so it can tell each request came from your site.',
  },
  signing: 'Each request carries Webhook-Signature: v1= and the HMAC-SHA256 of “Webhook-Timestamp.body” under this secret.',
  generate: 'Generate',
  setUp: 'Set up',
  change: 'Change…',
  remove: 'Remove',
  /** A set-up row's "…" menu (decision 0203): test, change, remove. */
  actions: 'More actions for {{name}}',
  removeNamed: 'Remove {{name}}',
  removed: '{{name}} removed',
  /** Asked before Remove (code review of session 48: a saved token went at one tap). */
  removeTitle: 'Remove {{name}}?',
  removeBody:
    'New messages will no longer be announced on {{name}}, and what this site keeps to post there is deleted. To use it again, set it up again with what {{name}} gives you.',
  removing: 'Removing…',
  save: 'Save',
  saving: 'Checking…',
  cancel: 'Cancel',
  saved: '{{name}} saved',
  saveFailed: 'Could not save {{name}}',
  on: 'Announce new messages on {{name}}',
  switched: { on: '{{name}} is on', off: '{{name}} is off' },
  test: 'Send a test',
  testing: 'Sending…',
  retry: 'Try again',
  tested: 'Test sent to {{name}}',
  testFailed: 'The test did not reach {{name}}',
  status: { working: 'Working', failing: 'Failing', off: 'Off', unused: 'Not used yet' },
  failedAt: 'Last try {{date}} failed.',
  off: 'Off',
  lastOk: 'Last worked {{date}}',
  neverYet: 'Not used yet',
  waiting: { one: '{{count}} announcement waiting to be sent again', other: '{{count}} announcements waiting to be sent again' },
  secretKept: 'Saved and kept sealed; it is never shown again. Enter it anew to change it.',
};

export type ChannelsWords = typeof channelsEn;
