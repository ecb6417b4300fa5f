// Shared building blocks of the contract's schemas: bounded text and email addresses.
import * as v from 'valibot';

/** Text that must hold something once surrounding spaces are removed. */
export const requiredText = (max: number, message = 'This field is required') =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max, `At most ${max} characters`));

/** Text that may be empty. */
export const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`));

export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'At most 254 characters'),
  v.email('Invalid email address'),
);
