// A settings field's hint is shown while its field has the focus; when a press elsewhere takes the focus, it stays until
// the press is over (so nothing under it moves between the press and its release, and the click lands).
import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useFocusHint } from './piece-draft';

function Field() {
  const { group, hint } = useFocusHint();
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

test('shown while the field has the focus; hidden (still described) once the focus leaves', () => {
  render(<Field />);
  const hint = document.getElementById('hint')!;
  expect(hint.className).toContain('sm:sr-only');
  act(() => screen.getByLabelText('Address').focus());
  expect(hint.className).not.toContain('sr-only');
  act(() => screen.getByRole('button').focus());
  expect(hint.className).toContain('sm:sr-only');
  expect(screen.getByLabelText('Address').getAttribute('aria-describedby')).toBe('hint');
});

test('a press that takes the focus leaves the hint in place until it is released', async () => {
  render(<Field />);
  const hint = document.getElementById('hint')!;
  act(() => screen.getByLabelText('Address').focus());
  const below = screen.getByRole('button');
  fireEvent.pointerDown(below);
  act(() => below.focus());
  expect(hint.className).not.toContain('sr-only');
  fireEvent.pointerUp(below);
  await act(() => new Promise((done) => setTimeout(done, 5)));
  expect(hint.className).toContain('sm:sr-only');
});
