import { ROUTES, type RouteName } from "@atelier/common/paths";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * A route's pattern from the app's route list, as React Router nests it: relative to the parent
 * route's pattern, or to the root.
 */
function at(name: RouteName, parent?: RouteName): string {
  const base = parent ? `${ROUTES[parent].pattern}/` : "/";
  return ROUTES[name].pattern.slice(base.length);
}

/** The route table of spec 000 section 2. */
export default [
  layout("routes/app-shell.tsx", [
    index("routes/home.tsx"),
    route(at("creatives"), "routes/discovery/find.tsx", { id: "creatives" }),
    route(at("creativesField"), "routes/discovery/find.tsx", { id: "creatives-field" }),
    route(at("clients"), "routes/discovery/find.tsx", { id: "clients" }),
    route(at("clientsField"), "routes/discovery/find.tsx", { id: "clients-field" }),
    route(at("search"), "routes/search/results.tsx", { id: "search" }),
    route(at("profile"), "routes/profile/public.tsx", { id: "profile-public" }),
    route(at("galleryItem"), "routes/showroom/item.tsx", { id: "gallery-item" }),
    route(at("showroom"), "routes/showroom/list.tsx", { id: "showroom" }),
    route(at("showroomField"), "routes/showroom/list.tsx", { id: "showroom-field" }),
    route(at("showroomItem"), "routes/showroom/item.tsx", { id: "showroom-item" }),
    route(at("jobs"), "routes/jobs/board.tsx", { id: "jobs" }),
    route(at("jobsCategory"), "routes/jobs/board.tsx", { id: "jobs-category" }),
    route(at("job"), "routes/jobs/opportunity.tsx", { id: "job" }),
    route(at("about"), "routes/info/about.tsx"),
    route(at("howItWorks"), "routes/info/how-it-works.tsx"),
    route(at("featured"), "routes/info/featured.tsx"),
    route(at("pricing"), "routes/info/pricing.tsx"),
    route(at("terms"), "routes/info/terms.tsx"),
    route(at("privacy"), "routes/info/privacy.tsx"),
    route(at("contact"), "routes/info/contact.tsx"),
    route(at("imprint"), "routes/info/imprint.tsx"),
    route(at("confirmEmail"), "routes/auth/confirm-email.tsx", { id: "confirm-email" }),
    route(at("notFound"), "routes/info/not-found.tsx"),
    route(at("serverError"), "routes/info/server-error.tsx"),
    route(at("notificationSettings"), "routes/guards/signed-in-or-settings-token.tsx", [
      index("routes/settings/notifications.tsx", { id: "settings-notifications" }),
    ]),
    layout("routes/guards/complete.tsx", [
      route(at("ownProfile"), "routes/profile/own.tsx", { id: "profile-own" }),
      route(at("galleryNew"), "routes/showroom/item-editor.tsx", { id: "gallery-new" }),
      route(at("showroomNew"), "routes/showroom/item-editor.tsx", { id: "showroom-new" }),
      route(at("galleryEdit"), "routes/showroom/item-editor.tsx", { id: "gallery-edit" }),
      route(at("showroomEdit"), "routes/showroom/item-editor.tsx", { id: "showroom-edit" }),
      route(at("messages"), "routes/messenger/layout.tsx", { id: "messages" }, [
        index("routes/messenger/index.tsx", { id: "messages-index" }),
        route(at("messagesNew", "messages"), "routes/messenger/new.tsx", { id: "messages-new" }),
        route(at("conversation", "messages"), "routes/messenger/conversation.tsx", { id: "messages-conversation" }),
      ]),
      route(at("favourites"), "routes/showroom/favourites.tsx", { id: "favourites" }),
      // The tab is a child route, so moving between tabs keeps the screen (and the keyboard focus) in place.
      route(at("connections"), "routes/connections/connections.tsx", { id: "connections" }, [
        route(at("connectionsTab", "connections"), "routes/connections/tab.tsx", { id: "connections-tab" }),
      ]),
      route(at("notifications"), "routes/notifications.tsx", { id: "notifications" }),
      route(at("jobsManager"), "routes/jobs/manager.tsx", { id: "jobs-manager" }),
      route(at("jobNew"), "routes/jobs/editor.tsx", { id: "jobs-new" }),
      route(at("jobEdit"), "routes/jobs/editor.tsx", { id: "jobs-edit" }),
      route(at("cart"), "routes/membership/cart.tsx", { id: "cart" }),
      route(at("cartConfirmation"), "routes/membership/confirmation.tsx", { id: "cart-confirmation" }),
      route(at("membership"), "routes/membership/overview.tsx", { id: "membership" }),
      route(at("settings"), "routes/settings-layout.tsx", [
        index("routes/settings/index.tsx", { id: "settings" }),
        route(at("settingsInfo", "settings"), "routes/settings/info.tsx", { id: "settings-info" }),
        route(at("settingsPassword", "settings"), "routes/settings/password.tsx", { id: "settings-password" }),
        route(at("settingsPrivacy", "settings"), "routes/settings/privacy.tsx", { id: "settings-privacy" }),
        route(at("settingsPrivacyDeleteConfirmation", "settings"), "routes/settings/privacy-delete-confirmation.tsx", {
          id: "settings-privacy-delete-confirmation",
        }),
        route(at("settingsLanguage", "settings"), "routes/settings/language.tsx", { id: "settings-language" }),
        route(at("settingsBlocked", "settings"), "routes/settings/blocked.tsx", { id: "settings-blocked" }),
        route(at("settingsDeactivate", "settings"), "routes/settings/deactivate.tsx", { id: "settings-deactivate" }),
        route(at("settingsAppearance", "settings"), "routes/settings/appearance.tsx", { id: "settings-appearance" }),
        route(at("settingsMembership", "settings"), "routes/settings/membership.tsx", { id: "settings-membership" }),
        route(at("settingsInterests", "settings"), "routes/settings/interests.tsx", { id: "settings-interests" }),
      ]),
    ]),
  ]),
  layout("routes/auth-form-shell.tsx", [
    route(at("login"), "routes/auth/login.tsx", { id: "login" }),
    layout("routes/guards/anonymous.tsx", [
      route(at("passwordReset"), "routes/auth/password-reset.tsx", { id: "password-reset" }),
      route(at("passwordResetToken"), "routes/auth/password-reset-token.tsx", { id: "password-reset-token" }),
      route(at("signup"), "routes/auth/signup.tsx", { id: "signup" }),
      route(at("deleteConfirmation"), "routes/auth/delete-confirmation.tsx", { id: "delete-confirmation" }),
    ]),
    // Outside the visitors-only layout: signing up signs the user in, and the mailed link is
    // usually opened in that same browser. The route keeps out only users already confirmed.
    route(at("signupConfirm"), "routes/auth/signup-confirm.tsx", { id: "signup-confirm" }),
    layout("routes/guards/signup-info.tsx", [
      route(at("signupInfo"), "routes/auth/signup-info.tsx", { id: "signup-info" }),
    ]),
  ]),
  route("*", "routes/info/catch-all.tsx"),
] satisfies RouteConfig;
