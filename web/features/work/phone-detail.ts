// A story's screens on a phone (decision 0145): the whole 1,200 px screen shrunk to 350 px was a picture no one could
// read, so below 768 px its frame shows one detail at a reading scale (the screen drawn 44 rem wide), from the corner
// nearest its focus (the image library's focus point; the top-left, a screen's name and first figures, without one);
// from 768 px the whole screen. One image, CSS alone; the link still opens it at full size.
import type { PictureRef } from '../../../src/contract/journal';

/** The frame's and the picture's classes below 768 px, per corner (whole class names, for the stylesheet's scan). */
const CORNERS = {
  tl: 'max-md:top-0 max-md:left-0',
  tr: 'max-md:top-0 max-md:right-0',
  bl: 'max-md:bottom-0 max-md:left-0',
  br: 'max-md:bottom-0 max-md:right-0',
};

/** The link's frame: a fixed height on a phone, what runs past it cut off. */
export const PHONE_FRAME = 'max-md:h-[16rem] max-md:overflow-hidden';

/** The picture, on a phone drawn at a reading scale and set to its corner. */
export function phoneDetail(picture: PictureRef): string {
  const { x, y } = picture.look?.focus ?? { x: 0.5, y: 0.5 };
  const corner = CORNERS[`${y > 0.55 ? 'b' : 't'}${x > 0.55 ? 'r' : 'l'}` as keyof typeof CORNERS];
  return `max-md:absolute max-md:aspect-auto max-md:w-[44rem] max-md:max-w-none max-md:rounded-none max-md:border-0 ${corner}`;
}
