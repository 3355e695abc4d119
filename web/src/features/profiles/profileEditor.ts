import type { ApiErrorObject } from "@atelier/common/jsonapi";

/** The parts of a profile its owner edits, each with its own form and its own server errors. */
export const PROFILE_SECTIONS = [
  "intro",
  "images",
  "professions",
  "industries",
  "operations",
  "languages",
  "weblinks",
  "employments",
  "educations",
  "achievements",
  "cv",
  "companyContact",
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** An open form: a section's editor, or one of its entries (`"new"` for one being added). */
export interface OpenForm {
  section: ProfileSection;
  entryId: string | null;
}

export interface EditorState {
  /** One form at a time: opening another closes this one. */
  open: OpenForm | null;
  /** What the server said about the last failed change, per section (spec 001 sections 5 and 8). */
  errors: Partial<Record<ProfileSection, readonly ApiErrorObject[]>>;
}

export type EditorAction =
  | { type: "open"; section: ProfileSection; entryId?: string | null }
  | { type: "close" }
  | { type: "failed"; section: ProfileSection; errors: readonly ApiErrorObject[] }
  /** The owner starts over (chooses another file): what was said about the last try goes. */
  | { type: "cleared"; section: ProfileSection }
  | { type: "succeeded"; section: ProfileSection; close?: boolean };

export const INITIAL_EDITOR: EditorState = { open: null, errors: {} };

function without(errors: EditorState["errors"], ...sections: (ProfileSection | undefined)[]): EditorState["errors"] {
  const rest = { ...errors };
  for (const section of sections) if (section) delete rest[section];
  return rest;
}

/**
 * The owner's editing state. A section's errors are cleared whenever one of its forms is started
 * or closed, when the owner starts over, and after a change of it succeeds; a failure keeps the
 * form open with the errors.
 */
export function profileEditor(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "open":
      return {
        open: { section: action.section, entryId: action.entryId ?? null },
        errors: without(state.errors, state.open?.section, action.section),
      };
    case "close":
      return state.open ? { open: null, errors: without(state.errors, state.open.section) } : state;
    case "failed":
      return { ...state, errors: { ...state.errors, [action.section]: action.errors } };
    case "cleared":
      return action.section in state.errors ? { ...state, errors: without(state.errors, action.section) } : state;
    case "succeeded": {
      const closing = action.close && state.open?.section === action.section;
      return { open: closing ? null : state.open, errors: without(state.errors, action.section) };
    }
  }
}

/** Whether the form for a section (and entry) is the open one. */
export function isOpen(state: EditorState, section: ProfileSection, entryId: string | null = null): boolean {
  return state.open?.section === section && state.open.entryId === entryId;
}
