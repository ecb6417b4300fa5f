// When a piece of work's headline result shows: only with a figure (an entry saved before results existed has none; the
// label may be left blank). One rule for the services page's list and home's featured entry, each in its own script.
export type HeadlineResult = { value: string; label: string };

export const resultOf = (value: string, label: string): HeadlineResult | null => (value.trim() ? { value, label } : null);
