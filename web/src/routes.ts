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
    soon("profile/:slug", "profile-public"),
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
    soon("confirm/email", "confirm-email"),
    route("404", "routes/info/not-found.tsx"),
    route("500", "routes/info/server-error.tsx"),
    route("settings/notifications", "routes/guards/signed-in-or-settings-token.tsx", [
      soon("", "settings-notifications"),
    ]),
    layout("routes/guards/complete.tsx", [
      soon("profile", "profile-own"),
      soon("gallery/new", "gallery-new"),
      soon("showroom/new", "showroom-new"),
      ...prefix("messages", [
        soon("", "messages"),
        soon("new", "messages-new"),
        soon(":participationId", "messages-conversation"),
      ]),
      soon("favourites", "favourites"),
      soon("connections", "connections"),
      soon("connections/:defaultTab", "connections-tab"),
      soon("notifications", "notifications"),
      soon("jobs-manager", "jobs-manager"),
      soon("jobs/new", "jobs-new"),
      soon("jobs/:slug/edit", "jobs-edit"),
      soon("cart", "cart"),
      soon("cart/confirmation", "cart-confirmation"),
      soon("membership", "membership"),
      route("settings", "routes/settings-layout.tsx", [
        soon("", "settings"),
        soon("info", "settings-info"),
        soon("password", "settings-password"),
        soon("privacy", "settings-privacy"),
        soon("privacy/delete-confirmation", "settings-privacy-delete-confirmation"),
        soon("language", "settings-language"),
        soon("blocked", "settings-blocked"),
        soon("deactivate", "settings-deactivate"),
        soon("appearance", "settings-appearance"),
        soon("membership", "settings-membership"),
      ]),
    ]),
  ]),
  layout("routes/auth-form-shell.tsx", [
    soon("login", "login"),
    layout("routes/guards/anonymous.tsx", [
      soon("password-reset", "password-reset"),
      soon("password-reset/:token", "password-reset-token"),
      soon("signup", "signup"),
      soon("signup/confirm/:registrationId", "signup-confirm"),
      soon("delete-confirmation", "delete-confirmation"),
    ]),
    layout("routes/guards/signup-info.tsx", [soon("signup-info", "signup-info")]),
  ]),
  route("*", "routes/info/catch-all.tsx"),
] satisfies RouteConfig;
