// The component tests' address bar: the page as if the site were opened at another address (happy-dom's window is at
// http://localhost/ otherwise, web/testing/dom.ts), and back again, so no later test runs at the address one chose.

/** happy-dom's own handle on its window: the one way to move the page to another origin without loading anything. */
const happyDom = () => (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

/** Opens the page at `url` (its path is the router's) until restoreAddress(). */
export const openedAt = (url: string) => happyDom().setURL(url);

/** Back at http://localhost/, where every other test runs: call it after each test that moved. */
export const restoreAddress = () => happyDom().setURL('http://localhost/');
