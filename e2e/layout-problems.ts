// What is wrong with a page as Chromium laid it out, for the phone and desktop checks of the admin and the public
// pages: sideways scrolling, a control whose label runs onto a second line, and on a phone a target under 44 × 44 px.
import type { Page } from 'playwright-core';

/** What is wrong with the page as laid out: sideways scrolling, and controls whose label runs onto a second line. */
export const layoutProblems = (page: Page, phone: boolean) =>
  page.evaluate((phone) => {
    const problems: string[] = [];
    // On a phone every control is a target a thumb can hit: 44 × 44 CSS px at least (WCAG 2.5.5).
    if (phone) {
      for (const target of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="tab"], summary')) {
        // A control inside its label is hit anywhere on the label.
        const box = (
          target instanceof HTMLInputElement && target.closest('label') ? target.closest('label')! : target
        ).getBoundingClientRect();
        // Not drawn, read only aloud (1 px), or kept from everyone but bots (the contact form's honeypot).
        if (box.width <= 1 || target.closest('dialog:not([open]), [aria-hidden="true"]')) continue;
        // A link inside a sentence is exempt (WCAG 2.5.8), as is a control that is disabled (nothing to hit).
        const inSentence =
          target.tagName === 'A' &&
          getComputedStyle(target).display === 'inline' &&
          target.parentElement!.textContent!.trim() !== target.textContent!.trim();
        if (inSentence || (target as HTMLButtonElement).disabled) continue;
        if (target instanceof HTMLInputElement && target.type === 'hidden') continue;
        if (box.width < 44 || box.height < 44)
          problems.push(
            `"${(target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName).slice(0, 30)}" is ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    // A table wider than its box hides its last columns (the actions) behind a scroll.
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement!;
      // A table only read aloud (a chart's numbers, in a 1 px visually hidden box) hides nothing from anyone.
      if (box.closest('.sr-only')) continue;
      // A table inside the text being written is the author's own (no actions in it): on a phone it pans in its
      // frame as a grid (decision 0183), which the frame's own scroll shows.
      if (box.classList.contains('table-scroll') && box.closest('.rich-text')) continue;
      if (table.getBoundingClientRect().width > box.clientWidth + 1)
        problems.push(`a table scrolls sideways: ${Math.round(table.getBoundingClientRect().width)} > ${box.clientWidth}`);
    }
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="tab"], a.btn-primary, a.btn-outline, nav a, td span.rounded-full',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (!box.width || !control.textContent?.trim() || control.closest('[hidden], dialog:not([open])')) continue;
      // Lines of the label: its visible text's boxes, grouped by where they sit (a box below the last line starts one).
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || parent.getBoundingClientRect().width <= 1) continue; // screen-reader-only text
        // A count or badge laid over the control (the unread badge on a phone's tab sign, an image tile's version badges
        // on its picture) is not a line of its label.
        let over = false;
        for (let el: HTMLElement | null = parent; el && el !== control; el = el.parentElement)
          if (getComputedStyle(el).position === 'absolute') over = true;
        if (over) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Lines clamped out of sight (a phone row's two-line preview, line-clamp) lie below the control: not shown.
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.top < box.bottom - 1));
      }
      let lines = 0;
      let bottom = -Infinity;
      for (const r of rects.sort((a, b) => a.top - b.top)) {
        if (r.top >= bottom - 1) lines += 1;
        bottom = r.top >= bottom - 1 ? r.bottom : Math.max(bottom, r.bottom);
      }
      const tops = { size: lines };
      // A stretched row button holds two lines on purpose (the name, the first line of the message).
      const twoLineRow = control.closest('td') && control.querySelectorAll(':scope > span').length === 2;
      // A card-like control that says how many lines it may take (a pager's way and the part's name: data-lines).
      const allowed = Number(control.dataset.lines) || (twoLineRow ? 2 : 1);
      if (tops.size > allowed) problems.push(`"${control.textContent.trim().slice(0, 40)}" wraps onto ${tops.size} lines`);
    }
    return problems;
  }, phone);

/**
 * Drawn pictures that do not sit whole and clean in their frames: a part of a topic picture ([data-visual]) outside its
 * panel (cropped), and in the home hero's composition ([data-layer]) a layer that covers part of a tile or a word of
 * the layer under it (a card peeking out from under another).
 */
export const pictureProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility();
    };
    const inside = (r: DOMRect, frame: DOMRect) =>
      r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5 && r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5;
    for (const frame of document.querySelectorAll('[data-visual]')) {
      if (!shown(frame)) continue;
      const box = frame.getBoundingClientRect();
      for (const part of frame.querySelectorAll('*'))
        if (shown(part) && !part.closest('.-z-10') && !inside(part.getBoundingClientRect(), box))
          problems.push(`a ${frame.getAttribute('data-visual')} picture runs out of its frame (${part.tagName.toLowerCase()})`);
    }
    const layers = [...document.querySelectorAll('[data-layer]')].filter(shown);
    layers.forEach((under, i) => {
      for (const over of layers.slice(i + 1)) {
        const top = over.getBoundingClientRect();
        // The tiles and words of the layer under it: any the upper layer cuts across (covers in part, not whole) shows.
        for (const part of under.querySelectorAll(':scope > * :is(div, span, p, svg)')) {
          const r = part.getBoundingClientRect();
          // Only what draws something: a word, a fill or a border (a box that only lays others out is invisible).
          const style = getComputedStyle(part);
          const draws =
            part.tagName === 'svg' ||
            [...part.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) ||
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
          if (!shown(part) || !draws) continue;
          const overlaps = r.left < top.right && r.right > top.left && r.top < top.bottom && r.bottom > top.top;
          if (overlaps && !inside(r, top))
            problems.push(
              `a ${part.tagName.toLowerCase()} of the ${under.getAttribute('data-layer')} peeks out from under the ${over.getAttribute('data-layer')}`,
            );
        }
      }
    });
    return [...new Set(problems)];
  });
