// The quotes a story page can show, its own client's first: a testimonial is the study's client's when the company it
// names (in either language) is named by the study's card, in its title or description (the card has no client field of
// its own: "Production scheduling for Kestrel Precision" names Kestrel Precision). The rest follow, in the list's order.
import type { StoryCard, Testimonial } from '../../../src/contract/lists';

type Card = Pick<StoryCard, 'titleEn' | 'titleZh' | 'descriptionEn' | 'descriptionZh'>;

export function quotesFor(quotes: Testimonial[], card: Card | undefined): { own: Testimonial[]; others: Testimonial[] } {
  if (!card) return { own: [], others: quotes };
  const said = [card.titleEn, card.titleZh, card.descriptionEn, card.descriptionZh].join('\n').toLowerCase();
  const isOwn = (quote: Testimonial) =>
    [quote.companyEn, quote.companyZh].some((company) => company.trim() !== '' && said.includes(company.trim().toLowerCase()));
  return { own: quotes.filter(isOwn), others: quotes.filter((quote) => !isOwn(quote)) };
}
