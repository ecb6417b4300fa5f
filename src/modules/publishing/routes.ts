// /api/admin/pieces/{collection}: journal articles and Work pages written, changed, published per language,
// scheduled and deleted (admin; decision 0091), and /api/admin/markdown, the editor's preview by the page's renderer.
// Every write is audited with the values before and after, so each version has its history.
import { Elysia } from 'elysia';
import type { Tx } from '../../../db/client';
import {
  API_PATHS,
  BODY_MAX_CHARS,
  CollectionParam,
  COLLECTIONS,
  instantIn,
  JOURNAL_READS,
  WORK_READS,
  LANGS,
  MarkdownPreview,
  PIECE_BODY_LIMIT_KB,
  PieceParams,
  PieceWrite,
  StateWrite,
  VersionParams,
  type Collection,
  type Lang,
  type Piece,
  type RenderedPreview,
  type StateChanged,
  type VersionText,
} from '../../contract';
import type { Deps } from '../../deps';
import { feedXml } from '../../../web/server';
import { pathOf } from '../../http/client';
import { KEYS_HEADER, keysOf, publicCacheHeaders } from '../../http/shared-cache';
import { HttpError, invalidField, notFound, validate, validateParams } from '../../http/errors';
import { audited, type TxAudit } from '../audit/auditor';
import { findImage } from '../media/service';
import { siteTimeZone } from '../settings/service';
import type { Restorer } from '../revisions/restorers';
import { adminGuard } from '../sign-in';
import { JournalReads } from './journal';
import { WorkReads } from './work';
import { imagesIn, renderMarkdown } from './markdown';
import { libraryPictures } from './pictures';
import { leadingFacts } from './story-facts';
import {
  studyTaken,
  changeState,
  createPiece,
  deletePiece,
  entryExists,
  STORY_TABLE,
  findPiece,
  listedPieces,
  listPieces,
  slugTaken,
  updatePiece,
} from './service';

const PATHS = API_PATHS.pieces;
/** The journal's feed (its language by `?lang=`), and how many of the newest articles it carries. */
const FEED_PATH = '/blog/feed.xml';
const FEED_ITEMS = 20;
const NO_ADDRESS = 'No feed: the site does not know its address. Set PUBLIC_URL (e.g. https://www.example.com) and restart.';
const titleOf = (piece: Pick<Piece, 'en' | 'zh'>) => piece.en.title || piece.zh.title;

/** The write's checks beyond its shape: each body within its limit (413), its images in the library, the slug free. */
function checked(tx: Tx, collection: Collection, body: unknown, except?: number): PieceWrite {
  const input = validate(PieceWrite, body);
  for (const lang of LANGS) {
    if (input[lang].body.length > BODY_MAX_CHARS)
      throw new HttpError(
        413,
        'payload_too_large',
        `The ${lang === 'en' ? 'English' : 'Chinese'} text is over ${BODY_MAX_CHARS} characters`,
      );
    for (const src of imagesIn(input[lang].body))
      if (!findImage(tx, src)) throw invalidField(`${lang}.body`, `The image ${src} is not in the library: upload it first`);
  }
  if (input.coverImage && !findImage(tx, input.coverImage)) throw invalidField('coverImage', 'No such image');
  checkLinks(tx, collection, input, except);
  if (slugTaken(tx, collection, input.slug, except)) throw new HttpError(409, 'conflict', 'Another piece already has this address');
  return input;
}

/** A Work page's links (decision 0095): each names something that exists; a study has one page; an article names none. */
function checkLinks(tx: Tx, collection: Collection, input: PieceWrite, except?: number) {
  if (collection === 'journal') {
    const named = input.studyId !== null || input.testimonialId !== null || input.serviceIds.length > 0 || input.gallery.length > 0;
    if (named) throw invalidField('studyId', 'Only a Work page names a client story, a quote, services or screens');
    for (const lang of LANGS)
      if (input[lang].facts.length > 0) throw invalidField(`${lang}.facts`, 'Only a Work page has facts at a glance');
    return;
  }
  if (input.studyId !== null) {
    if (!entryExists(tx, STORY_TABLE, input.studyId)) throw invalidField('studyId', 'No such client story');
    if (studyTaken(tx, input.studyId, except)) throw new HttpError(409, 'conflict', 'This client story already has a page');
  }
  if (input.testimonialId !== null && !entryExists(tx, 'testimonials', input.testimonialId))
    throw invalidField('testimonialId', 'No such testimonial');
  for (const id of input.serviceIds) if (!entryExists(tx, 'services', id)) throw invalidField('serviceIds', 'No such service');
  for (const path of input.gallery) if (!findImage(tx, path)) throw invalidField('gallery', `The image ${path} is not in the library`);
}

/**
 * A version's texts from history. A Work page saved before its facts had fields (decision 0178) kept them as the list
 * its text opened with (decision 0163): restored, that list becomes its facts again, as migration 0029 did.
 */
