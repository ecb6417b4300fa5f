// A time zone in the admin's words: the settings' list of zones and Insights' note on how days are counted.

const part = (lang: string, name: string, style: 'shortOffset' | 'longGeneric') =>
  new Intl.DateTimeFormat(lang, { timeZone: name, timeZoneName: style }).formatToParts(Date.now()).find((p) => p.type === 'timeZoneName')
    ?.value;

/**
 * A zone as an owner names it: its city and its offset now ("Taipei (GMT+8)"), not its database name ("Asia/Taipei",
 * kept as the option's value and tooltip). In Chinese, the zone's Chinese name and its offset ("台北標準時間（GMT+8）"):
 * an English city in a Chinese list read as untranslated (round 12 of the outside review). A zone that is not a city
 * (UTC, Etc/GMT+5) keeps its name.
 */
export function zoneLabel(name: string, lang: 'en' | 'zh' = 'en'): string {
  const city = name.includes('/') && !name.startsWith('Etc/') ? name.slice(name.lastIndexOf('/') + 1).replaceAll('_', ' ') : name;
  try {
    const offset = part('en', name, 'shortOffset');
    if (!offset || city === name) return city;
    if (lang === 'zh') {
      const local = part('zh-Hant-TW', name, 'longGeneric');
      // A zone ICU has no Chinese name for comes back as an offset ("GMT-03:00"): then the city, as in English.
      if (local && !local.startsWith('GMT')) return `${local}（${offset}）`;
    }
    return `${city} (${offset})`;
  } catch {
    return name;
  }
}

/**
 * The labels of a list of zones: in Chinese several cities share one zone name (紐約 and 底特律 are both 東部時間), so
 * a name said more than once is told apart by its city.
 */
export function zoneLabels(names: readonly string[], lang: 'en' | 'zh'): Map<string, string> {
  const labels = new Map(names.map((name) => [name, zoneLabel(name, lang)]));
  const seen = new Map<string, number>();
  for (const label of labels.values()) seen.set(label, (seen.get(label) ?? 0) + 1);
  for (const [name, label] of labels)
    if ((seen.get(label) ?? 0) > 1) labels.set(name, `${label} · ${name.slice(name.lastIndexOf('/') + 1).replaceAll('_', ' ')}`);
  return labels;
}
