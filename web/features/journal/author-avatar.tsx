// A writer's face in a byline (decision 0172): the team list's photo in a circle, or, until the studio uploads one, the
// first letter of their name (a Chinese name's family name) set in the ink on the quiet surface, in the same circle, so
// the slot reads as a person's mark waiting for their photo, not a missing picture. No tint: one neutral ground for all.
import type { JournalAuthor } from '../../../src/contract/journal';
import { Picture } from '../../components/ui/picture';

export function AuthorAvatar({ author, small = false }: { author: JournalAuthor; small?: boolean }) {
  const size = small ? 'h-6 w-6 text-[0.6875rem]' : 'h-10 w-10 text-base';
  if (author.photo)
    return (
      <Picture
        picture={author.photo}
        alt=""
        sizes={small ? '24px' : '40px'}
        className={`${size} shrink-0 rounded-full border border-line object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center rounded-full border border-line bg-surface-alt leading-none font-semibold text-ink`}
    >
      {Array.from(author.name.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}
