import { createContext, type ReactNode, useCallback, useContext, useMemo, useReducer } from "react";
import { ApiClientError } from "../../../api/client.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useReloadMe } from "../../../app/session/session.ts";
import { companyContactPath, LIST_SECTIONS, type ListSection, sectionRequest, userPath } from "../api/profileApi.ts";
import { type EditorState, INITIAL_EDITOR, isOpen, type ProfileSection, profileEditor } from "../profileEditor.ts";

/** What a change may have altered, to read again: a list section, the user, the company contact. */
export type Refresh = ListSection | "user" | "companyContact";

export interface ChangeOptions {
  /** Close the section's open form once the change is saved. */
  close?: boolean;
  /** What to read again afterwards; by default the section itself when it is a list. */
  refresh?: readonly Refresh[];
}

export interface ProfileEditorValue {
  /** Whether the viewer owns the profile and may edit it. */
  owner: boolean;
  state: EditorState;
  isOpen(section: ProfileSection, entryId?: string | null): boolean;
  open(section: ProfileSection, entryId?: string | null): void;
  close(): void;
  /** Forgets what the server said about the section's last change (the owner starts over). */
  clear(section: ProfileSection): void;
  /**
   * Runs a change of one section; a JSON:API document it resolves with is merged into the store. A
   * refusal keeps the server's errors with that section (network and server faults raise their own
   * alert); true when the change was saved.
   */
  change(section: ProfileSection, run: () => Promise<unknown>, options?: ChangeOptions): Promise<boolean>;
}

const ProfileEditorContext = createContext<ProfileEditorValue | null>(null);

export interface ProfileEditorProviderProps {
  owner: boolean;
  userId: string;
  /** The id or slug the page reads the user by. */
  userKey: string;
  children: ReactNode;
}

interface SectionChange {
  section: ProfileSection;
  send: () => Promise<unknown>;
  options: ChangeOptions;
}

const isListSection = (section: ProfileSection): section is ListSection => section in LIST_SECTIONS;

export function ProfileEditorProvider({ owner, userId, userKey, children }: ProfileEditorProviderProps) {
  const [state, dispatch] = useReducer(profileEditor, INITIAL_EDITOR);
  const reloadMe = useReloadMe();

  const { run } = useWrite<SectionChange>({
    send: (_, { send }) => send(),
    onSuccess: (_, { section, options }) => {
      dispatch({ type: "succeeded", section, close: options.close });
      // The header's avatar is the profile image, read with the signed-in user.
      if (section === "images") void reloadMe();
    },
    stale: ({ section, options }) =>
      (options.refresh ?? (isListSection(section) ? [section] : [])).flatMap((target) => {
        if (target === "user") return [...new Set([userPath(userKey), userPath(userId)])];
        if (target === "companyContact") return [companyContactPath(userId)];
        return [sectionRequest(userId, target).path];
      }),
    onError: (error, { section }) => {
      if (error instanceof ApiClientError && error.kind === "client") {
        dispatch({ type: "failed", section, errors: error.errors });
      }
    },
  });

  const change = useCallback(
    (section: ProfileSection, send: () => Promise<unknown>, options: ChangeOptions = {}) =>
      run({ section, send, options }),
    [run],
  );

  const value = useMemo(
    (): ProfileEditorValue => ({
      owner,
      state,
      isOpen: (section, entryId = null) => owner && isOpen(state, section, entryId),
      open: (section, entryId = null) => dispatch({ type: "open", section, entryId }),
      close: () => dispatch({ type: "close" }),
      clear: (section) => dispatch({ type: "cleared", section }),
      change,
    }),
    [owner, state, change],
  );

  return <ProfileEditorContext.Provider value={value}>{children}</ProfileEditorContext.Provider>;
}

export function useProfileEditor(): ProfileEditorValue {
  const value = useContext(ProfileEditorContext);
  if (!value) throw new Error("useProfileEditor needs a ProfileEditorProvider above it.");
  return value;
}
