/**
 * The `code`s of the refusals a user can meet on the profile page, the connections screen and in the
 * showroom. The server builds those errors with these constants, and the web app words every one of
 * them in each of its languages (a test holds it to that), so the two cannot drift apart. Codes every endpoint
 * shares (not_found, conflict, forbidden, rate_limited, ...) are not listed: the app words them by
 * their status.
 */
export const PROFILE_ERROR_CODES = {
  duplicateCreativeField: "duplicate_creative_field",
  duplicateIndustry: "duplicate_industry",
  duplicateLanguage: "duplicate_language",
  duplicateProfession: "duplicate_profession",
  duplicateSkill: "duplicate_skill",
  /** Carry `meta.max`, the limit. */
  tooManyCreativeFields: "too_many_creative_fields",
  tooManyIndustries: "too_many_industries",
  tooManyProfessions: "too_many_professions",
  tooManySkills: "too_many_skills",
  tooManyWeblinks: "too_many_weblinks",
  lastCreativeField: "last_creative_field",
  displayNameMissing: "display_name_missing",
  endsBeforeStart: "ends_before_start",
  futureDate: "future_date",
  invalidCharacters: "invalid_characters",
  /** An id that names nothing in a vocabulary (a creative field, language, skill, ...). */
  unknownId: "unknown_id",
  imageReplaced: "image_replaced",
} as const;

export const SOCIAL_ERROR_CODES = {
  selfFollow: "self_follow",
  selfConnection: "self_connection",
  alreadyConnected: "already_connected",
  alreadyRequested: "already_requested",
  connectionChanged: "connection_changed",
} as const;

/** Refusals of the showroom's and the gallery's items. */
export const SHOWROOM_ERROR_CODES = {
  /** Publishing needs an image, a video or a track; points at `/data/relationships/media`. */
  mediaRequired: "media_required",
  /** A new order that leaves out one of one's items, names one twice or another's. */
  itemsMismatch: "items_mismatch",
  /** 412: the item changed since the version If-Match named. */
  itemChanged: "item_changed",
  /** An item's own limits, apart from a profile's; carry `meta.max`, the limit. */
  tooManyItemSkills: "too_many_item_skills",
  tooManyItemWeblinks: "too_many_item_weblinks",
} as const;

/**
 * Why a sign-in was not checked: after repeated failures for the account, its captcha must be
 * solved too. Both point at `captcha`; the sign-in form words them itself.
 */
export const LOGIN_ERROR_CODES = {
  captchaRequired: "captcha_required",
  captchaWrong: "captcha_wrong",
} as const;

/**
 * Refusals of likes and co-creators: liking one's own item (422 at `/data`), and naming oneself,
 * someone twice or too many as co-creators (422 at `user_id`; the last carries `meta.max`).
 */
export const SHOWROOM_SOCIAL_ERROR_CODES = {
  selfLike: "self_like",
  selfCoCreator: "self_co_creator",
  duplicateCoCreator: "duplicate_co_creator",
  tooManyCoCreators: "too_many_co_creators",
  /** Who liked an item is shown to its owner alone. */
  likersOwnerOnly: "likers_owner_only",
  /** ... and to an owner who is premium. */
  likersPremium: "likers_premium",
} as const;

/** Why an uploaded file (an image, a CV, an achievement's file) was refused; all point at `file`. */
export const UPLOAD_ERROR_CODES = {
  unsupportedMediaType: "unsupported_media_type",
  payloadTooLarge: "payload_too_large",
  unreadableImage: "unreadable_image",
  unreadableArchive: "unreadable_archive",
  unsafeArchive: "unsafe_archive",
  tooManyPixels: "too_many_pixels",
  missingFile: "missing_file",
  malformedForm: "malformed_form",
} as const;

/** Why a medium of a showroom or gallery item was refused. */
export const MEDIA_ERROR_CODES = {
  /** Carries `meta.max`, the limit; points at `file`, `code` or `track_url`, whichever added it. */
  tooManyMedia: "too_many_media",
  /** Not a link to a video or track of that provider (or not its id); points at `code` or `track_url`. */
  invalidEmbed: "invalid_embed",
  /** An image has nothing to change: upload another and remove it. Points at `/data`. */
  imageUnchangeable: "image_unchangeable",
  /** A new order must name every medium of the item once; points at `ordered_media_ids`. */
  mediaOrderMismatch: "media_order_mismatch",
} as const;

