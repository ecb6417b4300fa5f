// The live preview's two messages between the content editor and the preview frame it holds (same origin only): the
// frame says it is ready, the editor answers with what to show and sends it again on every change.
import type { ContentTree, PricingPlan, Section } from '../../../src/contract';
import type { Lang } from '../../lib/i18n';

export type PreviewTheme = 'light' | 'dark';
export type PreviewWidth = 'desktop' | 'phone';

/** Everything the frame shows: which page, how, and the unsaved texts (and plans) to show on it. */
export type PreviewState = {
  section: Section;
  lang: Lang;
  theme: PreviewTheme;
  tree: ContentTree;
  /** The pricing listing with unsaved plan changes; absent: the frame shows the stored plans. */
  plans?: PricingPlan[];
  /** Other reads with unsaved changes (a list with entries added, edited, deleted or moved), by their public query key. */
  reads?: { queryKey: readonly unknown[]; data: unknown }[];
  /** The part being edited (its `data-part` on the page): the frame scrolls to it when it changes. */
  part?: string;
  /** Changes when the admin's stored data changed (a list saved): the frame then reads its lists again. */
  version: number;
};

export { PREVIEW_PATH } from '../../../src/contract/constants';
/** `seq` grows with each state sent: the frame shows only the newest, whatever order its languages load in. */
export type PreviewMessage = { kind: 'site-preview:ready' } | { kind: 'site-preview:state'; state: PreviewState; seq: number };

/** The message, if `event` is one of ours from the same origin (anything else is ignored). */
export function previewMessage(event: MessageEvent): PreviewMessage | undefined {
  if (event.origin !== window.location.origin) return undefined;
  const data = event.data as Partial<PreviewMessage> | null;
  return data && (data.kind === 'site-preview:ready' || data.kind === 'site-preview:state') ? (data as PreviewMessage) : undefined;
}
