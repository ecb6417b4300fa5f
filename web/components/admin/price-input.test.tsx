// The price box: "4,122" shown while "4122" is kept, typing with or without separators, and text that is no price left as typed.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { groupedPrice, PriceInput, plainPrice } from './price-input';

afterEach(cleanup);

test('grouped by threes at rest and while typing; what is kept has no separators', () => {
  expect(groupedPrice('4122')).toBe('4,122');
  expect(groupedPrice('1234567.5')).toBe('1,234,567.5');
  expect(groupedPrice('999')).toBe('999');
  expect(groupedPrice('12.')).toBe('12.');
  expect(groupedPrice('abc')).toBe('abc');
  expect(plainPrice('4,122.50')).toBe('4122.50');
  expect(plainPrice('４，１２２')).toBe('4122');
});

const kept: string[] = [];
function Box() {
  const [value, setValue] = useState('4022');
  return (
    <PriceInput
      aria-label="Annual price"
      value={value}
      onValue={(plain) => {
        kept.push(plain);
        setValue(plain);
      }}
    />
  );
}

test('the box shows the grouped price and hands back the plain one', () => {
  render(<Box />);
  const box = screen.getByLabelText('Annual price') as HTMLInputElement;
  expect(box.value).toBe('4,022');
  expect(box.getAttribute('inputmode')).toBe('decimal');
  fireEvent.change(box, { target: { value: '4,0221' } });
  expect(kept.at(-1)).toBe('40221');
  expect(box.value).toBe('40,221');
});
