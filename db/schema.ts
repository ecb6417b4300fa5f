// The database tables (drizzle). Amounts are integer cents; lists are JSON text; times are ms since epoch.
import { sql } from 'drizzle-orm';
import { blob, integer, primaryKey, real, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import { jsonList, jsonTexts } from './columns';

const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const contentEntries = sqliteTable(
  'content_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    section: text('section').notNull(),
    key: text('key').notNull(),
    enValue: text('en_value').notNull().default(''),
    zhValue: text('zh_value').notNull().default(''),
    updatedAt: integer('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex('content_section_key').on(t.section, t.key)],
);

/** The content lists' tables are built from their descriptors (./list-tables.ts; drizzle-kit reads them through ./list-tables.cjs). */
export { LIST_TABLES } from './list-tables';

export const pricingPlans = sqliteTable('pricing_plans', {
  id: text('id').primaryKey(), // basic | pro | enterprise
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  monthlyCents: integer('monthly_cents').notNull(),
  annualCents: integer('annual_cents').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  featuresEn: jsonList('features_en'),
  featuresZh: jsonList('features_zh'),
  isPopular: integer('is_popular', { mode: 'boolean' }).notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    service: text('service'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    /** When the admin marked it replied (ms); null: not replied. Set and cleared by hand (decision 0068). */
    repliedAt: integer('replied_at'),
    /** The language of the page it was sent from ('en' | 'zh'); null for messages older than decision 0068. */
    lang: text('lang', { enum: ['en', 'zh'] }),
    /** Why no notification email was queued when it arrived; null when one was, or for messages older than 0068. */
    notificationSkipped: text('notification_skipped', { enum: ['no_mail_service', 'off', 'no_address', 'spam'] }),
    /** Where the visit that sent it began (decision 0074), each null when not known: its first page, the plan whose
     * button led to the form, the referring host and the campaign's utm_* values. */
    sourceLanding: text('source_landing'),
    sourcePlan: text('source_plan'),
    sourceReferrer: text('source_referrer'),
    sourceUtmSource: text('source_utm_source'),
    sourceUtmMedium: text('source_utm_medium'),
    sourceUtmCampaign: text('source_utm_campaign'),
    /** When the admin closed it (ms): nothing more to do. Its state is closed, else replied (repliedAt), else new. */
    closedAt: integer('closed_at'),
    /** The admin's private note on it; never shown to the sender or sent anywhere. */
    note: text('note').notNull().default(''),
    /**
     * Why it is in Spam (decision 0108): no solved challenge (`unsolved`, `invalid`, `expired`, `replayed`), a rule
     * (`links`, `repeated`, `sender`) or the owner (`owner`); null when it is in the inbox. Nothing announces it.
     */
    spam: text('spam'),
    /** When it went to Spam (ms): Spam empties itself this many days after. */
    spamAt: integer('spam_at'),
  },
  // Newest first by (created_at, id), the inbox's page order; unread ones the same way, and counted from the index.
  // Spam's by when they went there: counted, listed and emptied from the index (decision 0108).
  (t) => [
    index('contact_messages_newest').on(t.createdAt, t.id),
    index('contact_messages_unread').on(t.isRead, t.createdAt, t.id),
    index('contact_messages_spam').on(t.spamAt),
  ],
);

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The one administrator's password hash (the username is the adminUsername setting). */
export const adminAccount = sqliteTable('admin_account', {
  id: integer('id').primaryKey(), // always 1
  passwordHash: text('password_hash').notNull(),
  updatedAt: integer('updated_at').notNull(),
  /** The password alone never signs in (issue 33). */
  secondFactorRequired: integer('second_factor_required', { mode: 'boolean' }).notNull().default(false),
});

export const sessions = sqliteTable('sessions', {
  tokenHash: text('token_hash').primaryKey(), // SHA-256 of the cookie's token, hex
  createdAt: integer('created_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
  /** What the browser said it was at sign-in, for the list of signed-in devices (cut to 300 characters). */
  userAgent: text('user_agent').notNull().default(''),
  /** The client's address, as of the last time the session was seen. */
  address: text('address').notNull().default(''),
  /** How it signed in (contract SignInMethod). */
  method: text('method').notNull().default('password'),
  /** When the password or a factor was last proven in it: sensitive changes need this within CONFIRM_FOR_MS. */
  confirmedAt: integer('confirmed_at').notNull().default(0),
});

/**
 * The authenticator app (one at most). The secret is sealed with AES-256-GCM under the data folder's key file, so the
 * database alone (a backup, a replica) does not give it away. `lastStep`: the 30-second step last accepted, so a code
 * is good once.
 */
export const totpFactor = sqliteTable('totp_factor', {
  id: integer('id').primaryKey(), // always 1
  sealedSecret: text('sealed_secret').notNull(),
  lastStep: integer('last_step'),
  createdAt: integer('created_at').notNull(),
  lastUsedAt: integer('last_used_at'),
});

/** Passkeys (WebAuthn credentials): public keys only; the private key never leaves the authenticator. */
export const passkeys = sqliteTable('passkeys', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  credentialId: text('credential_id').notNull().unique(), // base64url
  publicKey: blob('public_key', { mode: 'buffer' }).notNull(), // COSE
  counter: integer('counter').notNull().default(0),
  transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
  name: text('name').notNull(),
  createdAt: integer('created_at').notNull(),
  lastUsedAt: integer('last_used_at'),
});

/** Recovery codes: only their SHA-256 (each holds 80 random bits, so the hash cannot be walked back). */
export const recoveryCodes = sqliteTable('recovery_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdAt: integer('created_at').notNull(),
  usedAt: integer('used_at'),
});

/** Browsers that skip the second step for 30 days: the SHA-256 of the cookie's token. */
export const rememberedDevices = sqliteTable('remembered_devices', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** One-time facts about this database, such as which seed has run. */
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Replies written in the inbox and sent to a message's sender by email (decision 0106), each through its own outbox
 * row. Deleting the message drops its replies.
 */
export const messageReplies = sqliteTable(
  'message_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The language it was written in (the sender's). */
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('message_replies_message').on(t.contactMessageId)],
);

/**
 * What waits to go out, written in the same transaction as what it carries (the transactional outbox): a message's
 * notification email (`notification`), a reply to its sender (`reply`). Deleting the message drops its rows.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    /** Fixed when the row is written, so a resend after a crash carries the same Message-ID. */
    messageIdHeader: text('message_id_header').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at'),
    createdAt: integer('created_at').notNull(),
    kind: text('kind', { enum: ['notification', 'reply', 'channel'] })
      .notNull()
      .default('notification'),
    /** A reply's row: the reply it sends. */
    replyId: integer('reply_id').references(() => messageReplies.id, { onDelete: 'cascade' }),
    /** A channel's row (decision 0107): which channel it announces the message on. */
    channel: text('channel'),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_message').on(t.contactMessageId)],
);

