// An image in the visual editor: the picture as the page shows it, and under it its description in the text's
// language, typed in place (it is what a screen reader says, and what the page's alt is).
import type { Node } from 'prosemirror-model';
import type { EditorView, NodeView } from 'prosemirror-view';

export class RichImage implements NodeView {
  dom: HTMLElement;
  private img: HTMLImageElement;
  private input: HTMLInputElement;

  constructor(
    private node: Node,
    view: EditorView,
    getPos: () => number | undefined,
    words: { placeholder: string; label: string },
  ) {
    this.dom = document.createElement('span');
    this.dom.className = 'rich-image';
    this.dom.contentEditable = 'false';
    this.img = document.createElement('img');
    this.img.src = node.attrs.src;
    this.img.alt = node.attrs.alt;
    this.input = document.createElement('input');
    this.input.type = 'text';
    this.input.value = node.attrs.alt;
    this.input.placeholder = words.placeholder;
    this.input.setAttribute('aria-label', words.label);
    this.input.addEventListener('input', () => {
      const pos = getPos();
      if (pos === undefined) return;
      view.dispatch(view.state.tr.setNodeAttribute(pos, 'alt', this.input.value));
    });
    // Enter ends the description: back to the text after the image.
    this.input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      view.focus();
    });
    this.dom.append(this.img, this.input);
  }

  update(node: Node): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    if (this.img.getAttribute('src') !== node.attrs.src) this.img.src = node.attrs.src;
    this.img.alt = node.attrs.alt;
    if (document.activeElement !== this.input) this.input.value = node.attrs.alt;
    return true;
  }

  selectNode() {
    this.dom.classList.add('is-selected');
  }

  deselectNode() {
    this.dom.classList.remove('is-selected');
  }

  /** Typing in the description is the description's, not the editor's. */
  stopEvent(event: Event): boolean {
    return event.target === this.input;
  }

  ignoreMutation(): boolean {
    return true;
  }
}
