// A time zone in the admin's words: the settings' list of zones and Insights' note on how days are counted.

/**
 * A zone as an owner names it: its city and its offset now ("Taipei (GMT+8)"), not its database name ("Asia/Taipei",
 * kept as the option's value and tooltip). A zone that is not a city (UTC, Etc/GMT+5) keeps its name.
 */
export function zoneLabel(name: string, lang: 'en' | 'zh' = 'en'): string {
  const city = name.includes('/') && !name.startsWith('Etc/') ? name.slice(name.lastIndexOf('/') + 1).replaceAll('_', ' ') : name;
  // In Chinese the zone's own Chinese name (台北標準時間 (GMT+8)), not an English city in a Chinese page (round 12).
  if (lang === 'zh' && city !== name) {
    try {
      const zh = new Intl.DateTimeFormat('zh-TW', { timeZone: name, timeZoneName: 'longGeneric' })
        .formatToParts(Date.now())
        .find((part) => part.type === 'timeZoneName')?.value;
      const offset = new Intl.DateTimeFormat('zh-TW', { timeZone: name, timeZoneName: 'shortOffset' })
        .formatToParts(Date.now())
        .find((part) => part.type === 'timeZoneName')?.value;
      if (zh && offset && !zh.startsWith('GMT')) return `${zh} (${offset})`;
    } catch {
      return name;
    }
  }
  try {
    const offset = new Intl.DateTimeFormat('en', { timeZone: name, timeZoneName: 'shortOffset' })
      .formatToParts(Date.now())
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset && city !== name ? `${city} (${offset})` : city;
  } catch {
    return name;
  }
}
