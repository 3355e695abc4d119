import { CONNECTION_TABS, type ConnectionTab } from "@atelier/common/enums";

export const DEFAULT_CONNECTION_TAB: ConnectionTab = "connections";

/** The tab a path names: none for /connections (the default tab), null for a name that is no tab. */
export function tabOfParam(param: string | undefined): ConnectionTab | null {
  if (param === undefined) return DEFAULT_CONNECTION_TAB;
  return (CONNECTION_TABS as readonly string[]).includes(param) ? (param as ConnectionTab) : null;
}

/** The path of a tab of the connections screen; the default tab is the bare /connections. */
export function connectionsPath(tab: ConnectionTab = DEFAULT_CONNECTION_TAB): string {
  return tab === DEFAULT_CONNECTION_TAB ? "/connections" : `/connections/${tab}`;
}
