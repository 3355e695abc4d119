/** Enumerations of both specs, shared by server and web. */
export const SignupStatus = {
  new: 0,
  requesting: 1,
  requested: 2,
  initiating: 3,
  initiated: 4,
  unconfirmed: 5,
  confirming: 6,
  confirmed: 7,
} as const;
export type SignupStatus = (typeof SignupStatus)[keyof typeof SignupStatus];

export const USER_KINDS = ["private", "company"] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const FILTER_SCOPES = ["creatives", "clients", "showroom_items"] as const;
export const SKILL_LEVELS = ["none", "beginner", "intermediate", "expert"] as const;
export const CONNECTION_STATUSES = ["requested", "confirmed"] as const;
export const CONNECTION_TABS = ["connections", "received", "sent", "find"] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

/** The tab the connections screen opens on, at the bare /connections. */
export const DEFAULT_CONNECTION_TAB: ConnectionTab = "connections";

export const NOTIFICATION_CHANNELS = ["email", "inline"] as const;
export const NOTIFICATION_KEYS = [
  "new_like",
  "new_follower",
  "new_showroom_item",
  "new_connection",
  "added_as_co_creator",
  "confirmed_connection",
  "followee_featured",
  "me_featured",
  "new_opportunity",
  "new_application",
] as const;
export const CURRENCIES = ["EUR", "USD", "GBP"] as const;

/** Who takes the card: the built-in sandbox (test cards only, no keys needed) or Stripe. */
export const PAYMENT_PROVIDERS = ["sandbox", "stripe"] as const;

/**
 * Where an order stands: `pending` until the card is confirmed, `requires_action` while the bank
 * asks the buyer to confirm, then `paid` (a membership and an invoice follow) or `failed`.
 */
export const ORDER_STATUSES = ["pending", "requires_action", "paid", "failed"] as const;

/** A first purchase from the cart, or a period bought again with the saved card at the period's end. */
export const ORDER_KINDS = ["purchase", "renewal"] as const;
export const FILE_TYPE_LABELS = ["PDF", "BMP", "GIF", "PNG", "JPG", "RTF", "DOC", "DOCX", "ZIP"] as const;
export const GRID_COLUMNS = [2, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];
export const DEFAULT_GRID_COLUMNS: GridColumns = 2;
export const LANGUAGE_LEVELS = ["basic", "conversational", "fluent", "native_or_bilingual"] as const;
/**
 * The kinds of web link a profile lists: the user's own site, the portfolio and social networks
 * creatives and clients use, and spec 001's social link types.
 */
export const SOCIAL_LINK_KINDS = [
  "website",
  "behance",
  "dribbble",
  "artstation",
  "instagram",
  "linkedin",
  "vimeo",
  "youtube",
  "github",
  "twitter",
  "facebook",
] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];
export const MEDIA_TYPES = ["image", "youtube", "vimeo", "soundcloud"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
/** Showroom and gallery items are both "creations"; only showroom items have creative fields and skills. */
export const CREATION_TYPES = ["showroom", "gallery"] as const;
export type CreationType = (typeof CREATION_TYPES)[number];
export const CREATION_STATUSES = ["draft", "published"] as const;
export type CreationStatus = (typeof CREATION_STATUSES)[number];
/** Showroom sort of spec 001: 0 the seed order (a stable shuffle), 1 newest first. */
export const SHOWROOM_SORTS = [0, 1] as const;
export type ShowroomSort = (typeof SHOWROOM_SORTS)[number];

export const SUPPORTED_LOCALES = ["en", "de"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: SupportedLocale = "en";

/** Request timeouts of spec 000 section 9, in milliseconds. */
export const REQUEST_TIMEOUT = { short: 10_000, medium: 15_000, long: 30_000 } as const;

/** Cookie names and lifetimes of spec 000. */
export const COOKIES = {
  authToken: "authToken",
  locale: "locale",
  modalClosed: "modalClosed",
  columnsCount: "columnsCount",
  /** Alerts carried across a server redirect: the guard sets it, the next page shows and deletes it. */
  flash: "flash",
} as const;
export const SESSION_LIFETIME_DAYS = 30;

export const REGISTRATION_SERVICES = ["email", "google", "facebook"] as const;
export type RegistrationService = (typeof REGISTRATION_SERVICES)[number];
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Who may open a profile. */
export const PROFILE_VISIBILITIES = ["everyone", "members", "connections"] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
/** Who may start a conversation with the user. */
export const MESSAGE_PERMISSIONS = ["everyone", "connections", "nobody"] as const;
export type MessagePermission = (typeof MESSAGE_PERMISSIONS)[number];
export const THEMES = ["auto", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const OPPORTUNITY_DIGESTS = ["never", "daily", "weekly"] as const;
export type OpportunityDigest = (typeof OPPORTUNITY_DIGESTS)[number];
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Where a conversation stands for one participant: in the inbox; a message request (a first message
 * from someone neither connected to them nor written to by them), waiting to be accepted or declined;
 * or declined, which hides it and ends writing to them in it.
 */
export const PARTICIPATION_STATUSES = ["inbox", "request", "declined"] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];
/** The two tabs of the messenger. */
export const MESSENGER_FOLDERS = ["inbox", "requests"] as const;
export type MessengerFolder = (typeof MESSENGER_FOLDERS)[number];
/** Why a message or a profile is reported to the operators. */
export const REPORT_REASONS = ["spam", "harassment", "inappropriate", "impersonation", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What may be reported: a message, or a user's profile. */
/** Opportunities (spec 001): a project or a job on the board. */
export const OPPORTUNITY_KINDS = ["project", "job"] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];
/** As presented: a draft, on the board, or off it (its date passed, or its owner cancelled it). */
export const OPPORTUNITY_STATUSES = ["drafted", "published", "expired"] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
export const JOB_TYPES = ["fullTime", "partTime", "freelance", "internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const SALARY_INTERVALS = ["fixed", "perYear", "perMonth", "perWeek", "perDay", "perHour"] as const;
export type SalaryInterval = (typeof SALARY_INTERVALS)[number];
export const PROJECT_PERIODS = ["lessThanOneMonth", "oneToThreeMonths", "moreThanThreeMonths", "notSpecified"] as const;
export type ProjectPeriod = (typeof PROJECT_PERIODS)[number];
export const APPLY_TYPES = ["messenger", "weblink", "email"] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];
/** Which of an owner's opportunities a list shows: those on the board, or those past it. */
export const OPPORTUNITY_FILTERS = ["current", "expired"] as const;
export type OpportunityFilter = (typeof OPPORTUNITY_FILTERS)[number];
export const OPPORTUNITY_SORTS = ["newest", "closing", "relevance"] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];
export const OPPORTUNITY_TABS = ["posted", "applied", "saved"] as const;
export type OpportunityTab = (typeof OPPORTUNITY_TABS)[number];
export const CANCEL_REASONS = [
  "found_candidate_on",
  "found_candidate_outside",
  "position_got_closed",
  "rather_not_say",
  "other",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** Where an application stands with the opportunity's owner; the applicant sees it too. */
export const APPLICATION_STAGES = ["new", "viewed", "shortlisted", "declined", "hired"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
/** What can be bookmarked (spec 000): opportunities. */
export const BOOKMARKABLE_TYPES = ["opportunity"] as const;
export type BookmarkableType = (typeof BOOKMARKABLE_TYPES)[number];

/** What a message through the contact form is about; each goes to the same operators, labelled. */
export const CONTACT_TOPICS = ["general", "support", "privacy", "press"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const REPORT_SUBJECT_TYPES = ["messages", "users"] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];
