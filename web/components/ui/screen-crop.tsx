// A story's screen shown at a size its words can be read, cropped on purpose (decision 0117): 66 rem wide at every
// width (a 1,600 px screen's 15 px words at about 10 px), set from the frame's top-left corner and cut cleanly by
// the frame's edge at its right and its foot (`screen-crop`; decision 0127: no fade over its rows). The whole
// screen shrunk into a small frame was a picture of coloured bars whose words no one could read. The services page's
// client stories use it; home's featured story writes the same markup out (its script is at its budget): keep them alike.
import type { PictureRef } from '../../../src/contract/journal';
import { IMAGE_SIZES } from './image-sizes';
import { Picture } from './picture';

/** In the dark theme the screen is itself a dark page: on the dark tinted ground it sank into it (the featured plan read
 * as one muddy panel). There its frame (the caller's ground) is a step lighter (the `screen-frame` token), its edge (`screen-edge`) the strong
 * line, and the screen a little brighter (brightness 1.1), so the window stands off its ground as it does in light.
 * `className`: the frame's height at each width (the screen runs off its right edge and its foot). */
/** A corner of the screen as a crop keeps it: its place in the frame, the point it grows from on hover, its drawn edge. */
export type Corner = { inset: string; origin: string; edge: string };

/** The top-left: a screen's name and first figures (the publishing pages' cards choose by focus: published-card.tsx). */
const TOP_LEFT: Corner = { inset: 'top-8 left-6 sm:top-10 sm:left-10', origin: 'origin-top-left', edge: 'border-t border-l rounded-tl-xl' };

export function ScreenCrop({
  picture,
  className,
  width = 'w-[66rem]',
  eager = false,
  hover = false,
  inset,
  corner = TOP_LEFT,
  detail = false,
}: {
  picture: PictureRef;
  className: string;
  /** The screen's drawn width (a /work or /blog card's detail: `w-[48rem]`, decision 0137). */
  width?: string;
  /** Loaded at once: a list's lead, its page's largest paint. */
  eager?: boolean;
  /** Inside a card (`group`): the screen eases a step closer while the card is hovered. */
  hover?: boolean;
  /** Where the screen's corner sits in the frame (a small thumbnail's closer to its edge). */
  inset?: string;
  /** The corner kept (the publishing pages' cards: the one nearest the picture's focus, decision 0145). */
  corner?: Corner;
  /** On a phone one detail at a reading size, round the picture's focus (`screen-detail`, decision 0163). */
  detail?: boolean;
}) {
  return (
    <div className={`screen-crop relative w-full overflow-hidden ${detail ? 'screen-detail' : ''} ${className}`}>
      <div
        className={`absolute ${inset ?? corner.inset} ${width} ${hover ? `${corner.origin} transition-transform duration-500 group-hover:scale-[1.03]` : ''}`}
      >
        <Picture
          picture={picture}
          sizes={IMAGE_SIZES.showcase}
          eager={eager}
          className={`block h-auto w-full ${corner.edge} border-screen-edge shadow-lg dark:brightness-110`}
        />
      </div>
    </div>
  );
}
