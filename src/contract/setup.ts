// The admin's setup checklist: what a new site still lacks, as facts the admin turns into plain words and links.
export const SETUP_CHECKS = ['contactDetails', 'emailNotifications', 'publicUrl', 'backup'] as const;
export type SetupCheckId = (typeof SETUP_CHECKS)[number];
/** `done` false means the owner still has something to do there. */
export type SetupCheck = { id: SetupCheckId; done: boolean };
export type SetupStatus = { checks: SetupCheck[] };
