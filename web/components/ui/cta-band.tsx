// A call-to-action band: heading, text and links on the deep brand surface (warm ink) with the cinnabar's glow (the
// site's one glow); no seal in its corner since decision 0227 (round 26: home's faint rotated seal read as clipped by the
// card's edge, a rendering leftover). The same markup in both themes: the page's one dark block in the
// light theme; in the dark, a raised warm surface with its edge, an accent hairline along its top (`band-deep`, round 21)
// and its glow (web/styles/tokens.ts), with the ring of focus its
// ground needs (`deep-focus`).
import type { ReactNode } from 'react';
import { Phrased } from './phrased';

export function CtaBand({
  title,
  description,
  after,
  tight = false,
  snug = false,
  children,
}: {
  title: string;
  description: string;
  /** Under a hairline across the panel: a second way in (home: the address and number to write or call). */
  after?: ReactNode;
  /** Less room around the panel from 640 px (home, round 15: a long page; decision 0161). */
  tight?: boolean;
  /** On a phone its heading a step smaller (26 px), so a question of a list page's band is two lines, not three
   *  (round 20: "Does any of / this sound like / your team?", 您的團隊 / 也卡在類似的 / 地方嗎？ at 390 px; decision 0194). */
  snug?: boolean;
  children: ReactNode;
}) {
  return (
    <section data-part="cta" className={tight ? 'page-x py-12 sm:py-16' : 'page-x section-y'}>
      <div
        className={`band-deep relative isolate overflow-hidden rounded-3xl bg-deep px-6 py-14 text-deep-ink [--c-focus:var(--c-deep-focus)] shadow-[var(--shadow-pop)] ring-1 ring-deep-edge ring-inset sm:px-14 sm:py-16 ${tight ? 'max-sm:py-10' : ''}`}
      >
        <div className="backdrop-glow absolute -right-40 -top-52 -z-10 h-[32rem] w-[44rem] opacity-70" aria-hidden="true" />
        <div className="grid items-end gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div className="max-w-2xl">
            <h2 className={`section-title text-deep-ink ${snug ? 'max-sm:text-[1.625rem]' : ''}`}>
              <Phrased text={title} />
            </h2>
            {/* Balanced, in phrases in Chinese (round 20: 沒 / 有, 維 / 運 split as body text at a line's end). */}
            <p className="mt-4 text-lg leading-relaxed text-deep-muted text-pretty wrap-balance phrase-balance phone-pretty">
              <Phrased text={description} balanced />
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
        </div>
        {after && <div className="mt-10 border-t border-deep-ink/15 pt-6">{after}</div>}
      </div>
    </section>
  );
}
