// "Preview", the editor bar's one way to see the page (decision 0139): a menu of the draft as its page will read (drawn
// by the public page's own code, from what is on the screen, never saved) and, once the piece is on the site, the page
// visitors read now, in a new tab. Before, two buttons stood side by side ("Preview page", "View on the site"), each
// as loud as the other and as Save; narrower than 1024 px it is the eye alone, its name still said.
import { menuItemClass, PopoverMenu } from '../../components/admin/popover-menu';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  /** Opens the whole page's preview (page-preview.tsx). */
  onPreview: () => void;
  /** The live page's address, when a language of the piece is on the site. */
  liveHref: string | null;
};

export function PreviewMenu({ onPreview, liveHref }: Props) {
  const words = useAdminT().publishing.editor;
  return (
    <PopoverMenu
      label={words.previewMenu}
      buttonClassName="btn-ghost shrink-0 gap-1.5 px-3 text-ink max-lg:h-11 max-lg:w-11 max-lg:px-0 max-lg:text-muted"
      button={
        <>
          <span className="i-lucide-eye h-4 w-4" aria-hidden="true" />
          <span className="max-lg:hidden">{words.preview}</span>
          <span className="i-lucide-chevron-down h-3.5 w-3.5 text-muted max-lg:hidden" aria-hidden="true" />
        </>
      }
      menuClassName="w-72 rounded-xl border border-line bg-surface p-1.5 text-sm text-ink shadow-[var(--shadow-pop)]"
    >
      {(close) => (
        <>
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              close();
              onPreview();
            }}
          >
            <span className="i-lucide-file-search h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
            <span className="flex min-w-0 flex-col py-1.5">
              <span>{words.previewPage}</span>
              <span className="text-xs font-normal whitespace-normal text-muted">{words.previewPageHint}</span>
            </span>
          </button>
          {liveHref ? (
            <a href={liveHref} target="_blank" rel="noopener" className={menuItemClass} onClick={close}>
              <span className="i-lucide-external-link h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="flex min-w-0 flex-col py-1.5">
                <span>{words.view}</span>
                <span className="text-xs font-normal whitespace-normal text-muted">{words.viewHint}</span>
              </span>
            </a>
          ) : (
            <p className="flex min-h-11 items-center gap-2 px-3 text-xs text-faint">
              <span className="i-lucide-external-link h-4 w-4 shrink-0" aria-hidden="true" />
              {words.notLiveYet}
            </p>
          )}
        </>
      )}
    </PopoverMenu>
  );
}
