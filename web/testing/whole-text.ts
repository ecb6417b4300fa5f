// A text matcher for words split across elements (a date in nowrap parts, components/admin/date-text.tsx): the deepest
// element whose whole text is `text`, as getByText finds a text in one piece.
import type { MatcherFunction } from '@testing-library/react';

export const wholeText =
  (text: string): MatcherFunction =>
  (_, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
