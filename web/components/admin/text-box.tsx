// A text box that grows with its text and never clips it: a textarea sized to its content (CSS `field-sizing: content`,
// with a measured height where a browser lacks it). A one-line box wraps a long text to show it whole, but Enter and a
// pasted line break never put a break in it (the server refuses line breaks in one-line texts; Enter submits the form,
// as in an input). The content editor, the list entry form, a plan's texts and the lines of features use it.
import { useLayoutEffect, useRef, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'rows'> & {
  value: string;
  onText: (text: string) => void;
  /** A title, a name, a label: one line, wrapped to show it whole. Otherwise several lines, three tall at least. */
  oneLine?: boolean;
};

/** Chromium sizes the box itself; elsewhere its height is set from what it holds. */
const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export function TextBox({ value, onText, oneLine = false, className = '', onKeyDown, ...rest }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const el = box.current;
    if (sizesItself || !el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [value]);

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (!oneLine || event.key !== 'Enter' || event.defaultPrevented) return;
    event.preventDefault();
    // An IME's Enter picks a word (Chinese input): it must not send the form.
    if (event.nativeEvent.isComposing) return;
    // As an input's implicit submission: the form's first submit button (maybe outside it, `form=`), unless disabled.
    const form = event.currentTarget.form;
    const submit = form && [...form.elements].find((el): el is HTMLButtonElement => (el as HTMLButtonElement).type === 'submit');
    if (form && submit && !submit.disabled) form.requestSubmit(submit);
  };

  return (
    <textarea
      ref={box}
      rows={oneLine ? 1 : 3}
      value={value}
      onChange={(event) => onText(oneLine ? event.target.value.replace(/\s*[\r\n]+\s*/g, ' ') : event.target.value)}
      onKeyDown={keyDown}
      style={{ fieldSizing: 'content' }}
      className={`${className} ${oneLine ? 'resize-none' : 'min-h-24 max-h-[70vh] resize-y'}`}
      {...rest}
    />
  );
}
