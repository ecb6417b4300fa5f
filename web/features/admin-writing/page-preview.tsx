// "Preview page": the whole public page of the open language as it stands on the screen (saved or not), drawn by the
// public page's own view (pages/journal-post.tsx, pages/work-story.tsx) in the page's language and the admin's theme,
// its text rendered by the server's Markdown renderer through the live preview's path (decision 0090). Read-only:
// nothing in it can be followed or focused (the page sits inert in the dialog). Fetched when first opened (it carries
// the public page's code and words).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Collection, Lang, PieceWrite } from '../../../src/contract';
import type { JournalPost, PictureRef } from '../../../src/contract/journal';
import { type Client, type Person, type Service, STORY_LIST, type StoryCard, type Testimonial } from '../../../src/contract/lists';
import { readingMinutes } from '../../../src/contract/reading';
import { tagLabel } from '../../../src/contract/tag-label';
import type { WorkStory } from '../../../src/contract/work';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { mediaQuery, pictureIn } from '../../lib/calls/media';
import { renderPreview } from '../../lib/calls/pieces';
import { tagsQuery } from '../../lib/calls/tags';
import { siteZone } from '../../lib/dates';
import { fill, loadDictionary, pick } from '../../lib/i18n';
import { PagePrefsContext } from '../../lib/page-prefs';
import { useTheme } from '../../lib/theme';
import { ArticleView } from '../../pages/journal-post';
import { StoryView } from '../../pages/work-story';

type Props = {
  open: boolean;
  onClose: () => void;
  collection: Collection;
  lang: Lang;
  draft: PieceWrite;
  /** When the open language went up, if it has: the page's date. */
  publishedAt: string | null;
};

const people = listCalls('people');
const cards = listCalls(STORY_LIST.key);
const quotes = listCalls('testimonials');
const services = listCalls('services');
const clients = listCalls('clients');

/** The headings the renderer wrote (the page's contents list reads them), from its HTML. */
const headingsOf = (html: string) =>
  Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLElement>('h2[id], h3[id]'), (h) => ({
    id: h.id,
    text: h.textContent ?? '',
    level: Number(h.tagName.slice(1)),
  }));

