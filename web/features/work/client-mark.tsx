// The client as a story names it, in the facts strip and on the quote's portrait panel: its logo from the clients list
// when one was uploaded, else its name set as a wordmark in a heavy, tight cut, either with no plate round it, so the
// slot reads as a brand rather than a missing picture or a button. The name is the text either way (the logo's
// alt names it). Drawn in CSS, not with home's ClientSymbol: sharing that module split it into a script of its own,
// and home's first visit in Chinese went over the 80 KB budget.
import type { PictureRef } from '../../../src/contract/journal';
import { Marked } from '../../components/ui/marked';
import { Picture } from '../../components/ui/picture';

export function ClientMark({ name, logo, large = false }: { name: string; logo: PictureRef | null; large?: boolean }) {
  // A logo slot, not a chip (decision 0177, wave 2: round 18 read the bordered plate as a button): the uploaded logo on
  // the page's own ground, or the name set as a wordmark, the same height, with no frame, fill or hover of its own.
  const slot = `inline-flex max-w-full items-center ${large ? 'h-12' : 'min-h-6'}`;
  if (logo)
    return (
      <span className={slot}>
        <Picture
          picture={logo}
          alt={logo.alt || name}
          sizes="10rem"
          className={`${large ? 'h-8' : 'h-6'} w-auto max-w-[10rem] object-contain object-left`}
        />
      </span>
    );
  return (
    <span data-wordmark="" className={`${slot} min-w-0 text-ink`}>
      {/* Among a story's facts it is one fact: their size and weight (round 19 read a bolder, larger name as louder than
          the rest); only a large mark is set as a wordmark. */}
      <span className={`truncate ${large ? 'text-2xl leading-none font-bold tracking-[-0.04em]' : 'leading-snug'}`}>
        <Marked text={name} />
      </span>
    </span>
  );
}
