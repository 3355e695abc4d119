import { lazy } from "react";

// The editor (the drop zone, drag and drop, the pickers) loads with its own chunk and stylesheet,
// never with the pages that show items.
export const ItemEditorPage = lazy(() => import("./ItemEditorPage.tsx").then((m) => ({ default: m.ItemEditorPage })));
