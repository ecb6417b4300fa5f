// Unsaved edits with two editors on one screen: each editor's entry is its own; the screen asks while any is unsaved.
import { afterEach, beforeEach, expect, mock, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useSignalValue } from './signals';
import { confirmLeave, discardUnsaved, unsavedChanges, useUnsavedChanges, useWarnBeforeUnload } from './unsaved';

const LEAVE = 'Leave without saving?';
const SWITCH = 'Drop this note’s edits?';

/** A small editor as the admin's are: a text, a save, and a switch that drops its own edits after asking. */
function NoteEditor({ name }: { name: string }) {
  const [saved, setSaved] = useState('');
  const [text, setText] = useState('');
  const confirmDiscard = useUnsavedChanges(`note-${name}`, text !== saved);
  return (
    <fieldset>
      <legend>{name}</legend>
      <input aria-label={`${name} text`} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setSaved(text)}>
        Save {name}
      </button>
      <button type="button" onClick={() => confirmDiscard(SWITCH) && setText(saved)}>
        Switch {name}
      </button>
    </fieldset>
  );
}

function Screen({ withB = true }: { withB?: boolean }) {
  const unsaved = useSignalValue(unsavedChanges);
  useWarnBeforeUnload();
  const [left, setLeft] = useState(false);
  return (
    <main>
      <NoteEditor name="A" />
      {withB && <NoteEditor name="B" />}
      {unsaved && <p role="status">Unsaved changes</p>}
      <button type="button" onClick={() => setLeft(confirmLeave(LEAVE))}>
        Leave
      </button>
      {left && <p>Left the screen</p>}
    </main>
  );
}

let asked: string[];
let answer: boolean;
const realConfirm = window.confirm;
beforeEach(() => {
  asked = [];
  answer = false;
  window.confirm = mock((question?: string) => {
    asked.push(String(question));
    return answer;
  });
});
afterEach(() => {
  cleanup();
  discardUnsaved();
  window.confirm = realConfirm;
});

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(`${name} text`), { target: { value } });
const click = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
/** Tries to leave (the admin answers "stay") and tells whether the question came. */
function leaveAsks(): boolean {
  const before = asked.length;
  click('Leave');
  return asked.length > before;
}
/** Whether closing the page now would make the browser ask. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test('editing both editors, saving one still asks; saving the other no longer does', () => {
  render(<Screen />);
  expect([leaveAsks(), unloadAsks()]).toEqual([false, false]);
  expect(screen.queryByRole('status')).toBeNull();

  type('A', 'first note');
  type('B', 'second note');
  expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
  expect([leaveAsks(), unloadAsks()]).toEqual([true, true]);
  expect(asked).toEqual([LEAVE]);
  expect(screen.queryByText('Left the screen')).toBeNull();

  click('Save A');
  expect([leaveAsks(), unloadAsks()]).toEqual([true, true]);

  click('Save B');
  expect([leaveAsks(), unloadAsks()]).toEqual([false, false]);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByText('Left the screen')).toBeTruthy();
});

test('unmounting a dirty editor clears its entry only', () => {
  const view = render(<Screen />);
  type('B', 'will be dropped with its editor');
  expect(unsavedChanges.value).toBe(true);
  view.rerender(<Screen withB={false} />);
  expect(unsavedChanges.value).toBe(false);
  expect([leaveAsks(), unloadAsks()]).toEqual([false, false]);

  // With A dirty as well, B going away leaves A's entry in place.
  view.rerender(<Screen />);
  type('A', 'kept');
  type('B', 'dropped');
  view.rerender(<Screen withB={false} />);
  expect(leaveAsks()).toBe(true);
});

test('an editor’s own question is about its edits alone, and dropping them keeps the other editor’s', () => {
  render(<Screen />);
  type('B', 'unsaved in B');
  click('Switch A'); // A has nothing unsaved: no question
  expect(asked).toEqual([]);

  type('A', 'unsaved in A');
  click('Switch A'); // "stay": A keeps its text
  expect(asked).toEqual([SWITCH]);
  expect((screen.getByLabelText('A text') as HTMLInputElement).value).toBe('unsaved in A');

  answer = true;
  click('Switch A');
  expect((screen.getByLabelText('A text') as HTMLInputElement).value).toBe('');
  expect(unsavedChanges.value).toBe(true); // B's edits are still there
  expect(leaveAsks()).toBe(true);
});

test('agreeing to leave drops every entry, so closing the page afterwards does not ask again', () => {
  render(<Screen />);
  type('A', 'one');
  type('B', 'two');
  answer = true;
  act(() => click('Leave'));
  expect(screen.getByText('Left the screen')).toBeTruthy();
  expect(unsavedChanges.value).toBe(false);
  expect(unloadAsks()).toBe(false);
});