const textOf = (version: unknown, collection?: Collection): VersionText => {
  const { title, summary, body, coverAlt, seoTitle, seoDescription, tags, galleryCaptions, facts } = (version ??
    {}) as Partial<VersionText>;
  const old = collection === 'work' && facts === undefined ? leadingFacts(body ?? '') : { facts: facts ?? [], rest: body ?? '' };
  return {
    title: title ?? '',
    summary: summary ?? '',
    body: old.rest,
    coverAlt: coverAlt ?? '',
    seoTitle: seoTitle ?? '',
    seoDescription: seoDescription ?? '',
    tags: tags ?? [],
    galleryCaptions: galleryCaptions ?? {},
    facts: old.facts,
  };
};

/** Saves a piece over `before`: one history entry for what both languages share, one per language whose texts changed. */
function save(deps: Deps, tx: Tx, audit: TxAudit, before: Piece, input: PieceWrite, restoredFrom?: number): Piece {
  const after = updatePiece(tx, before, input, deps.now());
  const target = `${before.collection}/${before.id}`;
  const shared = ({ slug, coverImage, authorId, studyId, testimonialId, serviceIds, gallery }: Piece) => ({
    slug,
    coverImage,
    authorId,
    studyId,
    testimonialId,
    serviceIds,
    gallery,
  });
  if (JSON.stringify(shared(before)) !== JSON.stringify(shared(after)) || restoredFrom)
    audit(
      'piece_update',
      target,
      { title: titleOf(after), ...(before.slug !== after.slug ? { slug: { from: before.slug, to: after.slug } } : {}) },
      {
        before: { ...shared(before), en: before.en, zh: before.zh },
        after: { ...shared(after), en: after.en, zh: after.zh },
        restoredFrom,
      },
    );
  for (const lang of LANGS)
    if (JSON.stringify(textOf(before[lang])) !== JSON.stringify(textOf(after[lang])))
      audit('piece_update', `${target}/${lang}`, { title: titleOf(after) }, { before: before[lang], after: after[lang], restoredFrom });
  return after;
}

/**
 * Brings back an earlier save from history: `journal/12/en` a language's texts (its state stays as it is: a state has
 * its own changes), `journal/12` what the languages share and both texts. Saved through the write route's own checks
 * (an image since deleted or a slug since taken refuses it) and recorded as a save.
 */
function restorer(deps: Deps, onChange: (collection: Collection) => void): Restorer {
  return (tx, audit, target, value, restoredFrom) => {
    const [collection, id, lang] = target.split('/');
    const { collection: known, id: number } = validateParams(PieceParams, { collection, id }, 'This piece no longer exists');
    const before = findPiece(tx, known, number);
    if (!before) throw new HttpError(422, 'validation_failed', 'This piece no longer exists');
    const old = (value ?? {}) as Partial<PieceWrite>;
    const { slug, coverImage, authorId, studyId, testimonialId, serviceIds, gallery } = before;
    const now = { slug, coverImage, authorId, studyId, testimonialId, serviceIds, gallery };
    const input =
      lang === 'en' || lang === 'zh'
        ? { ...now, en: textOf(before.en), zh: textOf(before.zh), [lang]: textOf(value, known) }
        : {
            slug: old.slug,
            coverImage: old.coverImage ?? null,
            authorId: old.authorId ?? null,
            studyId: old.studyId ?? null,
            testimonialId: old.testimonialId ?? null,
            serviceIds: old.serviceIds ?? [],
            gallery: old.gallery ?? [],
            en: textOf(old.en, known),
            zh: textOf(old.zh, known),
          };
    save(deps, tx, audit, before, checked(tx, known, input, before.id), restoredFrom);
    onChange(known);
  };
}

