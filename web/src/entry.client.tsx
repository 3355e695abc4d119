import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "./app/chunk-reload.ts";
import { loadTranslations, toSupportedLocale } from "./i18n/index.ts";

installChunkReload();

// The page's language is loaded before hydrating, so the first client render matches the server's;
// if it cannot load, the page still becomes interactive.
void loadTranslations(toSupportedLocale(document.documentElement.lang))
  .catch((error: unknown) => console.warn("The page's messages could not be loaded:", error))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