/**
 * The contact form's proof-of-work challenges already used (decision 0108), by their signature, until they expire: a
 * solution is good for one message.
 */
export const usedChallenges = sqliteTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * Where else a new message is announced besides email (decision 0107): Slack, Discord, Telegram, LINE, a signed webhook.
 * What identifies the destination and can post to it (webhook addresses, bot tokens, signing secrets) is sealed under
 * the data folder's secret.key, never stored plain; how its sends go is kept beside it.
 */
export const notificationChannels = sqliteTable('notification_channels', {
  kind: text('kind', { enum: ['slack', 'discord', 'telegram', 'line', 'webhook'] }).primaryKey(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** The secrets, sealed (AES-256-GCM, label `channel:<kind>`): a JSON object of the kind's secret fields. */
  sealed: text('sealed').notNull(),
  /** What may be shown of it: a hint of the destination (its host and the last characters), never a secret. */
  hint: text('hint').notNull(),
  lastOkAt: integer('last_ok_at'),
  lastErrorAt: integer('last_error_at'),
  lastError: text('last_error'),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Uploaded images, kept in the database so one file is a whole backup and a restore never leaves a page pointing at
 * a missing file. Stored once per content (SHA-256); served at /media/<sha256>.<ext>.
 */
export const media = sqliteTable('media', {
  sha256: text('sha256').primaryKey(),
  type: text('type').notNull(), // image/jpeg | image/png | image/webp | image/avif
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  createdAt: createdAt(),
  /**
   * The image the Chinese pages show in its place (decision 0101): a cover's or a screen's Chinese version, its words
   * in Chinese. Another image's path in this table; that one may have a dark version, nothing else.
   */
  zhPath: text('zh_path'),
  /** The image the dark theme shows in its place (decision 0101): drawn for a dark page. That one has no versions. */
  darkPath: text('dark_path'),
  /**
   * Its sizes in AVIF and WebP (media_variants, decision 0104): `pending` until the background maker has made them
   * (an upload, or an image stored before they existed), then `ready`, or `failed` with why in `variantsError`.
   */
  variants: text('variants').notNull().default('pending'),
  variantsError: text('variants_error'),
  /** Its average colour (`#rrggbb`), shown while it loads; set with its variants. */
  placeholder: text('placeholder'),
  /** Where its subject is, from its left and top edge (0 to 1): every crop keeps this point in view. */
  focusX: real('focus_x').notNull().default(0.5),
  focusY: real('focus_y').notNull().default(0.5),
  /**
   * Its name in the library (decision 0248): from the uploaded file's name (no extension, dashes and underscores as
   * spaces), then as the owner edits it; up to 120 characters. Null for none (an image from before, a file without a name).
   */
  name: text('name'),
});

/**
 * An image's smaller copies in a modern format (decision 0104): one per format and width, up to its own width, made in
 * the background after the upload and removed with it. In the database, so a backup holds them.
 */
export const mediaVariants = sqliteTable(
  'media_variants',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => media.sha256, { onDelete: 'cascade' }),
    format: text('format').notNull(), // avif | webp
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sha256, table.format, table.width] })],
);

