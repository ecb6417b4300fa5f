// What a configuration variable's text may be (the kinds src/config.ts builds its variables from): each kind is a
// phrase for the docs and a schema made with the variable's name, so every message names it without writing it twice.
import * as v from 'valibot';
import { PASSWORD_MAX, PASSWORD_MIN } from './contract/auth';
import { isOneLine, isVisibleOnly } from './contract/common';
import { type IpRange, parseRange } from './http/ip-range';

/** What a variable's text may be: a phrase for the docs, and its schema, made with the name its messages use. */
export interface Kind<T> {
  readonly accepts: string;
  readonly schema: (name: string) => v.GenericSchema<string, T>;
}

/** One environment variable. `fallback` is the text used when it is unset or empty; `unset` says what happens without one. */
export interface Variable<T = unknown> {
  readonly name: string;
  readonly accepts: string;
  readonly fallback: string | undefined;
  readonly unset: string;
  readonly about: string;
  readonly schema: v.GenericSchema<string, T>;
}

export function setting<T>(name: string, kind: Kind<T>, fallback: string, about: string): Variable<T> {
  return { name, accepts: kind.accepts, fallback, unset: '', about, schema: kind.schema(name) };
}
export function optional<T>(name: string, kind: Kind<T>, about: string, unset = 'not set'): Variable<T | undefined> {
  return { name, accepts: kind.accepts, fallback: undefined, unset, about, schema: kind.schema(name) };
}

export const whole = (min: number, max: number): Kind<number> => ({
  accepts: `whole number, ${min}–${max}`,
  schema: (name) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
});
export const positive = (max: number): Kind<number> => ({
  accepts: `number above 0, at most ${max}`,
  schema: (name) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+(\.\d+)?$/, `${name} must be a positive number`),
      v.transform(Number),
      v.minValue(0.01, `${name} must be above 0`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
});
export const oneOf = <const T extends string>(...options: [T, ...T[]]): Kind<T> => ({
  accepts: options.map((option) => `\`${option}\``).join(' or '),
  schema: (name) => v.picklist(options, `${name} must be ${options.map((option) => `"${option}"`).join(' or ')}`),
});
export const nonEmpty: Kind<string> = {
  accepts: 'text',
  schema: (name) => v.pipe(v.string(), v.trim(), v.minLength(1, `${name} must not be empty`)),
};
/** A URL whose scheme is one of `schemes`; `example` is what the message shows. */
export const url = (schemes: RegExp, schemeMessage: string, example: string): Kind<string> => ({
  accepts: 'URL',
  schema: (name) =>
    v.pipe(v.string(), v.trim(), v.url(`${name} must be a URL such as ${example}`), v.regex(schemes, `${name} ${schemeMessage}`)),
});

// Held to the same one-line rule as a sign-in name, or the account it makes could never sign in.
export const username: Kind<string> = {
  accepts: '1–64 characters, no spaces',
  schema: (name) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[^\s]{1,64}$/, `${name} must be 1 to 64 characters without spaces`),
      v.check((text) => isOneLine(text) && isVisibleOnly(text), `${name} must not hold control, text-direction or invisible characters`),
    ),
};
// The rules of a password set in the admin: a first start and `site reset-admin` take nothing the admin would refuse.
export const password: Kind<string> = {
  accepts: `${PASSWORD_MIN}–${PASSWORD_MAX} characters`,
  schema: (name) =>
    v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN, `${name} must be at least ${PASSWORD_MIN} characters`),
      v.maxLength(PASSWORD_MAX, `${name} must be at most ${PASSWORD_MAX} characters`),
    ),
};
/** Addresses and ranges separated by commas, each refused with its own reason. */
export const rangeList: Kind<IpRange[]> = {
  accepts: 'addresses and CIDR ranges, comma-separated',
  schema: (name) =>
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue }) => {
        const entries = dataset.value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        if (!entries.length) addIssue({ message: `${name} must list addresses or ranges, such as 127.0.0.1, 10.0.0.0/8` });
        const ranges: IpRange[] = [];
        for (const entry of entries) {
          const range = parseRange(entry);
          if ('problem' in range) addIssue({ message: `${name} entry ${range.problem}` });
          else ranges.push(range);
        }
        return ranges;
      }),
    ),
};
// A field name as HTTP defines it (a token): letters, digits and a few marks, no spaces, colon or other separators.
export const headerName: Kind<string> = {
  accepts: 'header name',
  schema: (name) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[!#$%&'*+.^_`|~0-9a-z-]+$/i, `${name} must be a header name such as cf-connecting-ip (no spaces, colon or quotes)`),
      v.toLowerCase(),
    ),
};
export const sender: Kind<string> = {
  accepts: 'address',
  schema: (name) => v.pipe(v.string(), v.trim(), v.minLength(3, `${name} must be an address such as "Site <site@example.com>"`)),
};
export const secret: Kind<string> = {
  accepts: '16 characters or more',
  schema: (name) => v.pipe(v.string(), v.minLength(16, `${name} must be at least 16 characters`)),
};
export const path: Kind<string> = { accepts: 'file path', schema: () => v.pipe(v.string(), v.trim(), v.minLength(1)) };
