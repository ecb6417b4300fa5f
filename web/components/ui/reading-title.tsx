// The head of a page read from top to bottom (a journal article, a client story): where it sits, its title and its
// lede, in the reading column (or on the page's edge, over what spans the page), with whatever the page adds under them
// (the article's date and writer).
import type { ReactNode } from 'react';
import { useLang } from '../../lib/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { Phrased } from './phrased';

/** The reading column: about 70 characters wide, in the middle of the page. */
export const READING_COLUMN = 'mx-auto w-full max-w-[38rem]';

type Props = {
  /** The breadcrumbs' name, and the pages above this one. */
  label: string;
  trail: { href: string; text: string }[];
  title: string;
  summary: string;
  children?: ReactNode;
  /** On the page's own edge, as wide as a headline reads, over a band and pictures of the page's width (a client story). */
  wide?: boolean;
};

export function ReadingTitle({ label, trail, title, summary, children, wide = false }: Props) {
  const lang = useLang();
  return (
    <div className={wide ? 'max-w-4xl' : READING_COLUMN}>
      <Breadcrumbs label={label} trail={trail} current={title} />
      {/* An article's title a step smaller than a story's, balanced: at 44 px in the 608 px column "The spreadsheet that
          ran / a factory" broke short of the column's edge (round 16); at 36 px it is one line, a longer one two even ones. */}
      <h1
        className={`mt-6 text-[2rem] leading-[1.15] font-semibold tracking-[-0.03em] text-ink ${wide ? 'text-pretty sm:text-[2.75rem]' : 'text-balance sm:text-[2.25rem]'}`}
      >
        <Phrased text={title} />
      </h1>
      {summary && (
        <p className={`lead phrase-balance mt-4 ${wide ? `max-w-3xl ${lang === 'zh' ? '' : 'wrap-balance'}` : ''}`}>
          {/* The page's lede, two or three lines under its title: Chinese in it breaks between phrases, never inside a
              word (a reader saw 為什 / 麼 split; a lede filled as body text split 減 / 少: decision 0202), its last line
              never a character or two. In the reading column its lines run to the column's width less at most a phrase,
              as the text's do (balanced, they ended well short of the text's right edge: round 10, decision 0129); under
              a wide title they are balanced in English only (balanced, a Chinese story's lede opened on a short line,
              台中的…到了週三計畫／就已過時: round 26, decision 0230). */}
          <Phrased text={summary} balanced />
        </p>
      )}
      {children}
    </div>
  );
}
