// The visual editor's link box: where the selected words go (a web address, an email, a phone number, a page of this
// site), checked as the page's renderer checks it, so a link that would not be one on the page is refused here.
import { useId, useState } from 'react';
import { isSafeLink } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  /** The address of the link being changed; '' for a new one. */
  href: string;
  onApply: (href: string) => void;
  onRemove?: () => void;
  onClose: () => void;
};

/** An address as typed, made whole: "example.com" is the web's, "name@example.com" an email. */
export function completeAddress(typed: string): string {
  const address = typed.trim();
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(address)) return `mailto:${address}`;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(address)) return `https://${address}`;
  return address;
}

export function LinkDialog({ href, onApply, onRemove, onClose }: Props) {
  const t = useAdminT();
  const words = t.publishing.toolbar.linkBox;
  const id = useId();
  const [typed, setTyped] = useState(href);
  const [wrong, setWrong] = useState(false);
  const apply = () => {
    const address = completeAddress(typed);
    if (!isSafeLink(address)) {
      setWrong(true);
      return;
    }
    onApply(address);
  };
  return (
    <Dialog
      open
      compact
      onClose={onClose}
      title={href ? words.change : words.title}
      closeLabel={words.cancel}
      actions={
        <>
          {onRemove && (
            <button type="button" className="btn-outline mr-auto" onClick={onRemove}>
              {words.remove}
            </button>
          )}
          <button type="button" className="btn-outline" onClick={onClose}>
            {words.cancel}
          </button>
          <button type="button" className="btn-primary" onClick={apply}>
            {words.apply}
          </button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={`${id}-address`} className="block text-sm font-medium">
          {words.address}
        </label>
        <input
          id={`${id}-address`}
          autoFocus
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setWrong(false);
          }}
          placeholder="https://"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={wrong}
          aria-describedby={`${id}-hint`}
          className="field mt-1 w-full"
        />
        <p id={`${id}-hint`} className={`mt-1 text-xs ${wrong ? 'text-bad' : 'text-muted'}`}>
          {wrong ? words.wrong : words.hint}
        </p>
      </form>
    </Dialog>
  );
}
