import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table of spec 000 section 2. Screens owned by areas that have not landed yet share the
 * `routes/coming-soon.tsx` module under their own route id, which names the page's title key.
 */
const soon = (path: string, id: string) => route(path, "routes/coming-soon.tsx", { id });

export default [
  layout("routes/app-shell.tsx", [
    index("routes/home.tsx"),
    soon("creatives", "creatives"),
    soon("creatives/:id", "creatives-field"),
    soon("clients", "clients"),
    soon("clients/:id", "clients-field"),
    route("profile/:slug", "routes/profile/public.tsx", { id: "profile-public" }),
    soon("gallery/:galleryItemId", "gallery-item"),
    soon("showroom", "showroom"),
    soon("showroom/field/:id", "showroom-field"),
    soon("showroom/:showroomItemId", "showroom-item"),
    soon("jobs", "jobs"),
    soon("jobs/category/:id", "jobs-category"),
    soon("jobs/:slug", "job"),
    route("about", "routes/info/about.tsx"),
    route("how-it-works", "routes/info/how-it-works.tsx"),
    route("featured", "routes/info/featured.tsx"),
    route("pricing", "routes/info/pricing.tsx"),
    route("terms-and-conditions", "routes/info/terms.tsx"),
    route("privacy-policy", "routes/info/privacy.tsx"),
    route("contact", "routes/info/contact.tsx"),
    route("imprint", "routes/info/imprint.tsx"),
    route("confirm/email", "routes/auth/confirm-email.tsx", { id: "confirm-email" }),
    route("404", "routes/info/not-found.tsx"),
    route("500", "routes/info/server-error.tsx"),
    route("settings/notifications", "routes/guards/signed-in-or-settings-token.tsx", [
      index("routes/settings/notifications.tsx", { id: "settings-notifications" }),
    ]),
    layout("routes/guards/complete.tsx", [
      route("profile", "routes/profile/own.tsx", { id: "profile-own" }),
      soon("gallery/new", "gallery-new"),
      soon("showroom/new", "showroom-new"),
      ...prefix("messages", [
        soon("", "messages"),
        soon("new", "messages-new"),
        soon(":participationId", "messages-conversation"),
      ]),
      soon("favourites", "favourites"),
      // The tab is a child route, so moving between tabs keeps the screen (and the keyboard focus) in place.
      route("connections", "routes/connections/connections.tsx", { id: "connections" }, [
        route(":defaultTab", "routes/connections/tab.tsx", { id: "connections-tab" }),
      ]),
      soon("notifications", "notifications"),
      soon("jobs-manager", "jobs-manager"),
      soon("jobs/new", "jobs-new"),
      soon("jobs/:slug/edit", "jobs-edit"),
      soon("cart", "cart"),
      soon("cart/confirmation", "cart-confirmation"),
      soon("membership", "membership"),
      route("settings", "routes/settings-layout.tsx", [
        index("routes/settings/index.tsx", { id: "settings" }),
        route("info", "routes/settings/info.tsx", { id: "settings-info" }),
        route("password", "routes/settings/password.tsx", { id: "settings-password" }),
        route("privacy", "routes/settings/privacy.tsx", { id: "settings-privacy" }),
        route("privacy/delete-confirmation", "routes/settings/privacy-delete-confirmation.tsx", {
          id: "settings-privacy-delete-confirmation",
        }),
        route("language", "routes/settings/language.tsx", { id: "settings-language" }),
        route("blocked", "routes/settings/blocked.tsx", { id: "settings-blocked" }),
        route("deactivate", "routes/settings/deactivate.tsx", { id: "settings-deactivate" }),
        route("appearance", "routes/settings/appearance.tsx", { id: "settings-appearance" }),
        route("membership", "routes/settings/membership.tsx", { id: "settings-membership" }),
        route("interests", "routes/settings/interests.tsx", { id: "settings-interests" }),
      ]),
    ]),
  ]),
  layout("routes/auth-form-shell.tsx", [
    route("login", "routes/auth/login.tsx", { id: "login" }),
    layout("routes/guards/anonymous.tsx", [
      route("password-reset", "routes/auth/password-reset.tsx", { id: "password-reset" }),
      route("password-reset/:token", "routes/auth/password-reset-token.tsx", { id: "password-reset-token" }),
      route("signup", "routes/auth/signup.tsx", { id: "signup" }),
      route("delete-confirmation", "routes/auth/delete-confirmation.tsx", { id: "delete-confirmation" }),
    ]),
    // Outside the visitors-only layout: signing up signs the user in, and the mailed link is
    // usually opened in that same browser. The route keeps out only users already confirmed.
    route("signup/confirm/:registrationId", "routes/auth/signup-confirm.tsx", { id: "signup-confirm" }),
    layout("routes/guards/signup-info.tsx", [
      route("signup-info", "routes/auth/signup-info.tsx", { id: "signup-info" }),
    ]),
  ]),
  route("*", "routes/info/catch-all.tsx"),
] satisfies RouteConfig;
