// The client's words near a story's end, with the testimonial's photo at 4:5 beside them when it has one. Without one the
// quote stands alone at its reading measure: session 38's stand-in panel (a large quotation mark and the client's name on
// the deep ground) read as a missing photo, a third quote sign beside the rule and the hung mark (review of session 39).
import type { WorkStory } from '../../../src/contract/work';
import { Phrased } from '../../components/ui/phrased';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/i18n';

export function StoryQuote({ quote }: { quote: NonNullable<WorkStory['quote']> }) {
  const lang = useLang();
  const [open, close] = lang === 'zh' ? ['「', '」'] : ['“', '”'];
  // Without a photo on the text's column, its words on the column's edge, its opening mark hung (decision 0242, amending
  // 0215's rule beside it). With a photo,
  // the photo and the words across the page's width, as the screens are.
  return (
    <div className="page-x mt-16">
      <figure
        data-story-quote=""
        className={`mx-auto grid items-start gap-6 ${quote.photo ? 'sm:grid-cols-[9rem_minmax(0,48rem)] sm:gap-10 lg:grid-cols-[11rem_minmax(0,48rem)]' : 'max-w-[38rem]'}`}
      >
        {quote.photo ? (
          <Picture
            picture={quote.photo}
            alt=""
            sizes="(min-width: 1024px) 11rem, 9rem"
            className="aspect-[4/5] h-auto w-28 rounded-2xl border border-line object-cover sm:w-full"
          />
        ) : null}
        <div className="min-w-0">
          {/* Its opening mark (「 or “) hung, so its words keep one edge: the one quote device of /work and the story,
            no accent rule beside it (round 28, problem 10: two devices at once). Balanced lines, so no last line holds a
            character or two (`wrap-balance`, which the stylesheet lets phrased Chinese take too). */}
          <blockquote
            className={`display-quote text-xl leading-snug font-medium tracking-[-0.015em] wrap-balance text-ink sm:text-[1.625rem] ${lang === 'zh' ? 'indent-[-0.5em]' : 'indent-[-0.42em]'}`}
          >
            {/* Chinese quotes in 「」, as Traditional Chinese writes them. */}
            <p>
              {open}
              <Phrased text={quote.quote} />
              {close}
            </p>
          </blockquote>
          <figcaption className="mt-5 text-sm">
            <span className="font-semibold text-ink">{quote.name}</span>
            <span className="muted">{[quote.role, quote.company].filter(Boolean).map((part) => ` · ${part}`)}</span>
          </figcaption>
        </div>
      </figure>
    </div>
  );
}
