// The CSP sources that let sonner (the admin's toasts) insert its stylesheet: it adds a <style> element at run time,
// first empty, then with its rules, and the policy allows inline styles only by the hash of their exact text.
// web/server/toaster-style.test.ts hashes what sonner really inserts, so an upgrade that changes it fails there
// instead of leaving the toasts unstyled in the browser.

/** sha256 of sonner 2.0.8's stylesheet, as its `__insertCSS` inserts it. */
export const TOASTER_STYLE_HASH = 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=';
/** sha256 of the empty text: the element is checked once when it is appended, before its rules are put in. */
export const EMPTY_STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/** The style-src sources the admin's toasts need, as the policy writes them. */
export const TOASTER_STYLE_SOURCES = `'${TOASTER_STYLE_HASH}' '${EMPTY_STYLE_HASH}'`;
