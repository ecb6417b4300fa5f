// The client as a story names it, in the facts strip and on the quote's portrait panel: its logo from the clients list
// when one was uploaded, else its name set as a wordmark (an ink tile holding an accent square, and the name in a heavy,
// tight cut), so the slot reads as a brand rather than a missing picture. The name is the text either way (the logo's
// alt names it). Drawn in CSS, not with home's ClientSymbol: sharing that module split it into a script of its own,
// and home's first visit in Chinese went over the 80 KB budget.
import type { PictureRef } from '../../../src/contract/journal';
import { Marked } from '../../components/ui/marked';
import { Picture } from '../../components/ui/picture';

export function ClientMark({ name, logo, large = false }: { name: string; logo: PictureRef | null; large?: boolean }) {
  if (logo)
    return (
      <Picture
        picture={logo}
        alt={logo.alt || name}
        sizes="10rem"
        className={`${large ? 'h-10' : 'h-8'} w-auto max-w-[10rem] object-contain object-left`}
      />
    );
  return (
    <span data-wordmark="" className="flex min-w-0 items-center gap-2 text-ink">
      <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-md bg-ink ${large ? 'h-9 w-9' : 'h-7 w-7'}`}>
        <span className="h-2.5 w-2.5 rotate-45 rounded-[2px] bg-accent" />
      </span>
      <span className={`leading-none font-bold tracking-[-0.035em] ${large ? 'text-xl' : 'text-lg'}`}>
        <Marked text={name} />
      </span>
    </span>
  );
}
