import { type CSSProperties, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { arrowMove, type PlayAction } from './play-state.ts';

// The grid's keyboard: a focused, invisible <input> over the cursor cell. Plain typing arrives as `beforeinput`;
// an input method (Indic scripts, phone keyboards) composes in the input and hands over its text at
// `compositionend`. Either way the text goes to the grid, which cuts it into letters, and the input is emptied.

/** Kept in the input so a phone keyboard always has something to delete, and sends Backspace. */
const SENTINEL = '\u200B';

export interface GridInputHandle {
  focus(): void;
}

export interface GridInputProps {
  ref?: Ref<GridInputHandle>;
  dispatch: (action: PlayAction) => void;
  rtl: boolean;
  /** Latin games ask phone keyboards for capitals. */
  latin: boolean;
  /** The game's language, so the keyboard can offer its script. */
  lang: string;
  label: string;
  style: CSSProperties;
  /** Text an input method is composing, shown over the cursor cell until it is committed. */
  onComposing: (text: string) => void;
}

export function GridInput({ ref, dispatch, rtl, latin, lang, label, style, onComposing }: GridInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const options = useRef({ dispatch, rtl, onComposing });
  useEffect(() => {
    options.current = { dispatch, rtl, onComposing };
  }, [dispatch, rtl, onComposing]);

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus({ preventScroll: true }) }), []);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const send = (action: PlayAction) => options.current.dispatch(action);
    const reset = () => {
      element.value = SENTINEL;
      element.setSelectionRange(SENTINEL.length, SENTINEL.length);
    };
    reset();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.keyCode === 229 || event.ctrlKey || event.metaKey || event.altKey) return;
      const move = arrowMove(event.key, options.current.rtl);
      const action: PlayAction | null = move
        ? { type: 'move', ...move }
        : event.key === 'Tab'
          ? { type: event.shiftKey ? 'previousWord' : 'nextWord' }
          : event.key === 'Enter'
            ? { type: 'nextWord' }
            : event.key === 'Backspace'
              ? { type: 'backspace' }
              : event.key === 'Delete'
                ? { type: 'delete' }
                : null;
      if (action) {
        event.preventDefault();
        send(action);
      } else if (event.key === 'Escape') {
        // Tab moves between clues inside the grid; Escape hands the keyboard back to the page.
        element.blur();
      }
    };

    const onBeforeInput = (event: InputEvent) => {
      if (event.isComposing || event.inputType === 'insertCompositionText') return;
      const text = event.inputType === 'insertFromPaste' ? event.dataTransfer?.getData('text/plain') : event.data;
      if (event.inputType.startsWith('insert') && text) send({ type: 'type', text });
      else if (event.inputType === 'deleteContentBackward') send({ type: 'backspace' });
      else if (event.inputType === 'deleteContentForward') send({ type: 'delete' });
      else return;
      event.preventDefault();
    };

    // The input is emptied only between compositions: changing its value while an input method composes would
    // end the composition under the player's fingers. Until then it may hold text the grid already has.
    let composing = false;
    let stale = false;
    const onCompositionStart = () => {
      composing = true;
    };
    const onCompositionUpdate = (event: CompositionEvent) => options.current.onComposing(event.data);
    const onCompositionEnd = (event: CompositionEvent) => {
      composing = false;
      stale = true;
      options.current.onComposing('');
      if (event.data) send({ type: 'type', text: event.data.replaceAll(SENTINEL, '') });
      setTimeout(() => {
        if (composing) return;
        stale = false;
        reset();
      }, 0);
    };

    // Whatever reached the input without a cancellable beforeinput (older phone keyboards). Browsers differ on
    // whether an input event follows compositionend: text already taken from a composition is not taken again.
    const onInput = (event: Event) => {
      if ((event as InputEvent).isComposing || composing) return;
      if (!stale) {
        const text = element.value.replaceAll(SENTINEL, '');
        if (text) send({ type: 'type', text });
        else if (element.value === '') send({ type: 'backspace' });
      }
      stale = false;
      reset();
    };

    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('beforeinput', onBeforeInput);
    element.addEventListener('compositionstart', onCompositionStart);
    element.addEventListener('compositionupdate', onCompositionUpdate);
    element.addEventListener('compositionend', onCompositionEnd);
    element.addEventListener('input', onInput);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('compositionstart', onCompositionStart);
      element.removeEventListener('compositionupdate', onCompositionUpdate);
      element.removeEventListener('compositionend', onCompositionEnd);
      element.removeEventListener('input', onInput);
    };
  }, []);

  return (
    <input
      ref={input}
      className="kk-input"
      style={style}
      type="text"
      inputMode="text"
      lang={lang}
      dir={rtl ? 'rtl' : 'ltr'}
      autoCapitalize={latin ? 'characters' : 'off'}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="next"
      aria-label={label}
    />
  );
}
