// A settings field's hint is shown while its field has the focus or is wrong (decision 0225); when a press elsewhere
// takes the focus, it stays until the press is over (so nothing under it moves between the press and its release).
import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useFocusHint } from './focus-hint';

function Field({ invalid = false }: { invalid?: boolean }) {
  const { group, hint } = useFocusHint(invalid);
  return (
    <>
      <div {...group}>
        <input aria-label="Address" aria-describedby="hint" />
        <p id="hint" className={hint}>
          Lowercase letters
        </p>
      </div>
      <button type="button">Below</button>
    </>
  );
}

afterEach(cleanup);

test('shown while the field has the focus; out of sight (still described) once the focus leaves, at every width', () => {
  render(<Field />);
  const hint = document.getElementById('hint')!;
  expect(hint.className).toBe('sr-only');
  act(() => screen.getByLabelText('Address').focus());
  expect(hint.className).toBe('field-hint');
  act(() => screen.getByRole('button').focus());
  expect(hint.className).toBe('sr-only');
  expect(screen.getByLabelText('Address').getAttribute('aria-describedby')).toBe('hint');
});

test('a wrong field keeps its hint in sight', () => {
  render(<Field invalid />);
  expect(document.getElementById('hint')!.className).toBe('field-hint');
});

test('a press that takes the focus leaves the hint in place until it is released', async () => {
  render(<Field />);
  const hint = document.getElementById('hint')!;
  act(() => screen.getByLabelText('Address').focus());
  const below = screen.getByRole('button');
  fireEvent.pointerDown(below);
  act(() => below.focus());
  expect(hint.className).toBe('field-hint');
  fireEvent.pointerUp(below);
  await act(() => new Promise((done) => setTimeout(done, 5)));
  expect(hint.className).toBe('sr-only');
});
