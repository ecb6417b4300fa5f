// A time zone in the admin's words: the settings' list of zones and Insights' note on how days are counted.

/**
 * A zone as an owner names it: its city and its offset now ("Taipei (GMT+8)"), not its database name ("Asia/Taipei",
 * kept as the option's value and tooltip). A zone that is not a city (UTC, Etc/GMT+5) keeps its name.
 */
export function zoneLabel(name: string): string {
  const city = name.includes('/') && !name.startsWith('Etc/') ? name.slice(name.lastIndexOf('/') + 1).replaceAll('_', ' ') : name;
  try {
    const offset = new Intl.DateTimeFormat('en', { timeZone: name, timeZoneName: 'shortOffset' })
      .formatToParts(Date.now())
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset && city !== name ? `${city} (${offset})` : city;
  } catch {
    return name;
  }
}
