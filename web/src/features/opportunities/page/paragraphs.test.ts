import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./paragraphs.ts";

describe("paragraphsOf", () => {
  it("parts a text at empty lines and keeps the lines within a paragraph", () => {
    expect(paragraphsOf("We look for:\n- covers\n- posters\n\n  \nApply by May.\r\n\r\nThanks")).toEqual([
      "We look for:\n- covers\n- posters",
      "Apply by May.",
      "Thanks",
    ]);
  });

  it("gives nothing for no text", () => {
    expect(paragraphsOf(null)).toEqual([]);
    expect(paragraphsOf(" \n\n ")).toEqual([]);
  });

  it("keeps markup as the text it is", () => {
    expect(paragraphsOf("<script>alert(1)</script>")).toEqual(["<script>alert(1)</script>"]);
  });
});