/**
 * What the administrator did, one row per action (issue 16): who (the account's name then), from where (the client
 * address), what (an action name), on what (target) and the values it records (old and new; never a password).
 * Written in the action's own transaction; read only (no route changes or deletes a row); pruned by age.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    /** JSON: the values the entry records (AuditDetails of its action), never words. */
    detail: text('detail').notNull().default('{}'),
  },
  (t) => [index('audit_log_at').on(t.at, t.id), index('audit_log_action').on(t.action, t.at, t.id)],
);

/**
 * Every saved version of what the admin edits (issue 18): a content field's two languages, a pricing plan, a list
 * entry. One row per change, written in the change's transaction: the value before and after (JSON, as the API reads
 * and writes it; null before a creation and after a deletion), when and by whom. Restoring writes a row of its own.
 * Kept as long as the site: it is how a deleted entry or an overwritten text comes back.
 */
export const revisions = sqliteTable(
  'revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    account: text('account').notNull(),
    /** What changed, named as the activity log names it: `home.hero.title`, `pricing-plans/pro`, `services/4`. */
    target: text('target').notNull(),
    before: text('before'),
    after: text('after'),
    /** A restore: the revision whose `before` it brought back. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [index('revisions_target').on(t.target, t.id)],
);

/**
 * What a search result and a shared link show of each public page (issue 18): its title and description per language
 * ('' = the page's automatic one) and an uploaded image for social cards. One row per section; no row = all automatic.
 */
export const pageSnippets = sqliteTable('page_snippets', {
  section: text('section').primaryKey(),
  titleEn: text('title_en').notNull().default(''),
  titleZh: text('title_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  /** A `/media/<sha256>.<ext>` path of an uploaded image, or null for none. */
  imagePath: text('image_path'),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * The site's logo (decision 0050): one row (id 1) naming an uploaded image and the size copied from it when it was
 * chosen; no row, or a null path, = the built-in mark.
 */
export const siteBrand = sqliteTable('site_brand', {
  id: integer('id').primaryKey(), // always 1
  /** A `/media/<sha256>.<ext>` path of an uploaded image, or null for the built-in mark. */
  logoPath: text('logo_path'),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Purges owed to the shared cache in front (decision 0070): the keys a change touched, written when the change is
 * saved and sent to CACHE_PURGE_URL until it answers, retried with backoff; the admin sees the last outcome.
 */
export const cachePurges = sqliteTable(
  'cache_purges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The keys, separated by spaces: public reads' URLs, or "site" for everything. */
    keys: text('keys').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastError: text('last_error'),
    doneAt: integer('done_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('cache_purges_due').on(t.status, t.nextAttemptAt)],
);

/**
 * Page views as they came (decision 0074), kept ANALYTICS_KEEP_DAYS days; every figure the admin reads comes from
 * `insight_rollups`, added to in the same transaction as these rows. No address or browser is kept: `visitor` is a hash
 * of them under a salt that lives in memory for one day. Referrer, source, medium, campaign: "" when none.
 */
export const pageViews = sqliteTable(
  'page_views',
  {
    id: integer('id').primaryKey(),
    day: text('day').notNull(), // YYYY-MM-DD in the server's time zone
    visitor: integer('visitor').notNull(),
    path: text('path').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    device: text('device', { enum: ['phone', 'tablet', 'computer'] }).notNull(),
    referrer: text('referrer').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
  },
  (t) => [index('page_views_day').on(t.day)],
);

/**
 * Each day's figures per dimension (decision 0074): "total" (value ""), "page" ("en /pricing"), "referrer" (a host),
 * "campaign" ("source / medium / campaign"), "device", "lang". Views and visitors are added as the views arrive; a
 * visitor counts once a day per value. Kept for good (a few hundred rows a day at most: values past a day's cap are
 * counted as "(other)").
 */
export const insightRollups = sqliteTable(
  'insight_rollups',
  {
    day: text('day').notNull(),
    dimension: text('dimension', { enum: ['total', 'page', 'referrer', 'campaign', 'device', 'lang'] }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  // Dimension first: the daily totals and each breakdown read one dimension over a range of days.
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/**
 * A published piece (decision 0091): a journal article or a Work page (a client story), what its two languages share. The
 * address is `/{blog|work}/{slug}`, unique in its collection.
 */
export const pieces = sqliteTable(
  'pieces',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    collection: text('collection').notNull(), // journal | work
    slug: text('slug').notNull(),
    /** An image of the library (`/media/…`), or null. */
    coverImage: text('cover_image'),
    /** The team member who wrote it (the people list's id), or null. */
    authorId: integer('author_id'),
    /** A Work page's (decision 0095): the client story card (STORY_LIST's entry) whose page it is, the client's quote, the services used, its screens. */
    studyId: integer('study_id'),
    testimonialId: integer('testimonial_id'),
    serviceIds: text('service_ids', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    gallery: jsonList('gallery'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('pieces_collection_slug').on(t.collection, t.slug)],
);

/** A piece in one language: its texts, and its own state and schedule (decision 0091). Times are ms. */
export const pieceVersions = sqliteTable(
  'piece_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => pieces.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(), // en | zh
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverAlt: text('cover_alt').notNull().default(''),
    /** Its page's own search title and description (decision 0147); blank: the title and the summary. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** A Work page's screens described in this language, by image path: each one's alt text and caption. */
    galleryCaptions: jsonTexts('gallery_captions'),
    /** A Work page's facts at a glance in this language, in order (decision 0178): `[{ term, detail }]`. */
    facts: text('facts', { mode: 'json' }).$type<{ term: string; detail: string }[]>().notNull().default(sql`'[]'`),
    tags: jsonList('tags'),
    state: text('state').notNull().default('draft'), // draft | scheduled | published | unpublished
    publishAt: integer('publish_at'),
    unpublishAt: integer('unpublish_at'),
    /** When it first went up: the date it shows. Kept when it is taken down and put up again. */
    publishedAt: integer('published_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('piece_versions_piece_lang').on(t.pieceId, t.lang),
    index('piece_versions_state').on(t.state),
    // A language's published versions, newest first, without sorting them all: the journal's pages at 1,000 articles.
    index('piece_versions_listing').on(t.lang, t.state, t.publishedAt),
  ],
);

/**
 * A journal tag's name in each language (decision 0100). Versions keep their tags as address words (`/blog/tag/{slug}`),
 * one word for both languages; this names it on each language's pages. A tag without a row, or without a name in a
 * language, reads as its word made a label (src/contract/tag-label.ts).
 */
export const tagNames = sqliteTable('tag_names', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull().default(''),
  nameZh: text('name_zh').notNull().default(''),
  updatedAt: integer('updated_at').notNull(),
});

/** An old address sent on to a new one: made when a slug changes, or by the admin (issue 50, part 6). */
export const redirects = sqliteTable('redirects', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  permanent: integer('permanent', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A page address visitors reached that answered 404 (bots apart, without its query), for the admin's "not found" list
 * (decision 0096): how often and when. Bounded in rows and days by the redirects module.
 */
export const missedPaths = sqliteTable(
  'missed_paths',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    path: text('path').notNull().unique(),
    hits: integer('hits').notNull().default(1),
    /** Where its last visitor came from: a path of this site (a broken link here), another site's host, or "" (typed). */
    referrer: text('referrer').notNull().default(''),
    firstSeen: integer('first_seen').notNull(),
    lastSeen: integer('last_seen').notNull(),
  },
  (t) => [index('missed_paths_last_seen').on(t.lastSeen)],
);
