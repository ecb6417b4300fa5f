// Where a link in a piece's text may go, for the server's renderer (a link elsewhere is left as plain text) and for the
// editor's link box (which refuses it before it is written): the web (http, https), an email or a phone number, a path
// of this site, or a place on the page. javascript:, data:, vbscript:, file: and a protocol-relative //host are not.

const SAFE_LINK = /^(?:https?:\/\/[^\s/]|mailto:|tel:|\/(?![/\\])|#)/i;

export const isSafeLink = (url: string) => SAFE_LINK.test(url);
