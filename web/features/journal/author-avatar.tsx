// A writer's face in a byline (decision 0172, amended by 0177's wave 2): the team list's photo in a circle when the
// studio uploaded one, else nothing: the name alone, set a step heavier, carries the byline. Round 18 read a single
// initial in a small grey circle as a missing picture, not a person.
import type { JournalAuthor } from '../../../src/contract/journal';
import { Picture } from '../../components/ui/picture';

export function AuthorAvatar({ author, small = false }: { author: JournalAuthor; small?: boolean }) {
  if (!author.photo) return null;
  return (
    <Picture
      picture={author.photo}
      alt=""
      sizes={small ? '24px' : '40px'}
      className={`${small ? 'h-6 w-6' : 'h-10 w-10'} shrink-0 rounded-full border border-line object-cover`}
    />
  );
}
