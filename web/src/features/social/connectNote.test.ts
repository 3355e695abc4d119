import { describe, expect, it } from "vitest";
import { noteCount, noteToSend } from "./connectNote.ts";

describe("noteToSend", () => {
  it("sends the note trimmed, as the server keeps it", () => {
    expect(noteToSend("  Loved your posters.\nCoffee? \n")).toBe("Loved your posters.\nCoffee?");
  });

  it("sends none for an empty or blank note", () => {
    expect(noteToSend("")).toBeUndefined();
    expect(noteToSend(" \n\t ")).toBeUndefined();
  });
});

describe("noteCount", () => {
  it("counts what was typed against the limit the server holds to", () => {
    expect(noteCount("")).toEqual({ used: 0, max: 300, near: false });
    expect(noteCount("a".repeat(269))).toEqual({ used: 269, max: 300, near: false });
  });

  it("marks the last tenth", () => {
    expect(noteCount("a".repeat(270)).near).toBe(true);
    expect(noteCount("a".repeat(300)).near).toBe(true);
  });
});