export default function PagePreview({ open, onClose, collection, lang, draft, publishedAt }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const theme = useTheme();
  const text = draft[lang];
  const images = useQuery(mediaQuery());
  const team = useQuery({ ...people.query(), enabled: open && collection === 'journal' });
  const tags = useQuery({ ...tagsQuery(), enabled: open && collection === 'journal' });
  const studies = useQuery({ ...cards.query(), enabled: open && collection === 'work' });
  const said = useQuery({ ...quotes.query(), enabled: open && collection === 'work' });
  const offered = useQuery({ ...services.query(), enabled: open && collection === 'work' });
  const known = useQuery({ ...clients.query(), enabled: open && collection === 'work' });
  // The public words of the page's language, loaded part by part as the site loads them (the whole dictionaries are the
  // server's and the tests', never a chunk of the browser's: decision 0082).
  const publicWords = useQuery({
    queryKey: ['public-words', lang],
    queryFn: () => loadDictionary(lang),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The live preview's own call and cache: an unchanged text is not rendered again.
  const drawn = useQuery({
    queryKey: ['markdown-preview', lang, text.body],
    queryFn: () => renderPreview(text.body, lang),
    enabled: open && text.body.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const html = text.body.trim() ? (drawn.data?.html ?? '') : '';
  const picture = (path: string | null, alt: string): PictureRef | null => (path ? pictureIn(images.data, path, lang, alt) : null);
  const base = {
    slug: draft.slug,
    title: text.title || words.newTitle[collection],
    summary: text.summary,
    seoTitle: text.seoTitle,
    seoDescription: text.seoDescription,
    publishedAt: publishedAt ?? new Date().toISOString(),
    lang,
    html,
    headings: headingsOf(html),
    languages: [lang],
    updatedAt: new Date().toISOString(),
    timeZone: siteZone(),
  };
  let page = null;
  if (collection === 'journal') {
    const person = (team.data as Person[] | undefined)?.find((p) => p.id === draft.authorId);
    const names = new Map((tags.data ?? []).map((tag) => [tag.slug, lang === 'zh' ? tag.nameZh : tag.nameEn]));
    const post: JournalPost = {
      ...base,
      cover: picture(draft.coverImage, text.coverAlt),
      tags: text.tags,
      tagNames: text.tags.map((tag) => names.get(tag) || tagLabel(tag)),
      readingMinutes: readingMinutes(text.body),
      author: person
        ? {
            name: pick(person, 'name', lang),
            role: pick(person, 'role', lang),
            photo: picture(person.imagePath, pick(person, 'imageAlt', lang)),
          }
        : null,
      more: [],
    };
    page = <ArticleView post={post} />;
  } else {
    const card = (studies.data as StoryCard[] | undefined)?.find((c) => c.id === draft.studyId);
    const quote = (said.data as Testimonial[] | undefined)?.find((q) => q.id === draft.testimonialId);
    const value = card ? pick(card, 'resultValue', lang) : '';
    const logoOf = (list: Client[] | undefined, company: string) => {
      const client = company ? list?.find((c) => pick(c, 'name', lang) === company) : undefined;
      return client ? picture(client.imagePath, pick(client, 'imageAlt', lang)) : null;
    };
    const story: WorkStory = {
      ...base,
      studyId: card ? card.id : null,
      // The page's own cover, else the card's picture, as the server chooses.
      cover: draft.coverImage
        ? picture(draft.coverImage, text.coverAlt)
        : card
          ? picture(card.imagePath, pick(card, 'imageAlt', lang))
          : null,
      industry: card ? pick(card, 'industry', lang) : '',
      result: value && card ? { value, label: pick(card, 'resultLabel', lang) } : null,
      gallery: draft.gallery.map((path) => pictureIn(images.data, path, lang, text.galleryCaptions[path] ?? '')),
      // Its facts at a glance as they stand in the form, a half-typed row left out (decision 0178).
      facts: text.facts.filter((fact) => fact.term.trim() && fact.detail.trim()),
      services: draft.serviceIds.flatMap((id) => {
        const service = (offered.data as Service[] | undefined)?.find((s) => s.id === id);
        return service ? [{ id, title: pick(service, 'title', lang) }] : [];
      }),
      quote: quote
        ? {
            quote: pick(quote, 'quote', lang),
            name: pick(quote, 'name', lang),
            role: pick(quote, 'role', lang),
            company: pick(quote, 'company', lang),
            photo: picture(quote.imagePath, pick(quote, 'imageAlt', lang)),
          }
        : null,
      // The clients list's logo for the quote's company, as the server looks it up.
      clientLogo: logoOf(known.data as Client[] | undefined, quote ? pick(quote, 'company', lang) : ''),
      next: null,
    };
    page = <StoryView story={story} />;
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={fill(words.previewPageTitle, { language: t.publishing.langs[lang] })}
      closeLabel={words.previewPageClose}
      status={words.previewPageNote}
      actions={
        <button type="button" className="btn-outline" onClick={onClose}>
          {words.previewPageClose}
        </button>
      }
    >
      {/* The public page in its own language and the admin's theme, on the page's ground; inert: its links go nowhere
          from here, and the keyboard passes over it. */}
      {publicWords.data && (
        <PagePrefsContext.Provider value={{ lang, t: publicWords.data, theme }}>
          <div
            inert
            data-page-preview
            lang={lang === 'zh' ? 'zh-Hant' : 'en'}
            className="-mx-4 overflow-hidden border-y border-line bg-bg sm:-mx-6"
          >
            {page}
          </div>
        </PagePrefsContext.Provider>
      )}
    </Dialog>
  );
}
