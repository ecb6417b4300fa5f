// The width each layout draws an uploaded image at, as a `sizes` attribute: the browser takes the narrowest variant
// that fills it at the screen's density. Read from the layouts' classes: `page-x` is at most 72rem wide with 1.25rem to
// 2rem on each side, so its column is at most 68rem and at least the window less 2.5rem; a figure a little over the
// drawn width costs a few bytes, one under it a blurred picture. (A small fixed box says its size where it is drawn.)
const PHONE = 'calc(100vw - 2.5rem)';

export const IMAGE_SIZES = {
  /** The page's whole column: a story's cover, its one screen. */
  page: `(min-width:72rem) 68rem, ${PHONE}`,
  /** One of two columns from 768 px (`md:grid-cols-2` in page-x): Work and journal cards, a service's picture, screens. */
  half: `(min-width:72rem) 33rem, (min-width:48rem) calc(50vw - 2.5rem), ${PHONE}`,
  /** One of two columns from 1024 px, the whole column below (home's featured story). */
  halfWide: `(min-width:72rem) 34rem, (min-width:64rem) calc(50vw - 2rem), ${PHONE}`,
  /** A screen cropped to its top-left corner on home's featured story: 66 rem wide at every width, read at its words' size. */
  showcase: '66rem',
  /** One of three columns from 1024 px, two from 768 px, the whole column below (the journal's tiles). */
  third: `(min-width:72rem) 22rem, (min-width:64rem) calc(33vw - 2.5rem), (min-width:48rem) calc(50vw - 2.5rem), ${PHONE}`,
  /** A journal row's thumbnail: 14rem beside its words from 640 px, the whole column above them on a phone. */
  row: `(min-width:40rem) 14rem, ${PHONE}`,
  /** A story's cover and screens, whole at every width (decision 0154): the column from 768 px, the phone's column below. */
  storyScreen: `(min-width:72rem) 68rem, (min-width:48rem) calc(100vw - 4rem), ${PHONE}`,
  /** A story's screens two to a row from 768 px, the phone's column below. */
  storyScreenHalf: `(min-width:72rem) 33rem, (min-width:48rem) calc(50vw - 2.5rem), ${PHONE}`,
  /** An article's cover, a little wider than its text (`max-w-[48rem]`). */
  cover: `(min-width:51rem) 48rem, ${PHONE}`,
} as const;
