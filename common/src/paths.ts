import { type ConnectionTab, DEFAULT_CONNECTION_TAB } from "./enums.ts";

/**
 * Who may open a screen (spec 000 section 2): anyone; only visitors; a visitor or a user whose
 * e-mail address is not confirmed yet; a signed-in user still to complete the profile; a signed-in
 * user with a complete profile; a signed-in user or the bearer of a mailed settings token; or
 * anyone, answering with its status (the error pages).
 */
export type RouteAccess =
  | "public"
  | "anonymous"
  | "unconfirmed"
  | "incomplete"
  | "complete"
  | "settingsToken"
  | "status";

export interface RouteInfo {
  /** The URL pattern, `:name` marking a parameter as React Router writes it. */
  pattern: string;
  access: RouteAccess;
}

/**
 * Every screen of the app, by name: the one list the web route table, the navigation, the
 * server's e-mail links and the end-to-end tests read their paths from.
 */
export const ROUTES = {
  home: { pattern: "/", access: "public" },
  creatives: { pattern: "/creatives", access: "public" },
  creativesField: { pattern: "/creatives/:id", access: "public" },
  clients: { pattern: "/clients", access: "public" },
  clientsField: { pattern: "/clients/:id", access: "public" },
  search: { pattern: "/search", access: "public" },
  profile: { pattern: "/profile/:slug", access: "public" },
  galleryItem: { pattern: "/gallery/:galleryItemId", access: "public" },
  showroom: { pattern: "/showroom", access: "public" },
  showroomField: { pattern: "/showroom/field/:id", access: "public" },
  showroomItem: { pattern: "/showroom/:showroomItemId", access: "public" },
  jobs: { pattern: "/jobs", access: "public" },
  jobsCategory: { pattern: "/jobs/category/:id", access: "public" },
  job: { pattern: "/jobs/:slug", access: "public" },
  about: { pattern: "/about", access: "public" },
  howItWorks: { pattern: "/how-it-works", access: "public" },
  featured: { pattern: "/featured", access: "public" },
  pricing: { pattern: "/pricing", access: "public" },
  terms: { pattern: "/terms-and-conditions", access: "public" },
  privacy: { pattern: "/privacy-policy", access: "public" },
  contact: { pattern: "/contact", access: "public" },
  imprint: { pattern: "/imprint", access: "public" },
  confirmEmail: { pattern: "/confirm/email", access: "public" },
  login: { pattern: "/login", access: "public" },
  notFound: { pattern: "/404", access: "status" },
  serverError: { pattern: "/500", access: "status" },
  notificationSettings: { pattern: "/settings/notifications", access: "settingsToken" },
  ownProfile: { pattern: "/profile", access: "complete" },
  galleryNew: { pattern: "/gallery/new", access: "complete" },
  showroomNew: { pattern: "/showroom/new", access: "complete" },
  galleryEdit: { pattern: "/gallery/:galleryItemId/edit", access: "complete" },
  showroomEdit: { pattern: "/showroom/:showroomItemId/edit", access: "complete" },
  messages: { pattern: "/messages", access: "complete" },
  messagesNew: { pattern: "/messages/new", access: "complete" },
  conversation: { pattern: "/messages/:participationId", access: "complete" },
  favourites: { pattern: "/favourites", access: "complete" },
  connections: { pattern: "/connections", access: "complete" },
  connectionsTab: { pattern: "/connections/:defaultTab", access: "complete" },
  notifications: { pattern: "/notifications", access: "complete" },
  jobsManager: { pattern: "/jobs-manager", access: "complete" },
  jobNew: { pattern: "/jobs/new", access: "complete" },
  jobEdit: { pattern: "/jobs/:slug/edit", access: "complete" },
  cart: { pattern: "/cart", access: "complete" },
  cartConfirmation: { pattern: "/cart/confirmation", access: "complete" },
  membership: { pattern: "/membership", access: "complete" },
  settings: { pattern: "/settings", access: "complete" },
  settingsInfo: { pattern: "/settings/info", access: "complete" },
  settingsPassword: { pattern: "/settings/password", access: "complete" },
  settingsPrivacy: { pattern: "/settings/privacy", access: "complete" },
  settingsPrivacyDeleteConfirmation: { pattern: "/settings/privacy/delete-confirmation", access: "complete" },
  settingsLanguage: { pattern: "/settings/language", access: "complete" },
  settingsBlocked: { pattern: "/settings/blocked", access: "complete" },
  settingsDeactivate: { pattern: "/settings/deactivate", access: "complete" },
  settingsAppearance: { pattern: "/settings/appearance", access: "complete" },
  settingsMembership: { pattern: "/settings/membership", access: "complete" },
  settingsInterests: { pattern: "/settings/interests", access: "complete" },
  passwordReset: { pattern: "/password-reset", access: "anonymous" },
  passwordResetToken: { pattern: "/password-reset/:token", access: "anonymous" },
  signup: { pattern: "/signup", access: "anonymous" },
  deleteConfirmation: { pattern: "/delete-confirmation", access: "anonymous" },
  signupConfirm: { pattern: "/signup/confirm/:registrationId", access: "unconfirmed" },
  signupInfo: { pattern: "/signup-info", access: "incomplete" },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTES;

/** A pattern with its parameters filled in, each encoded; a parameter without a value is kept. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(params[name]),
  );
}

/** The names of the routes open to the given kinds of access, in the list's order. */
export function routesOpenTo(...access: RouteAccess[]): RouteName[] {
  return (Object.keys(ROUTES) as RouteName[]).filter((name) => access.includes(ROUTES[name].access));
}

const at = <N extends RouteName>(name: N): (typeof ROUTES)[N]["pattern"] => ROUTES[name].pattern;

/** The app's paths, static ones as they are and those with parameters as functions of them. */
export const paths = {
  home: at("home"),
  login: at("login"),
  signup: at("signup"),
  signupConfirm: (registrationId: string) => fillPattern(at("signupConfirm"), { registrationId }),
  signupInfo: at("signupInfo"),
  passwordReset: at("passwordReset"),
  passwordResetToken: (token: string) => fillPattern(at("passwordResetToken"), { token }),
  deleteConfirmation: at("deleteConfirmation"),
  confirmEmail: at("confirmEmail"),
  ownProfile: at("ownProfile"),
  profile: (slug: string) => fillPattern(at("profile"), { slug }),
  /** A tab of the connections screen; the default tab is the bare /connections. */
  connections: (tab: ConnectionTab = DEFAULT_CONNECTION_TAB) =>
    tab === DEFAULT_CONNECTION_TAB ? at("connections") : fillPattern(at("connectionsTab"), { defaultTab: tab }),
  messages: at("messages"),
  messagesNew: at("messagesNew"),
  conversation: (participationId: string) => fillPattern(at("conversation"), { participationId }),
  notifications: at("notifications"),
  settings: at("settings"),
  settingsInfo: at("settingsInfo"),
  notificationSettings: at("notificationSettings"),
  showroom: at("showroom"),
  showroomField: (id: string) => fillPattern(at("showroomField"), { id }),
  /** An item's page, by its slug (the id opens it too). */
  showroomItem: (showroomItemId: string) => fillPattern(at("showroomItem"), { showroomItemId }),
  showroomNew: at("showroomNew"),
  showroomEdit: (showroomItemId: string) => fillPattern(at("showroomEdit"), { showroomItemId }),
  galleryItem: (galleryItemId: string) => fillPattern(at("galleryItem"), { galleryItemId }),
  galleryNew: at("galleryNew"),
  galleryEdit: (galleryItemId: string) => fillPattern(at("galleryEdit"), { galleryItemId }),
  favourites: at("favourites"),
  creatives: at("creatives"),
  clients: at("clients"),
  search: at("search"),
  jobs: at("jobs"),
  /** The board of one creative field, by the field's id. */
  jobsCategory: (id: string) => fillPattern(at("jobsCategory"), { id }),
  /** An opportunity's page, by its slug. */
  job: (slug: string) => fillPattern(at("job"), { slug }),
  jobsManager: at("jobsManager"),
  about: at("about"),
  howItWorks: at("howItWorks"),
  pricing: at("pricing"),
  featured: at("featured"),
  contact: at("contact"),
  terms: at("terms"),
  privacy: at("privacy"),
  imprint: at("imprint"),
  notFound: at("notFound"),
  serverError: at("serverError"),
} as const;

const SAME_SITE = "http://same.invalid";

/**
 * A return address (returnTo) is followed only when it is a same-origin relative path. It comes back
 * percent-encoded as a URL parser writes it, so it can stand in a Location header whatever the
 * visitor typed (a non-ASCII space, a lone surrogate). Every place that takes one goes through here.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || typeof value !== "string" || !value.startsWith("/")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  const url = new URL(value, SAME_SITE);
  const path = url.pathname + url.search + url.hash;
  // The parser collapses dot segments ("/.//evil.example" becomes "//evil.example"), so what is
  // returned is checked, not what came in: a leading "//" would name another host.
  if (url.origin !== SAME_SITE || path.startsWith("//")) return null;
  return path;
}
