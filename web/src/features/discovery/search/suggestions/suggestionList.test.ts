import { describe, expect, it } from "vitest";
import { CLOSED, close, type ListState, pointAt, pressKey, reopen, withOptions } from "./suggestionList.ts";

/** Presses keys one after another from a state; answers the last outcome. */
function press(state: ListState, ...keys: string[]) {
  let outcome = { state, handled: false } as ReturnType<typeof pressKey>;
  for (const key of keys) outcome = pressKey(outcome.state, key);
  return outcome;
}

describe("the suggestion list's keyboard", () => {
  const three = withOptions(3, true);

  it("shows new options without highlighting one, and only in a focused field", () => {
    expect(three).toEqual({ open: true, count: 3, active: -1 });
    expect(withOptions(3, false).open).toBe(false);
    expect(withOptions(0, true).open).toBe(false);
  });

  it("moves down and up through the options, round at the ends", () => {
    expect(press(three, "ArrowDown").state.active).toBe(0);
    expect(press(three, "ArrowDown", "ArrowDown", "ArrowDown").state.active).toBe(2);
    expect(press(three, "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown").state.active).toBe(0);
    expect(press(three, "ArrowUp").state.active).toBe(2);
    expect(press(three, "ArrowDown", "ArrowUp").state.active).toBe(2);
    expect(press(three, "ArrowDown").handled).toBe(true);
  });

  it("opens a closed list with the arrows, at its first or last option", () => {
    const closed = close(three);
    expect(press(closed, "ArrowDown").state).toEqual({ open: true, count: 3, active: 0 });
    expect(press(closed, "ArrowUp").state).toEqual({ open: true, count: 3, active: 2 });
    expect(press(CLOSED, "ArrowDown")).toEqual({ state: CLOSED, handled: false });
  });

  it("opens the highlighted option with Enter, and leaves Enter to the form when none is", () => {
    expect(press(three, "ArrowDown", "ArrowDown", "Enter")).toEqual({
      state: { open: false, count: 3, active: -1 },
      handled: true,
      chosen: 1,
    });
    const plain = press(three, "Enter");
    expect(plain.handled).toBe(false);
    expect(plain.chosen).toBeUndefined();
    expect(plain.state.open).toBe(false);
  });

  it("closes with Escape, and leaves Escape to the field when the list is closed", () => {
    const escaped = press(three, "ArrowDown", "Escape");
    expect(escaped).toEqual({ state: { open: false, count: 3, active: -1 }, handled: true });
    expect(press(escaped.state, "Escape").handled).toBe(false);
  });

  it("leaves other keys to the field", () => {
    expect(press(three, "a")).toEqual({ state: three, handled: false });
    expect(press(three, "Home")).toEqual({ state: three, handled: false });
  });

  it("highlights the option under the pointer, and reopens its options when the field is focused again", () => {
    expect(pointAt(three, 2).active).toBe(2);
    expect(pointAt(three, 3)).toBe(three);
    expect(reopen(close(pointAt(three, 1)))).toEqual({ open: true, count: 3, active: -1 });
    expect(reopen(CLOSED).open).toBe(false);
  });
});
