// What every endpoint shares: ids in paths, and the one error shape.
import * as v from 'valibot';

/** A database id taken from a URL path segment: digits only, no sign, no leading zero. */
export const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'Id must be a positive whole number'), v.transform(Number), v.safeInteger()),
});

export const ErrorCode = v.picklist([
  'bad_request',
  /** 400, a passkey asked for where none can work: the site is reached by an IP address, or PUBLIC_URL names one. */
  'passkeys_unavailable',
  'unauthorized',
  /** The password was right; the second step is owed (POST /api/admin/login/second-factor or a passkey). */
  'second_factor_required',
  'forbidden',
  /** A sensitive change: confirm the password first (POST /api/admin/security/confirm). */
  'confirm_required',
  'not_found',
  'conflict',
  'misdirected_request',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'too_many_requests',
  'insufficient_storage',
  'bad_gateway',
  'internal_error',
]);
export type ErrorCode = v.InferOutput<typeof ErrorCode>;

/** Every error response of the API has this body. `issues` only appears on validation errors. */
export const ErrorBody = v.object({
  error: v.object({
    code: ErrorCode,
    message: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Body of a successful write that has nothing else to return. */
export type Ok = { ok: true };
