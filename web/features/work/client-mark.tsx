// The client as a story names it, in the facts strip and on the quote's portrait panel: its logo from the clients list
// when one was uploaded, else its name set as a wordmark in a heavy, tight cut, either on one hairline plate, so the slot
// reads as a brand rather than a missing picture. The name is the text either way (the logo's
// alt names it). Drawn in CSS, not with home's ClientSymbol: sharing that module split it into a script of its own,
// and home's first visit in Chinese went over the 80 KB budget.
import type { PictureRef } from '../../../src/contract/journal';
import { Marked } from '../../components/ui/marked';
import { Picture } from '../../components/ui/picture';

export function ClientMark({ name, logo, large = false }: { name: string; logo: PictureRef | null; large?: boolean }) {
  // One plate for both states (decision 0172): the uploaded logo, or the name set as a wordmark, on the quiet surface in
  // a hairline, the same height, so the sample's wordmark reads as the logo's place taken, not a stand-in icon (round 16
  // read the ink tile with its accent diamond as a placeholder).
  const plate = `inline-flex max-w-full items-center rounded-lg border border-line bg-surface px-3 ${large ? 'h-12' : 'h-10'}`;
  if (logo)
    return (
      <span className={plate}>
        <Picture
          picture={logo}
          alt={logo.alt || name}
          sizes="10rem"
          className={`${large ? 'h-7' : 'h-6'} w-auto max-w-[9rem] object-contain object-left`}
        />
      </span>
    );
  return (
    <span data-wordmark="" className={`${plate} min-w-0 text-ink`}>
      <span className={`truncate leading-none font-bold tracking-[-0.04em] ${large ? 'text-lg' : 'text-base'}`}>
        <Marked text={name} />
      </span>
    </span>
  );
}
