// The client's words near a story's end, with a portrait beside them: the testimonial's photo at 4:5 when it has one,
// else a type-led panel (the quote's opening mark large in the accent, the client's name set under it on the page's
// deep ground), so the slot reads as designed rather than as a missing photo, and no tinted initials stand in for a face.
import type { WorkStory } from '../../../src/contract/work';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/i18n';

export function StoryQuote({ quote }: { quote: NonNullable<WorkStory['quote']> }) {
  const lang = useLang();
  const [open, close] = lang === 'zh' ? ['「', '」'] : ['“', '”'];
  return (
    <figure
      data-story-quote=""
      className="page-x mt-16 grid items-start gap-6 sm:grid-cols-[9rem_minmax(0,48rem)] sm:gap-10 lg:grid-cols-[11rem_minmax(0,48rem)]"
    >
      {quote.photo ? (
        <Picture
          picture={quote.photo}
          alt=""
          sizes="(min-width: 1024px) 11rem, 9rem"
          className="aspect-[4/5] h-auto w-28 rounded-2xl border border-line object-cover sm:w-full"
        />
      ) : (
        // Decoration: the name it shows is in the caption beside it.
        <div
          aria-hidden="true"
          data-portrait="type"
          className="flex aspect-[4/5] w-28 flex-col justify-between overflow-hidden rounded-2xl border border-deep-edge bg-deep p-3 sm:w-full sm:p-4"
        >
          {/* 「 sits at the top of its em box, “ at the middle of a tight line: each set so it shows whole at the top. */}
          <span
            className={`font-semibold text-accent ${lang === 'zh' ? 'pt-1 text-[3.5rem] leading-none sm:text-[5rem]' : '-mt-1 text-[4.5rem] leading-[0.8] sm:text-[6.5rem]'}`}
          >
            {open}
          </span>
          <span className="text-sm leading-tight font-bold tracking-[-0.02em] text-deep-ink text-pretty sm:text-lg">
            <Marked text={quote.company || quote.name} />
          </span>
        </div>
      )}
      <div className="min-w-0">
        {/* A rule in the accent before it; its opening mark (「 or “) hung, so its words keep one edge. Balanced lines,
            so no last line holds a character or two (`wrap-balance`, which the stylesheet lets phrased Chinese take too). */}
        <blockquote
          className={`border-l-[3px] border-accent pl-6 sm:pl-8 text-xl leading-snug font-medium tracking-[-0.015em] wrap-balance text-ink sm:text-[1.625rem] ${lang === 'zh' ? 'indent-[-0.5em]' : 'indent-[-0.42em]'}`}
        >
          {/* Chinese quotes in 「」, as Traditional Chinese writes them. */}
          <p>
            {open}
            <Phrased text={quote.quote} />
            {close}
          </p>
        </blockquote>
        <figcaption className="mt-5 pl-[27px] text-sm sm:pl-[35px]">
          <span className="font-semibold text-ink">{quote.name}</span>
          <span className="muted">{[quote.role, quote.company].filter(Boolean).map((part) => ` · ${part}`)}</span>
        </figcaption>
      </div>
    </figure>
  );
}
