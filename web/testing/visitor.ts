// Component tests' visitor for the page-view beacon (lib/page-views.ts): what the browser says of itself and where it
// came from, and the beacons it sends, recorded rather than sent; all put back by `restoreBrowser`. A test plays an
// ordinary browser unless it says otherwise.
import { forgetVisit } from '../lib/page-views';

export type BrowserSays = { doNotTrack?: string; globalPrivacyControl?: boolean; webdriver?: boolean; referrer?: string };
/** The beacons sent since `browserSays`: where to, their type, and their body's JSON once read (`beacons()`). */
let sent: { url: string; blob: Blob }[] = [];
const realSendBeacon = navigator.sendBeacon;

/** A new page load by a browser that says `props` of itself (an ordinary one, arriving from nowhere, by default). */
export function browserSays(props: BrowserSays = {}) {
  const { referrer, ...nav } = { doNotTrack: 'unspecified', webdriver: false, ...props };
  for (const [name, value] of Object.entries(nav)) Object.defineProperty(navigator, name, { value, configurable: true });
  Object.defineProperty(document, 'referrer', { value: referrer ?? '', configurable: true });
  navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    sent.push({ url: String(url), blob: data as Blob });
    return true;
  };
}

/** The beacons sent so far, in order. */
export const beacons = () =>
  Promise.all(sent.map(async ({ url, blob }) => ({ url, type: blob.type, body: JSON.parse(await blob.text()) as unknown })));
export const beaconCount = () => sent.length;

/** Back to happy-dom's own navigator and document, no beacon recorded, the visit forgotten. */
export function restoreBrowser() {
  for (const name of ['doNotTrack', 'globalPrivacyControl', 'webdriver']) delete (navigator as unknown as Record<string, unknown>)[name];
  delete (document as unknown as Record<string, unknown>).referrer;
  navigator.sendBeacon = realSendBeacon;
  sent = [];
  forgetVisit();
}
