import { useMantineColorScheme } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useColumnsCount } from "../preferences/preferences.tsx";
import { useMe } from "../session/session.ts";

/**
 * Applies the signed-in account's saved theme and grid columns once per signed-in page load, so a
 * choice made on one device follows the user to every other. The settings page saves changes to
 * the account, so the account's values are the ones to trust. It rides in the signed-in header
 * controls, so visitors never load it.
 */
export function AccountAppearance() {
  const me = useMe();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [columns, setColumnsCount] = useColumnsCount();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!me) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === me.id) return;
    appliedFor.current = me.id;
    if (me.theme && me.theme !== colorScheme) setColorScheme(me.theme);
    if (me.gridColumns && me.gridColumns !== columns) setColumnsCount(me.gridColumns);
  }, [me, colorScheme, setColorScheme, columns, setColumnsCount]);

  return null;
}
