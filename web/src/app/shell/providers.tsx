import { QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { type ReactNode, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { ApiProvider } from "../../api/context.tsx";
import type { Preferences } from "../preferences/cookies.ts";
import { PreferencesProvider } from "../preferences/preferences.tsx";
import type { AppRuntime } from "../runtime/runtime.ts";
import { RuntimeProvider } from "../runtime/runtime-context.tsx";
import { AppMantineProvider } from "../theme/AppMantineProvider.tsx";

export interface AppProvidersProps {
  runtime: AppRuntime;
  i18n: i18n;
  preferences: Preferences;
  children: ReactNode;
}

/** Every context the pages rely on: runtime, API cache, queries, language, theme, preferences. */
export function AppProviders({ runtime, i18n, preferences, children }: AppProvidersProps) {
  const api = useMemo(() => ({ api: runtime.api, store: runtime.store }), [runtime]);
  return (
    <RuntimeProvider value={runtime}>
      <ApiProvider value={api}>
        <QueryClientProvider client={runtime.queryClient}>
          <I18nextProvider i18n={i18n}>
            <AppMantineProvider>
              <PreferencesProvider initial={preferences}>{children}</PreferencesProvider>
            </AppMantineProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </ApiProvider>
    </RuntimeProvider>
  );
}
