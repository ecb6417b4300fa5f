// A person's letters for a drawn tile where there is no photo: a quote's author and a member of the team.

/** The first letters of the first and last word ("Mei Lin" → "ML"); a Chinese name its family name ("陳怡君 醫師" → "陳"). */
export const initials = (name: string) => {
  const han = name.match(/\p{Script=Han}/u);
  if (han) return han[0];
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  if (words.length === 1)
    return [...words[0]!]
      .slice(0, /^[\p{Script=Latin}]/u.test(words[0]!) ? 2 : 1)
      .join('')
      .toUpperCase();
  return `${[...words[0]!][0]}${[...words.at(-1)!][0]}`.toUpperCase();
};
