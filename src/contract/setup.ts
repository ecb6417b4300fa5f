// The admin's setup checklist: what a new site still lacks, as facts the admin turns into plain words and links.
export const SETUP_CHECKS = ['contactDetails', 'emailNotifications', 'publicUrl', 'backup'] as const;
export type SetupCheckId = (typeof SETUP_CHECKS)[number];
/** `done` false means the owner still has something to do there. */
export type SetupCheck = { id: SetupCheckId; done: boolean };
/** `publicUrl`: the site's public address when the server is told it (PUBLIC_URL), for showing links as visitors see them. */
export type SetupStatus = { checks: SetupCheck[]; publicUrl: string | null };
