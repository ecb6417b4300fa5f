// One part of a page in the content editor: the block the navigation jumps to (focusable, named by its part) holding
// its texts as a card, and/or what the page composes for it (a list, the plans, the search snippet).
import type { ReactNode } from 'react';
import type { Section } from '../../../src/contract';
import { partAnchor, type Part } from './parts';

type Props = {
  section: Section;
  part: Part;
  label: string;
  /** The part's text fields, if it has any to show. */
  fields?: ReactNode;
  /** What else the part holds (a list, the plans, the snippet), drawn under its texts. */
  children?: ReactNode;
  /** The picker stands in for the side list up to this width, sticking to the top: a jump lands clear of it. */
  pickerUpTo: 'lg' | '2xl';
  /** Another part is shown alone: this one stays drawn (its forms keep what was typed) but out of sight. */
  hidden?: boolean;
  /** This part is shown alone: where the picker shows, its second select names it, so its heading is heard only. */
  alone?: boolean;
};

export function PartBlock({ section, part, label, fields, children, pickerUpTo, hidden = false, alone = false }: Props) {
  const id = partAnchor(section, part.id);
  const block = {
    id,
    hidden,
    'data-edit-part': part.id,
    tabIndex: -1,
    // Under the admin's sticky header (decision 0258: `--admin-top`) and, narrower, the part picker.
    className: `scroll-mt-[calc(var(--admin-top,0px)+6rem)] rounded-2xl outline-none ${
      pickerUpTo === '2xl' ? '2xl:scroll-mt-[calc(var(--admin-top,0px)+1.5rem)]' : 'lg:scroll-mt-[calc(var(--admin-top,0px)+1.5rem)]'
    }`,
  };
  // Every part's name stands above its cards, as a list's does beside its Add button: one place for a part's title.
  const texts = fields && (
    <>
      {/* Shown alone, the part's name is the picker's under the two selects (a tablet, a laptop beside the preview; review
          round 20 #4) and the page title's ("Home › Top of the page", decision 0244) beside the side list. On a phone it stays (decision 0222; outside review round 24: "no section title is shown"): the one
          picker there reads the place small, the heading says where the fields below belong. */}
      <h2 id={`${id}-title`} className={`admin-section-title ${alone ? 'sm:sr-only' : ''}`}>
        {label}
      </h2>
      <div
        className={`card card-phone-flat grid gap-6 p-5 sm:p-6 ${alone ? (pickerUpTo === 'lg' ? 'max-sm:mt-3 lg:mt-4' : 'max-sm:mt-3 2xl:mt-4') : 'mt-4'}`}
      >
        {fields}
      </div>
    </>
  );
  // A part of texts alone is a region named by its heading; a list, the plans and the snippet are regions of their own.
  if (!children)
    return (
      <section aria-labelledby={`${id}-title`} {...block}>
        {texts}
      </section>
    );
  return (
    <div {...block}>
      {texts}
      {/* The list's or snippet's own top margin gives way to the gap between parts. Under the part's texts, the list's
          name (the part's, said above) is for screen readers only (content-editor.tsx). */}
      {/* Alone, a list's or the plans' own heading is heard only from 640 px: the title above says "Pricing › Plans"
          (decision 0244), the picker below 1024 px. */}
      <div className={`[&>section]:mt-0 ${texts ? 'mt-6' : ''} ${alone && !texts ? 'sm:[&>section>h2:first-child]:sr-only' : ''}`}>
        {children}
      </div>
    </div>
  );
}
