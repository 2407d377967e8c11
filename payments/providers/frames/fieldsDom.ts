import { CARD_FIELDS } from '@topup/shared/domain/cardFields';
import type { CardFieldName, MountFieldsOptions } from '../types';
import type { FramesFieldsState } from './fieldsState';
import { FRAMES_CONTAINER_CLASS } from './sdk';
import styles from './FramesFields.module.css';

// The DOM of the Frames card fields (spec 01 §5): a box per field with its label and message, the frames'
// containers (Frames draws its iframes into them), the holder name's own input, and an aria-live node that
// reads the messages out (the frames' inputs live in other documents, out of aria-describedby's reach).

export interface FramesFieldsDom {
  root: HTMLElement;
  holderInput: HTMLInputElement;
  /** Draws the state: each box's status and message, the holder input's invalid mark. */
  render(state: FramesFieldsState): void;
  /** Reads `text` out (nothing for ''). */
  announce(text: string): void;
}

export function buildFramesFieldsDom(
  doc: Document,
  id: string,
  texts: MountFieldsOptions['texts'],
): FramesFieldsDom {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    return node;
  };
  const boxes = {} as Record<CardFieldName, HTMLElement>;
  const messages = {} as Record<CardFieldName, HTMLElement>;
  const field = (name: CardFieldName, control: HTMLElement, label: HTMLElement) => {
    const box = el('div', styles.field);
    box.dataset.field = name;
    const message = el('p', styles.message);
    message.id = `${id}-${name}-message`;
    control.setAttribute('aria-describedby', message.id);
    box.append(label, control, message);
    boxes[name] = box;
    messages[name] = message;
    return box;
  };
  const frameField = (name: Exclude<CardFieldName, 'holderName'>) => {
    const label = el('span', styles.label);
    label.id = `${id}-${name}-label`;
    label.textContent = texts.labels[name];
    const frame = el('div', `${FRAMES_CONTAINER_CLASS[name]} ${styles.frame}`);
    frame.setAttribute('role', 'group');
    frame.setAttribute('aria-labelledby', label.id);
    return field(name, frame, label);
  };

  const holderInput = el('input', styles.input);
  holderInput.id = `${id}-holderName`;
  holderInput.type = 'text';
  holderInput.autocomplete = 'cc-name';
  holderInput.dir = 'auto';
  holderInput.placeholder = texts.placeholders.holderName;
  holderInput.dataset.field = 'holderName';
  const holderLabel = el('label', styles.label);
  holderLabel.htmlFor = holderInput.id;
  holderLabel.textContent = texts.labels.holderName;

  const row = el('div', styles.row);
  row.append(frameField('expiry'), frameField('cvv'));
  const announcer = el('p', styles.announcer);
  announcer.setAttribute('role', 'alert');
  announcer.dataset.role = 'card-fields-announcer';
  const root = el('div', styles.fields);
  root.dataset.provider = 'frames';
  root.append(frameField('cardNumber'), row, field('holderName', holderInput, holderLabel), announcer);

  return {
    root,
    holderInput,
    render(state) {
      for (const name of CARD_FIELDS) {
        boxes[name].dataset.status = state.status(name);
        boxes[name].dataset.shown = String(state.shown(name));
        messages[name].textContent = state.messageFor(name);
      }
      if (state.messageFor('holderName')) holderInput.setAttribute('aria-invalid', 'true');
      else holderInput.removeAttribute('aria-invalid');
    },
    announce(text) {
      if (text) announcer.textContent = text;
    },
  };
}
