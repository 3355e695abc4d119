/**
 * Where the keyboard is in the suggestion list (the WAI-ARIA combobox pattern with a list popup):
 * whether the list shows, how many options it has, and the highlighted one (-1 for none, when
 * Enter sends the form).
 */
export interface ListState {
  open: boolean;
  count: number;
  active: number;
}

export const CLOSED: ListState = { open: false, count: 0, active: -1 };

/** What a key does: the next state, whether it was the list's (the field does nothing else with it), and the option chosen. */
export interface KeyOutcome {
  state: ListState;
  handled: boolean;
  chosen?: number;
}

/** New options arrived: they show, none highlighted, while the field has the focus. */
export const withOptions = (count: number, focused: boolean): ListState => ({
  open: focused && count > 0,
  count,
  active: -1,
});

/**
 * A key pressed in the field. Down and Up open the list (at the first or the last option) and
 * move through it, round at the ends; Enter opens the highlighted option, else it is the form's;
 * Escape closes the list, and when it is closed already it is the field's (clearing it).
 */
export function pressKey(state: ListState, key: string): KeyOutcome {
  const { count, active } = state;
  switch (key) {
    case "ArrowDown":
      if (count === 0) return { state, handled: false };
      return {
        state: { ...state, open: true, active: !state.open || active >= count - 1 ? 0 : active + 1 },
        handled: true,
      };
    case "ArrowUp":
      if (count === 0) return { state, handled: false };
      return {
        state: { ...state, open: true, active: !state.open || active <= 0 ? count - 1 : active - 1 },
        handled: true,
      };
    case "Enter":
      if (!state.open || active < 0) return { state: { ...state, open: false, active: -1 }, handled: false };
      return { state: { ...state, open: false, active: -1 }, handled: true, chosen: active };
    case "Escape":
      if (!state.open) return { state, handled: false };
      return { state: { ...state, open: false, active: -1 }, handled: true };
    default:
      return { state, handled: false };
  }
}

/** The pointer rests on an option: it is the highlighted one. */
export const pointAt = (state: ListState, index: number): ListState =>
  index >= 0 && index < state.count ? { ...state, active: index } : state;

/** The field lost the focus, or an option was opened: the list closes, its options kept for the next focus. */
export const close = (state: ListState): ListState => ({ ...state, open: false, active: -1 });

/** The field has the focus again: the options it still has show. */
export const reopen = (state: ListState): ListState => ({ ...state, open: state.count > 0, active: -1 });
