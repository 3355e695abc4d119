import { describe, expect, it } from "vitest";
import { parseInline, parseList, parseRichText } from "./parseRichText.ts";

describe("parseRichText", () => {
  it("splits paragraphs at blank lines and joins wrapped lines", () => {
    expect(parseRichText("First line\ncontinues.\n\n  Second.  ")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "First line continues." }] },
      { kind: "paragraph", content: [{ kind: "text", text: "Second." }] },
    ]);
  });

  it("reads a block of dash lines as a list", () => {
    expect(parseRichText("Rules:\n\n- one\n- two")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "Rules:" }] },
      { kind: "list", items: [[{ kind: "text", text: "one" }], [{ kind: "text", text: "two" }]] },
    ]);
  });

  it("keeps a block with some dash lines as a paragraph", () => {
    expect(parseRichText("- one\nnot an item")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "- one not an item" }] },
    ]);
  });

  it("returns no blocks for empty text", () => {
    expect(parseRichText("  \n\n ")).toEqual([]);
  });
});

describe("parseInline", () => {
  it("marks e-mail addresses and leaves a trailing full stop in the text", () => {
    expect(parseInline("Write to hello@atelier.example.")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "email", address: "hello@atelier.example" },
      { kind: "text", text: "." },
    ]);
  });

  it("finds several addresses in one sentence", () => {
    expect(parseInline("a@b.de or c.d@e.co.uk")).toEqual([
      { kind: "email", address: "a@b.de" },
      { kind: "text", text: " or " },
      { kind: "email", address: "c.d@e.co.uk" },
    ]);
  });

  it("returns plain text unchanged", () => {
    expect(parseInline("No address here")).toEqual([{ kind: "text", text: "No address here" }]);
  });
});

describe("parseList", () => {
  it("returns the text of each dash line and skips other lines", () => {
    expect(parseList("Intro\n- one\n  - two  \n\nnot a line item")).toEqual(["one", "two"]);
  });
});
