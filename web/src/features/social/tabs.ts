import { CONNECTION_TABS, type ConnectionTab, DEFAULT_CONNECTION_TAB } from "@atelier/common/enums";

/** The tab a path names: none for /connections (the default tab), null for a name that is no tab. */
export function tabOfParam(param: string | undefined): ConnectionTab | null {
  if (param === undefined) return DEFAULT_CONNECTION_TAB;
  return (CONNECTION_TABS as readonly string[]).includes(param) ? (param as ConnectionTab) : null;
}
