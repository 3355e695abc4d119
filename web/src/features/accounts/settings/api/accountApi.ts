/** The account endpoints the settings call, with the resource type each one takes. */
export const ACCOUNT_API = {
  address: { path: "/v1/me/address", type: "addresses" },
  email: { path: "/v1/me/email", type: "me" },
  password: { path: "/v1/me/password", type: "me" },
  privacy: { path: "/v1/me/privacy", type: "privacy_settings" },
  appearance: { path: "/v1/me/appearance", type: "appearance_settings" },
  delete: { path: "/v1/me/delete", type: "me" },
  deactivate: { path: "/v1/me/deactivate", type: "me" },
  blocks: { path: "/v1/my/blocks", type: "blocks" },
  notifications: { path: "/v1/notification_settings", type: "notification_settings" },
  interests: { path: "/v1/interests_settings", type: "interests_settings" },
} as const;
