import { lazy } from "react";

// The manager (its table, dialogs and drawer) loads with its own chunk and stylesheet.
export const ManagerPage = lazy(() => import("./ManagerPage.tsx").then((m) => ({ default: m.ManagerPage })));