/**
 * The codes of zod's issues that the shared profile and social schemas can raise, passed on as they
 * are; `too_big` and `too_small` carry `meta.maximum`/`meta.minimum` and `meta.origin`,
 * `invalid_format` carries `meta.format`. A refinement names its own code in `params.code`.
 */
export const VALIDATION_ERROR_CODES = {
  invalidType: "invalid_type",
  invalidValue: "invalid_value",
  invalidFormat: "invalid_format",
  invalidUnion: "invalid_union",
  tooBig: "too_big",
  tooSmall: "too_small",
} as const;

type ValueOf<T> = T[keyof T];
export type UploadErrorCode = ValueOf<typeof UPLOAD_ERROR_CODES>;

/** Refusals of the messenger; the web app words each in both languages. */
export const MESSENGER_ERROR_CODES = {
  /** A conversation needs somebody else: points at `participant_ids`. */
  noParticipants: "no_participants",
  /** Somebody named takes no messages from the writer (their privacy setting); points at `participant_ids`. */
  messagesNotAccepted: "messages_not_accepted",
  /** The writer blocked somebody in the conversation; lifting the block opens it again. */
  blocked: "blocked",
  /** The only other person declined the conversation. */
  declined: "declined",
  /** Nobody else in the conversation has an active account. */
  unavailable: "unavailable",
  /** A message takes at most MESSENGER_LIMITS.filesPerMessage files; carries `meta.max`. */
  tooManyFiles: "too_many_files",
  /** Only the latest moments of a message take files: a message whose time to attach has passed. */
  filesClosed: "files_closed",
  /** Declining what is no message request (a conversation of one's inbox). */
  notARequest: "not_a_request",
  /** The same thing reported twice by the same person. */
  alreadyReported: "already_reported",
} as const;

/** Every code above: each has its words in every language of the web app. */
/** Refusals of the opportunities area and its bookmarks. */
export const OPPORTUNITY_ERROR_CODES = {
  /** Publishing needs this attribute (a description, a kind of job, a place or remote, …); one error per missing one. */
  requiredToPublish: "required_to_publish",
  /** A project stays a project once published, a job a job. */
  kindFixed: "kind_fixed",
  /** Only a published opportunity is extended, cancelled or given addenda. */
  notPublished: "not_published",
  /** A cancelled opportunity is over: it is neither extended nor cancelled again. */
  cancelled: "opportunity_cancelled",
  /** Off the board (expired or cancelled): nobody applies any more. */
  offBoard: "off_board",
  /** Applying to one's own opportunity. */
  ownOpportunity: "own_opportunity",
  /** Applying twice to the same opportunity. */
  alreadyApplied: "already_applied",
  /** Saving the same opportunity twice. */
  alreadyBookmarked: "already_bookmarked",
  /** A free member's opportunities on the board at once are OPPORTUNITY_LIMITS.freeOnBoard; carries `meta.max`. */
  boardLimit: "board_limit",
} as const;

/**
 * Refusals of the cart and the card payment. The card's are Stripe's own codes, which the sandbox
 * uses too, so the web app words a refusal alike whichever provider took the card.
 */
export const PAYMENT_ERROR_CODES = {
  cartEmpty: "cart_empty",
  alreadyPremium: "already_premium",
  /** The payment has not succeeded yet: confirm the card first. */
  paymentIncomplete: "payment_incomplete",
  cardDeclined: "card_declined",
  expiredCard: "expired_card",
  /** The sandbox takes its test cards alone. */
  testCardsOnly: "test_cards_only",
  authenticationFailed: "payment_intent_authentication_failure",
  authenticationRequired: "authentication_required",
  /** The provider's payment is not of the order's amount or currency: never fulfilled. */
  amountMismatch: "amount_mismatch",
} as const;

export const WORDED_ERROR_CODES: readonly string[] = [
  ...Object.values(PROFILE_ERROR_CODES),
  ...Object.values(SOCIAL_ERROR_CODES),
  ...Object.values(SHOWROOM_ERROR_CODES),
  ...Object.values(SHOWROOM_SOCIAL_ERROR_CODES),
  ...Object.values(UPLOAD_ERROR_CODES),
  ...Object.values(MEDIA_ERROR_CODES),
  ...Object.values(VALIDATION_ERROR_CODES),
  ...Object.values(MESSENGER_ERROR_CODES),
  ...Object.values(OPPORTUNITY_ERROR_CODES),
  ...Object.values(PAYMENT_ERROR_CODES),
];