export function publishingRoutes(deps: Deps, onChange: (collection: Collection) => void) {
  for (const collection of COLLECTIONS) deps.restorers.register(collection, restorer(deps, onChange));
  // A long article in Chinese is larger than the default JSON limit: these take up to PIECE_BODY_LIMIT_KB.
  const json = { types: ['application/json'], maxBytes: PIECE_BODY_LIMIT_KB * 1024 };
  deps.bodyRules.declare('POST', PATHS.list, json);
  deps.bodyRules.declare('PUT', PATHS.one, json);
  deps.bodyRules.declare('POST', PATHS.markdown, json);
  const piece = (params: unknown) => {
    const { collection, id } = validateParams(PieceParams, params, 'Unknown piece');
    const found = findPiece(deps.db, collection, id);
    if (!found) throw notFound('No such piece');
    return found;
  };
  const pictures = libraryPictures(deps.db);
  const imageSize = pictures.size;
  const journal = new JournalReads(deps.db, pictures, () => siteTimeZone(deps.db).zone);
  deps.cache.publishFamily(JOURNAL_READS, (path) => journal.read(path));
  deps.listedPages.register(() => listedPieces(deps.db, 'journal'));
  const work = new WorkReads(deps.db, pictures, () => siteTimeZone(deps.db).zone);
  deps.cache.publishFamily(WORK_READS, (path) => work.read(path));
  deps.listedPages.register(() => listedPieces(deps.db, 'work'));
  deps.publishedFiles.register(FEED_PATH, (request) => {
    const origin = deps.hosts.absoluteOrigin(request);
    // Feed readers need absolute links: without the site's address there is no feed, as there is no sitemap.
    if (!origin) return new Response(NO_ADDRESS, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const lang = new URL(request.url, 'http://site').searchParams.get('lang') === 'zh' ? 'zh' : 'en';
    return new Response(feedXml(origin, lang, journal.cards(lang, FEED_ITEMS)), {
      headers: {
        'content-type': 'application/rss+xml; charset=utf-8',
        ...publicCacheHeaders(deps.config.sharedCache),
        [KEYS_HEADER]: keysOf([]),
      },
    });
  });
  /** A journal or Work read by its exact path, from the public cache; 404 when it names nothing published. */
  const publishedRead = ({ request }: { request: Request }) => {
    const path = pathOf(request.url);
    if (deps.cache.read(path) === undefined) throw notFound('Nothing is published here');
    return deps.cache.respond(path, request);
  };
  return new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.journal.page, publishedRead)
    .get(API_PATHS.journal.tagPage, publishedRead)
    .get(API_PATHS.journal.post, publishedRead)
    .get(API_PATHS.work.index, publishedRead)
    .get(API_PATHS.work.story, publishedRead)
    .get(PATHS.list, ({ params }) => listPieces(deps.db, validateParams(CollectionParam, params, 'Unknown collection').collection), {
      admin: true,
    })
    .post(
      PATHS.list,
      ({ params, body, request, server, set }): Piece => {
        const { collection } = validateParams(CollectionParam, params, 'Unknown collection');
        const created = audited(deps, { request, server }, (tx, audit) => {
          const made = createPiece(tx, collection, checked(tx, collection, body), deps.now());
          audit('piece_create', `${collection}/${made.id}`, { title: titleOf(made) });
          return made;
        });
        set.status = 201;
        return created;
      },
      { admin: true },
    )
    .get(PATHS.one, ({ params }) => piece(params), { admin: true })
    .put(
      PATHS.one,
      ({ params, body, request, server }): Piece => {
        const before = piece(params);
        const saved = audited(deps, { request, server }, (tx, audit) =>
          save(deps, tx, audit, before, checked(tx, before.collection, body, before.id)),
        );
        onChange(before.collection);
        return saved;
      },
      { admin: true },
    )
    .delete(
      PATHS.one,
      ({ params, request, server }) => {
        const gone = piece(params);
        audited(deps, { request, server }, (tx, audit) => {
          deletePiece(tx, gone);
          audit('piece_delete', `${gone.collection}/${gone.id}`, { title: titleOf(gone) });
        });
        onChange(gone.collection);
        return { ok: true as const };
      },
      { admin: true },
    )
    .put(
      PATHS.state,
      ({ params, body, request, server }): StateChanged => {
        const { lang } = validateParams(VersionParams, params, 'Unknown piece');
        const before = piece(params);
        const input = validate(StateWrite, body);
        const zone = siteTimeZone(deps.db).zone;
        const moment = (wall: string | undefined | null) => (wall ? instantIn(wall, zone) : null);
        if (input.state === 'scheduled' && !input.publishAt) throw invalidField('publishAt', 'Choose when it goes up');
        if ((input.state === 'published' || input.state === 'scheduled') && !before[lang].title)
          throw invalidField('state', 'Give this language a title before it goes up');
        const publishAt = moment(input.publishAt);
        const unpublishAt = input.unpublishAt === undefined ? undefined : moment(input.unpublishAt);
        if (unpublishAt != null && unpublishAt <= Math.max(deps.now(), publishAt ?? 0))
          throw invalidField('unpublishAt', 'Taking it down must come after it goes up');
        const changed = audited(deps, { request, server }, (tx, audit) => {
          const publishedNow = changeState(tx, before, lang, { state: input.state, publishAt, unpublishAt }, deps.now());
          const after = findPiece(tx, before.collection, before.id)!;
          audit(
            'piece_state',
            `${before.collection}/${before.id}/${lang}`,
            {
              title: titleOf(after),
              from: before[lang].state,
              to: after[lang].state,
              ...(after[lang].publishAt ? { at: after[lang].publishAt } : {}),
            },
            { before: before[lang], after: after[lang] },
          );
          return { piece: after, publishedNow };
        });
        onChange(before.collection);
        return changed;
      },
      { admin: true },
    )
    .post(
      PATHS.markdown,
      ({ body }): RenderedPreview => {
        const { markdown, lang } = validate(MarkdownPreview, body);
        if (markdown.length > BODY_MAX_CHARS)
          throw new HttpError(413, 'payload_too_large', `The text is over ${BODY_MAX_CHARS} characters`);
        const { html, lines } = renderMarkdown(markdown, { lang: lang as Lang, imageSize });
        return { html, lines };
      },
      { admin: true },
    );
}
