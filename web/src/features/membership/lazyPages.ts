import { lazy } from "react";

// The area's pages load with their own chunks and stylesheets, none of which a first visit needs:
// the cart brings the card form and the schema that checks it.
export const CartPage = lazy(() => import("./CartPage.tsx").then((m) => ({ default: m.CartPage })));
export const ConfirmationPage = lazy(() =>
  import("./ConfirmationPage.tsx").then((m) => ({ default: m.ConfirmationPage })),
);
export const PremiumPage = lazy(() => import("./PremiumPage.tsx").then((m) => ({ default: m.PremiumPage })));
