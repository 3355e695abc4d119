import type { SupportedLocale } from "@atelier/common/enums";
import { createContext, useContext, useSyncExternalStore } from "react";

export type LayoutLocale = SupportedLocale;

export interface LayoutUser {
  name: string;
  avatarUrl?: string;
}

/**
 * What the layout shows about the session and the language, provided by the app shell. The layout
 * reads it from here instead of importing session or i18n state, so it renders the same in tests,
 * on the server and in the browser.
 */
export interface LayoutContextValue {
  user: LayoutUser | null;
  /** A member on a page kept for all members, not yet read: their controls take their place. */
  userToCome: boolean;
  unreadMessages: number;
  unreadNotifications: number;
  /** Connection requests waiting for the user's answer. */
  connectionRequests: number;
  locale: LayoutLocale;
  onLocaleChange(locale: LayoutLocale): void;
  onLogout(): void;
}

export const defaultLayoutContext: LayoutContextValue = {
  user: null,
  userToCome: false,
  unreadMessages: 0,
  unreadNotifications: 0,
  connectionRequests: 0,
  locale: "en",
  onLocaleChange: () => {},
  onLogout: () => {},
};

/**
 * The layout's value as the shell hands it down: one object for the life of the shell, which its
 * readers subscribe to. A context whose value changed would reach into the page below as well, and
 * a part of it still waiting for its code to hydrate would be drawn afresh for it (a member
 * arriving on a page kept for all members changes the header, never the page).
 */
export interface LayoutSource {
  get(): LayoutContextValue;
  set(value: LayoutContextValue): void;
  subscribe(listener: () => void): () => void;
}

export function createLayoutSource(initial: LayoutContextValue): LayoutSource {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const LayoutContext = createContext<LayoutSource>(createLayoutSource(defaultLayoutContext));

/** What the layout shows about the session and the language, redrawn as it changes. */
export function useLayout(): LayoutContextValue {
  const source = useContext(LayoutContext);
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
