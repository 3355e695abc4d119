import { COOKIES, type GridColumns } from "@atelier/common/enums";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { type Preferences, parseColumnsCount, setBrowserCookie, withModalClosed } from "./cookies.ts";

interface PreferencesValue extends Preferences {
  setColumnsCount(count: GridColumns): void;
  closeModal(id: string): void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

/** The cookie-backed choices of spec 000 section 4, read on the server so both renders agree. */
export function PreferencesProvider({ initial, children }: { initial: Preferences; children: ReactNode }) {
  const [columnsCount, setColumns] = useState(initial.columnsCount);
  const [modalClosed, setModalClosed] = useState(initial.modalClosed);

  const setColumnsCount = useCallback((count: GridColumns) => {
    const valid = parseColumnsCount(String(count));
    setColumns(valid);
    setBrowserCookie(COOKIES.columnsCount, String(valid));
  }, []);

  const closeModal = useCallback((id: string) => {
    setModalClosed((ids) => {
      const next = withModalClosed(ids, id);
      setBrowserCookie(COOKIES.modalClosed, next.join(","));
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ columnsCount, modalClosed, setColumnsCount, closeModal }),
    [columnsCount, modalClosed, setColumnsCount, closeModal],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("Preferences need the app's providers above them.");
  return value;
}

/** The item grid's column count (2 or 4) and its setter. */
export function useColumnsCount(): [GridColumns, (count: GridColumns) => void] {
  const { columnsCount, setColumnsCount } = usePreferences();
  return [columnsCount, setColumnsCount];
}

/** Whether the modal `id` was closed for good, and how to close it so. */
export function useModalClosed(id: string): [boolean, () => void] {
  const { modalClosed, closeModal } = usePreferences();
  const close = useCallback(() => closeModal(id), [closeModal, id]);
  return [modalClosed.includes(id), close];
}
