// The admin's words for answering messages (decision 0106): the reply composer, a reply's state, where a message stands
// and its private note. Typed by this file: inbox-zh.ts must match it, so a missing translation fails the typecheck.
export const inboxEn = {
  states: { new: 'New', replied: 'Replied', closed: 'Closed' },
  replyStates: { queued: 'Queued', sent: 'Sent', retrying: 'Retrying', failed: 'Failed' },
  exportState: {
    new: { one: 'Export {{count}} new message', other: 'Export {{count}} new messages' },
    replied: { one: 'Export {{count}} replied message', other: 'Export {{count}} replied messages' },
    closed: { one: 'Export {{count}} closed message', other: 'Export {{count}} closed messages' },
  },
  exportEveryState: { new: 'Export every new message', replied: 'Export every replied message', closed: 'Export every closed message' },
  exportFoundState: {
    new: { one: 'Export {{count}} new message matching “{{q}}”', other: 'Export {{count}} new messages matching “{{q}}”' },
    replied: { one: 'Export {{count}} replied message matching “{{q}}”', other: 'Export {{count}} replied messages matching “{{q}}”' },
    closed: { one: 'Export {{count}} closed message matching “{{q}}”', other: 'Export {{count}} closed messages matching “{{q}}”' },
  },
  exportEveryFoundState: {
    new: 'Export every new message matching “{{q}}”',
    replied: 'Export every replied message matching “{{q}}”',
    closed: 'Export every closed message matching “{{q}}”',
  },
  stateLabel: 'Where it stands',
  stateSet: { new: 'Set to new', replied: 'Marked replied', closed: 'Closed' },
  composer: {
    title: 'Reply',
    in: 'Written in {{language}}, as {{name}} wrote; sent from {{from}}, answers go to {{replyTo}}.',
    inNoReplyTo: 'Written in {{language}}, as {{name}} wrote; sent from {{from}}.',
    subject: 'Subject',
    body: 'Your reply',
    send: 'Send reply',
    sending: 'Sending…',
    queued: 'Reply on its way to {{email}}',
    mailApp: 'Reply in your mail app',
    failed: 'Could not send the reply',
    over: '{{count}} / {{max}} characters: shorten the reply to send it.',
  },
  sent: {
    title: 'Replies',
    queued: 'Waiting to be sent',
    sent: 'Sent {{date}}',
    retrying: 'Not sent yet: the mail server answered “{{error}}”. Trying again {{date}}.',
    failed: 'Not sent: the mail server answered “{{error}}”.',
    retry: 'Try again',
    retried: 'Reply queued again',
    retryFailed: 'Could not queue the reply again',
    to: 'To {{email}}',
  },
  note: {
    label: 'Private note',
    hint: 'Only you see it: never sent to the sender.',
    save: 'Save note',
    saved: 'Note saved',
    failed: 'Could not save the note',
  },
};

export type InboxWords = typeof inboxEn;
