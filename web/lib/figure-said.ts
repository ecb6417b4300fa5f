// Whether a text already states a figure (decision 0159): a card whose summary says "now handles 75% of them" draws no
// second "75%" under it (round 14 of the review read /work's featured figure three times). Spaces and full-width
// percent signs aside, so "75 ％" in a Chinese summary counts as "75%".
const bare = (text: string) => text.replace(/\s+/g, '').replace(/％/g, '%');

export const figureSaid = (text: string, value: string) => {
  const figure = bare(value);
  return figure !== '' && bare(text).includes(figure);
};
