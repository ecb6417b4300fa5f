// The keys of the stored settings and the image types an upload may be: what the server stores and the admin writes.
// Re-exported by ./constants.ts, kept apart so that a public page's script, which needs that file, carries none of it.

export const SETTING_KEYS = [
  'notificationEmail',
  'notificationsEnabled',
  'adminUsername',
  'contactAddress',
  'contactPhone',
  'contactEmail',
  /** Beyond product.md: the address as the Chinese pages show it ('' shows contactAddress there too; issue 53). */
  'contactAddressZh',
  /** Beyond product.md: delete contact messages older than this many days ('' keeps them all, the default). */
  'messageRetentionDays',
  /** Beyond product.md: the site's time zone, an IANA name ('' is the server's own, the default; decision 0089). */
  'timeZone',
  /** Beyond product.md: a message without a solved challenge goes to Spam ('' or 'spam', the default) or is refused
   * ('refuse'; decision 0108). */
  'unsolvedMessages',
  /** Beyond product.md: Spam empties itself after this many days ('' is 30, the default; decision 0108). */
  'spamKeepDays',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** The image formats an upload may be (recognised by their bytes), with the file extension each is served under. */
export const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const mediaPath = (sha256: string, type: ImageType) => `/media/${sha256}.${IMAGE_TYPES[type]}`;
// Said with the variants, which public pages load without the rest of this file.
/** Where an uploaded image is served: its SHA-256 and its extension, e.g. `/media/3f…9a.webp`. */
export const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(jpg|png|webp|avif)$/;
// Its variants' addresses are said with them, which public pages load without the rest of this file.
export { VARIANT_PATH, variantPath } from './image-variants';
