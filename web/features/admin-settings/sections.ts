// The settings' pages (decision 0184; decision 0200 moved Images out to a tab of its own, /dashboard/images, review round 19: fourteen pages, many holding one field, read as a maze): six pages a
// studio would sign, each holding the sections that belong together, one card or a few under their own headings. A page's
// address is its first section's (/dashboard/settings/<page>, under /admin), so the links made before to those keep
// working; any other section's old address moves to its page, at the section's anchor (/dashboard/settings/account#devices).
export const SETTINGS_PAGES = {
  // Decision 0258 (outside review r30: one long page whose side list jumped within it): every section a page of its own, at
  // its own address, so a side-list item opens one page and nothing below it.
  email: ['email'],
  channels: ['channels'],
  spam: ['spam'],
  retention: ['retention'],
  contact: ['contact'],
  logo: ['logo'],
  timezone: ['timezone'],
  account: ['account'],
  security: ['security'],
  devices: ['devices'],
  // How soon changes show is no setting (round 30): a note in the Backups page's Technical details.
  backups: ['backups', 'cache'],
} as const;

export type SettingsPage = keyof typeof SETTINGS_PAGES;
export type SettingsSection = (typeof SETTINGS_PAGES)[SettingsPage][number];

export const PAGE_NAMES = Object.keys(SETTINGS_PAGES) as SettingsPage[];
export const SETTINGS_SECTIONS: readonly SettingsSection[] = Object.values(SETTINGS_PAGES).flat();

/** The page a section is on. */
export const pageOf = (section: SettingsSection): SettingsPage =>
  PAGE_NAMES.find((page) => (SETTINGS_PAGES[page] as readonly SettingsSection[]).includes(section)) ?? 'email';

/** The side list's groups (decision 0246, after round 30: Logo and Time zone read as parts of Contact info, retention as
 *  part of Spam, How soon changes show as part of Backups): a caption each, then every section as an equal item, in the
 *  order the pages show them. A group names what its sections are about; the pages (and their addresses) stay as they were. */
export const SETTINGS_GROUPS = {
  messages: ['email', 'channels', 'spam', 'retention'],
  site: ['contact', 'logo', 'timezone'],
  account: ['account', 'security', 'devices'],
  data: ['backups'],
} as const satisfies Record<string, readonly SettingsSection[]>;

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;
export const GROUP_NAMES = Object.keys(SETTINGS_GROUPS) as SettingsGroup[];

/** The sign beside each group's caption. */
export const GROUP_ICONS: Record<SettingsGroup, string> = {
  messages: 'i-lucide-bell',
  site: 'i-lucide-building-2',
  account: 'i-lucide-user-round',
  data: 'i-lucide-database-backup',
};

/** Whether a section opens its page (its address is the page's own). */
export const opensPage = (section: SettingsSection): section is SettingsPage => pageOf(section) === section;

/** What /dashboard/settings shows, and what an address naming no section falls back to. */
export const DEFAULT_PAGE: SettingsPage = 'email';

export const isSettingsSection = (name: string | undefined): name is SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(name ?? '');
export const isSettingsPage = (name: string | undefined): name is SettingsPage => (PAGE_NAMES as string[]).includes(name ?? '');

/** Where the image library went (decision 0200): its old settings address (/dashboard/settings/images, or
 *  /dashboard/settings#images) moves there. */
export const IMAGES_TAB = '/dashboard/images';
export const wasImages = (name: string | undefined) => name === 'images';

/** The address of a page, relative to the admin area's base. */
export const settingsPath = (page: SettingsPage) => `/dashboard/settings/${page}`;
/** The address of a section: its page's, at the section's anchor where it is not the page's first. */
export const sectionPath = (section: SettingsSection) => {
  const page = pageOf(section);
  return page === section ? settingsPath(page) : `${settingsPath(page)}#${section}`;
};
