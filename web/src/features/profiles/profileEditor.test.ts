import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import { type EditorState, INITIAL_EDITOR, isOpen, profileEditor } from "./profileEditor.ts";

const invalid = (attribute: string): ApiErrorObject => ({
  status: "422",
  code: "invalid",
  title: "Invalid",
  detail: `Check ${attribute}.`,
  source: { pointer: `/data/attributes/${attribute}` },
});

const run = (...actions: Parameters<typeof profileEditor>[1][]) => actions.reduce(profileEditor, INITIAL_EDITOR);

describe("profileEditor", () => {
  it("opens one form at a time", () => {
    const state = run(
      { type: "open", section: "employments", entryId: "4" },
      { type: "open", section: "educations", entryId: "new" },
    );
    expect(state.open).toEqual({ section: "educations", entryId: "new" });
    expect(isOpen(state, "employments", "4")).toBe(false);
    expect(isOpen(state, "educations", "new")).toBe(true);
  });

  it("keeps a failed save's errors with its section and leaves the form open", () => {
    const state = run(
      { type: "open", section: "achievements", entryId: "new" },
      { type: "failed", section: "achievements", errors: [invalid("achieved_on")] },
    );
    expect(state.open).toEqual({ section: "achievements", entryId: "new" });
    expect(state.errors.achievements).toEqual([invalid("achieved_on")]);
    expect(state.errors.educations).toBeUndefined();
  });

  it("clears a section's errors when its form closes", () => {
    const state = run(
      { type: "open", section: "languages" },
      { type: "failed", section: "languages", errors: [invalid("language_id")] },
      { type: "close" },
    );
    expect(state).toEqual({ open: null, errors: {} });
  });

  it("clears a section's errors when one of its forms is started", () => {
    const failedDelete = run({ type: "failed", section: "operations", errors: [invalid("creative_field_id")] });
    expect(profileEditor(failedDelete, { type: "open", section: "operations" }).errors).toEqual({});
  });

  it("clears a refused upload's errors when another file is chosen, keeping the dialog and other sections", () => {
    const tooLarge: ApiErrorObject = {
      status: "413",
      code: "payload_too_large",
      title: "Payload too large",
      detail: "The file is larger than 20 MB.",
      source: { pointer: "/data/attributes/file" },
    };
    const refused = run(
      { type: "open", section: "images" },
      { type: "failed", section: "images", errors: [tooLarge] },
      { type: "failed", section: "cv", errors: [invalid("file")] },
    );
    const next = profileEditor(refused, { type: "cleared", section: "images" });
    expect(next.open).toEqual({ section: "images", entryId: null });
    expect(next.errors).toEqual({ cv: [invalid("file")] });
    expect(profileEditor(next, { type: "cleared", section: "images" })).toBe(next);
  });

  it("clears the errors of the form that another form replaces, and keeps other sections' errors", () => {
    const state = run(
      { type: "failed", section: "weblinks", errors: [invalid("url")] },
      { type: "open", section: "employments", entryId: "2" },
      { type: "failed", section: "employments", errors: [invalid("ended_on")] },
      { type: "open", section: "educations", entryId: "new" },
    );
    expect(state.errors).toEqual({ weblinks: [invalid("url")] });
  });

  it("clears the errors after a change succeeds, closing the form when asked", () => {
    const failed = run(
      { type: "open", section: "weblinks", entryId: "new" },
      { type: "failed", section: "weblinks", errors: [invalid("url")] },
    );
    expect(profileEditor(failed, { type: "succeeded", section: "weblinks", close: true })).toEqual({
      open: null,
      errors: {},
    });
    const stillOpen = profileEditor(failed, { type: "succeeded", section: "weblinks" });
    expect(stillOpen.open).toEqual({ section: "weblinks", entryId: "new" });
    expect(stillOpen.errors).toEqual({});
  });

  it("leaves another section's open form alone when a change elsewhere succeeds", () => {
    const state: EditorState = { open: { section: "intro", entryId: null }, errors: {} };
    expect(profileEditor(state, { type: "succeeded", section: "cv", close: true }).open).toEqual(state.open);
  });

  it("closing with nothing open changes nothing", () => {
    expect(profileEditor(INITIAL_EDITOR, { type: "close" })).toBe(INITIAL_EDITOR);
  });
});
