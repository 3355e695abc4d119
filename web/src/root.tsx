import "./app/theme/styles.ts";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useContext, useEffect, useState } from "react";
import { isRouteErrorResponse, Links, Meta, type MetaFunction, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { AlertsOutlet } from "./app/alerts/alerts-outlet.tsx";
import { FLASH_COOKIE, readFlash } from "./app/alerts/flash.ts";
import { DEFAULT_PREFERENCES, setBrowserCookie } from "./app/preferences/cookies.ts";
import { appInstance } from "./app/runtime/app-instance.ts";
import { useRegisterNavigate } from "./app/runtime/navigation.ts";
import { RequestContext, useNonce, useRuntime } from "./app/runtime/runtime-context.tsx";
import { useMemberArrival } from "./app/session/member-arrival.ts";
import { AppLayout } from "./app/shell/AppLayout.tsx";
import { LayoutBridge } from "./app/shell/layout-bridge.tsx";
import { AppProviders } from "./app/shell/providers.tsx";
import { useInterfaceLanguage } from "./app/start/locale.ts";
import { startFor } from "./app/start/start.server.ts";
import { type StartState, useStartState } from "./app/start/start.ts";
import { DEFAULT_COLOR_SCHEME } from "./app/theme/AppMantineProvider.tsx";
import { RouteStylesheets } from "./app/theme/route-stylesheets.tsx";
import { theme } from "./app/theme/theme.ts";
import { pageMeta } from "./features/pages/pageMeta.ts";

export async function loader({ request, context }: Route.LoaderArgs): Promise<StartState> {
  return (await startFor(context, request)).state;
}

/** The start data are loaded once per page; later changes go through the client's caches. */
export function shouldRevalidate() {
  return false;
}

/** Shows the start's alerts (an init failure, a guard's warning from before a redirect) once. */
function StartAlerts({ state }: { state: StartState | undefined }) {
  const { alerts } = useRuntime();
  useEffect(() => {
    for (const alert of state?.alerts ?? []) alerts.add(alert);
    if (readFlash(document.cookie).length > 0) setBrowserCookie(FLASH_COOKIE, "", { maxAge: 0 });
  }, [alerts, state]);
  return null;
}

/** On a page kept for all members, reads who the member is, with their standing, once it has hydrated. */
function MemberArrival() {
  useMemberArrival();
  return null;
}

// Scroll handling only matters from the first navigation on, so it loads after the page.
const ScrollManager = lazy(() => import("./app/scroll/scroll-manager.tsx").then((m) => ({ default: m.ScrollManager })));

function Navigation() {
  useRegisterNavigate();
  return (
    <Suspense fallback={null}>
      <ScrollManager />
    </Suspense>
  );
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const start = useStartState();
  const request = useContext(RequestContext);
  const nonce = useNonce();
  const [instance] = useState(() => appInstance(start, request));
  const language = useInterfaceLanguage(instance.i18n);
  return (
    <html
      lang={language}
      {...mantineHtmlProps}
      data-respect-reduced-motion={theme.respectReducedMotion ? "true" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript nonce={nonce} defaultColorScheme={DEFAULT_COLOR_SCHEME} />
        <RouteStylesheets />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders
          runtime={instance.runtime}
          i18n={instance.i18n}
          preferences={start?.preferences ?? DEFAULT_PREFERENCES}
        >
          <Navigation />
          <StartAlerts state={start} />
          <MemberArrival />
          <AlertsOutlet />
          {children}
        </AppProviders>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Error pages are rare: they load when one is shown, not with every page.
const NotFoundPage = lazy(() => import("./features/pages/NotFoundPage.tsx").then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() =>
  import("./features/pages/ServerErrorPage.tsx").then((m) => ({ default: m.ServerErrorPage })),
);

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** The title of the error page; pages without an error name themselves. */
export const meta: MetaFunction = (args) =>
  args.error
    ? pageMeta({ title: isNotFound(args.error) ? "pages.notFound.meta.title" : "pages.serverError.meta.title" })(args)
    : [];

/** A 404 or 500 inside the layout, for whatever a route throws. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LayoutBridge>
      <AppLayout>
        <Suspense fallback={null}>{isNotFound(error) ? <NotFoundPage /> : <ServerErrorPage />}</Suspense>
      </AppLayout>
    </LayoutBridge>
  );
}
