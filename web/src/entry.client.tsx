import { COOKIES } from "@atelier/common/enums";
import { addressLocale } from "@atelier/common/seo";
import { parseWithoutEval } from "@atelier/common/zod-in-browser";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { setBrowserCookie } from "./app/preferences/cookies.ts";
import { installChunkReload } from "./app/runtime/chunk-reload.ts";
import { loadTranslations, toSupportedLocale } from "./i18n/index.ts";

installChunkReload();
// The page's policy allows no eval: zod, which the live channel's frames load, is told before it loads.
parseWithoutEval();

// A link that names its language (?lang=de) was rendered in it: the reader keeps it from here on, as
// after the language switch, so that what the page loads next speaks it too.
const named = addressLocale(window.location.search);
if (named) setBrowserCookie(COOKIES.locale, named);

// The page's language is loaded before hydrating, so the first client render matches the server's;
// if it cannot load, the page still becomes interactive.
void loadTranslations(toSupportedLocale(document.documentElement.lang), { fallback: false })
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
