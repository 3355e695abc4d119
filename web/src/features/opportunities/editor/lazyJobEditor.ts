import { lazy } from "react";

// The job form (its pickers, the drop zones) loads with its own chunk and stylesheet, never with
// the pages that show opportunities.
export const JobEditorPage = lazy(() => import("./JobEditorPage.tsx").then((m) => ({ default: m.JobEditorPage })));
