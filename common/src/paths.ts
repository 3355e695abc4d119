/** App paths shared by the web router and the server (e-mail links, redirects). */
export const paths = {
  home: "/",
  login: "/login",
  signup: "/signup",
  signupConfirm: (registrationId: string) => `/signup/confirm/${encodeURIComponent(registrationId)}`,
  signupInfo: "/signup-info",
  passwordReset: "/password-reset",
  passwordResetToken: (token: string) => `/password-reset/${encodeURIComponent(token)}`,
  deleteConfirmation: "/delete-confirmation",
  confirmEmail: "/confirm/email",
  ownProfile: "/profile",
  profile: (slug: string) => `/profile/${encodeURIComponent(slug)}`,
  notificationSettings: "/settings/notifications",
  notFound: "/404",
  serverError: "/500",
} as const;

/** A returnTo value is followed only when it is a same-origin relative path. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}
