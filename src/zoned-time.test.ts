import { expect, test } from 'bun:test';
import { addDays, dayIn, dayStartIn, daysFrom, instantIn, isDay, isTimeZone, spanDays, wallTimeIn } from './contract/zoned-time';

const at = (iso: string) => Date.parse(iso);

test('a moment falls on the day its zone says: 20:00 UTC is already tomorrow in Taipei', () => {
  expect(dayIn(at('2026-12-02T20:00:00Z'), 'UTC')).toBe('2026-12-02');
  expect(dayIn(at('2026-12-02T20:00:00Z'), 'Asia/Taipei')).toBe('2026-12-03');
  expect(dayIn(at('2026-12-03T03:00:00Z'), 'America/New_York')).toBe('2026-12-02');
  expect(wallTimeIn(at('2026-12-02T20:05:00Z'), 'Asia/Taipei')).toBe('2026-12-03T04:05');
});

test('a day begins at its zone midnight', () => {
  expect(dayStartIn('2026-12-03', 'Asia/Taipei')).toBe(at('2026-12-02T16:00:00Z'));
  expect(dayStartIn('2026-12-03', 'UTC')).toBe(at('2026-12-03T00:00:00Z'));
  expect(dayStartIn('2026-07-01', 'America/New_York')).toBe(at('2026-07-01T04:00:00Z'));
});

test('a typed wall time names its moment, across summer time both ways', () => {
  expect(instantIn('2026-12-03T09:30', 'Asia/Taipei')).toBe(at('2026-12-03T01:30:00Z'));
  expect(instantIn('2026-12-03T09:30:15', 'Asia/Taipei')).toBe(at('2026-12-03T01:30:15Z'));
  // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT; the skipped 02:30 moves forward by the hour.
  expect(instantIn('2026-03-08T01:30', 'America/New_York')).toBe(at('2026-03-08T06:30:00Z'));
  expect(instantIn('2026-03-08T02:30', 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'));
  expect(instantIn('2026-03-08T10:00', 'America/New_York')).toBe(at('2026-03-08T14:00:00Z'));
  // 2026-11-01: 02:00 EDT falls back to 01:00 EST; the repeated 01:30 is the first one, 10:00 is in EST.
  expect(instantIn('2026-11-01T01:30', 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'));
  expect(instantIn('2026-11-01T10:00', 'America/New_York')).toBe(at('2026-11-01T15:00:00Z'));
  for (const wall of ['2026-03-08T10:00', '2026-11-01T10:00', '2026-06-15T23:59'])
    expect(wallTimeIn(instantIn(wall, 'America/New_York')!, 'America/New_York')).toBe(wall);
});

test('no real date, no moment; an unknown zone is no zone', () => {
  for (const wall of ['2026-02-30', '2026-13-01T00:00', '2026-12-03T24:00', '2026-12-03T10:60', '2026-12-03T10:00:60', 'tomorrow', ''])
    expect(instantIn(wall, 'UTC')).toBeNull();
  expect(isDay('2028-02-29')).toBe(true);
  expect(isDay('2026-02-29')).toBe(false);
  for (const zone of ['Asia/Taipei', 'UTC', 'Europe/London']) expect(isTimeZone(zone)).toBe(true);
  for (const zone of ['', 'Mars/Olympus', 'Asia/Taipei; drop table', 'x'.repeat(65)]) expect(isTimeZone(zone)).toBe(false);
});

test('calendar arithmetic counts days, not hours', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(spanDays('2026-12-01', '2026-12-01')).toBe(1);
  expect(spanDays('2026-03-01', '2026-03-31')).toBe(31);
  expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
});
