import { lazy } from "react";

// Stripe's libraries come with their own chunk, loaded only for an order Stripe takes.
export const StripeCardForm = lazy(() => import("./StripeCardForm.tsx"));
