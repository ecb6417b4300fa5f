// A price box that reads as money (review round 17: a bare number box showed "4122"): the amount with its thousands
// separators, "4,122", at rest and while typing, in either language, while the value it keeps is the plain decimal
// "4122" the editor checks and saves. A text box with a decimal keyboard (a number box cannot hold a comma); the caret
// stays after the digit it followed as separators come and go.
import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';

/** "4122.5" → "4,122.5": the whole part grouped by threes, the rest as typed (a trailing "." kept while typing). Text
 *  that is not a plain decimal is shown as it is, for the editor to call it invalid. */
export function groupedPrice(plain: string): string {
  const match = /^(\s*)(\d+)(\.\d*)?(\s*)$/.exec(plain);
  if (!match) return plain;
  const [, before, whole, rest = '', after] = match;
  return `${before}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}${after}`;
}

/** What the owner typed, without its separators: "4,122.5" → "4122.5" (full-width digits and stop as their ASCII twins). */
export function plainPrice(typed: string): string {
  return typed
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/．/g, '.')
    .replace(/[,，\s]/g, '');
}

/** How many digits and stops stand before `at`: where the caret is, in terms the formatting does not move. */
const marksBefore = (text: string, at: number) => text.slice(0, at).replace(/[^\d.]/g, '').length;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValue: (plain: string) => void;
};

export function PriceInput({ value, onValue, ...rest }: Props) {
  const box = useRef<HTMLInputElement>(null);
  /** The caret as digits before it, kept from a keystroke until the grouped text is drawn. */
  const caret = useRef<number | null>(null);
  const shown = groupedPrice(value);
  useLayoutEffect(() => {
    const input = box.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    let marks = caret.current;
    caret.current = null;
    let at = 0;
    while (at < shown.length && marks > 0) {
      if (/[\d.]/.test(shown[at]!)) marks--;
      at++;
    }
    input.setSelectionRange(at, at);
  }, [shown]);
  return (
    <input
      {...rest}
      ref={box}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        caret.current = marksBefore(typed, event.currentTarget.selectionStart ?? typed.length);
        onValue(plainPrice(typed));
      }}
    />
  );
}
