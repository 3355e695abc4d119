import { lazy } from "react";

const shelves = () => import("./Shelves.tsx");
export const ShowroomShelf = lazy(() => shelves().then((m) => ({ default: m.ShowroomShelf })));
export const CreativesShelf = lazy(() => shelves().then((m) => ({ default: m.CreativesShelf })));
export const FeaturedShelf = lazy(() => shelves().then((m) => ({ default: m.FeaturedShelf })));
