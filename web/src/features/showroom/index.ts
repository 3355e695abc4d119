// What other areas (the home page, profiles) take from the showroom: its cards and its reads.
export { useExploreItems } from "./api/useExploreItems.ts";
export { useItem } from "./api/useItem.ts";
export { useLikeToggle } from "./api/useLikeToggle.ts";
export { useRelatedItems } from "./api/useRelatedItems.ts";
export { useUserItems } from "./api/useUserItems.ts";
export { ItemCard } from "./components/ItemCard.tsx";
export { ItemCardSkeleton } from "./components/ItemCardSkeleton.tsx";
export { ItemGrid } from "./components/ItemGrid.tsx";
export { itemEditPathOf, itemPathOf } from "./itemPath.ts";
export { gridSizes } from "./responsiveImage.ts";
export type { Item, ItemKind } from "./types.ts";
