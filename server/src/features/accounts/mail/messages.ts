import type { SupportedLocale } from "@atelier/common";
import type { MailBody } from "./layout.ts";

/** The account e-mails and the links each one carries (built by the sender from APP_URL). */
export type AccountMessage =
  | { kind: "signup_confirmation"; url: string }
  | { kind: "password_reset"; url: string }
  /** `url`: where to ask for a reset, for the owner who did not make the change. */
  | { kind: "password_changed"; url: string }
  | { kind: "email_change_confirmation"; url: string }
  | { kind: "email_change_notice"; newEmail: string; url: string }
  | { kind: "account_deleted" };

type Body = Omit<MailBody, "kind">;
type Texts = { [K in AccountMessage["kind"]]: (m: Extract<AccountMessage, { kind: K }>) => Body };

const TEXTS: Record<SupportedLocale, Texts> = {
  en: {
    signup_confirmation: (m) => ({
      subject: "Confirm your e-mail address for Atelier",
      paragraphs: ["Welcome to Atelier! Please confirm your e-mail address within 48 hours to finish signing up."],
      action: { label: "Confirm e-mail address", url: m.url },
      after: ["If you did not sign up for Atelier, ignore this e-mail and no account will be confirmed."],
    }),
    password_reset: (m) => ({
      subject: "Reset your Atelier password",
      paragraphs: ["Someone asked to reset the password of your Atelier account. The link works once, for 2 hours."],
      action: { label: "Choose a new password", url: m.url },
      after: ["If this was not you, ignore this e-mail: your password stays as it is."],
    }),
    password_changed: (m) => ({
      subject: "Your Atelier password was changed",
      paragraphs: [
        "The password of your Atelier account was just changed, and every other device was signed out.",
        "If this was you, there is nothing more to do.",
      ],
      action: { label: "This was not me: reset my password", url: m.url },
    }),
    email_change_confirmation: (m) => ({
      subject: "Confirm your new e-mail address for Atelier",
      paragraphs: [
        "You asked to use this address for your Atelier account. Please confirm it within 48 hours; until then your old address stays in use.",
      ],
      action: { label: "Confirm new address", url: m.url },
      after: ["If you did not ask for this, ignore this e-mail and nothing changes."],
    }),
    email_change_notice: (m) => ({
      subject: "Your Atelier e-mail address is about to change",
      paragraphs: [
        `Someone signed in to your Atelier account asked to change its e-mail address to ${m.newEmail}. The change takes effect once the new address is confirmed.`,
        "If this was you, there is nothing more to do.",
      ],
      action: { label: "This was not me: reset my password", url: m.url },
    }),
    account_deleted: () => ({
      subject: "Your Atelier account has been deleted",
      paragraphs: [
        "Your Atelier account and everything in it have been deleted, as you asked. We are sorry to see you go.",
        "You are welcome to sign up again at any time.",
      ],
    }),
  },
  de: {
    signup_confirmation: (m) => ({
      subject: "Bestätige deine E-Mail-Adresse für Atelier",
      paragraphs: [
        "Willkommen bei Atelier! Bitte bestätige deine E-Mail-Adresse innerhalb von 48 Stunden, um die Registrierung abzuschließen.",
      ],
      action: { label: "E-Mail-Adresse bestätigen", url: m.url },
      after: [
        "Falls du dich nicht bei Atelier registriert hast, ignoriere diese E-Mail; es wird kein Konto bestätigt.",
      ],
    }),
    password_reset: (m) => ({
      subject: "Setze dein Atelier-Passwort zurück",
      paragraphs: [
        "Jemand möchte das Passwort deines Atelier-Kontos zurücksetzen. Der Link funktioniert einmal, für 2 Stunden.",
      ],
      action: { label: "Neues Passwort wählen", url: m.url },
      after: ["Falls du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist."],
    }),
    password_changed: (m) => ({
      subject: "Dein Atelier-Passwort wurde geändert",
      paragraphs: [
        "Das Passwort deines Atelier-Kontos wurde gerade geändert, und alle anderen Geräte wurden abgemeldet.",
        "Wenn du das warst, ist nichts weiter zu tun.",
      ],
      action: { label: "Das war ich nicht: Passwort zurücksetzen", url: m.url },
    }),
    email_change_confirmation: (m) => ({
      subject: "Bestätige deine neue E-Mail-Adresse für Atelier",
      paragraphs: [
        "Du möchtest diese Adresse für dein Atelier-Konto verwenden. Bitte bestätige sie innerhalb von 48 Stunden; bis dahin gilt deine bisherige Adresse.",
      ],
      action: { label: "Neue Adresse bestätigen", url: m.url },
      after: ["Falls du das nicht angefordert hast, ignoriere diese E-Mail; es ändert sich nichts."],
    }),
    email_change_notice: (m) => ({
      subject: "Deine Atelier-E-Mail-Adresse wird geändert",
      paragraphs: [
        `Jemand, der in deinem Atelier-Konto angemeldet ist, möchte die E-Mail-Adresse in ${m.newEmail} ändern. Die Änderung gilt, sobald die neue Adresse bestätigt ist.`,
        "Wenn du das warst, ist nichts weiter zu tun.",
      ],
      action: { label: "Das war ich nicht: Passwort zurücksetzen", url: m.url },
    }),
    account_deleted: () => ({
      subject: "Dein Atelier-Konto wurde gelöscht",
      paragraphs: [
        "Dein Atelier-Konto und alles darin wurden gelöscht, wie du es wolltest. Schade, dass du gehst.",
        "Du kannst dich jederzeit wieder registrieren.",
      ],
    }),
  },
};

const GREETING: Record<SupportedLocale, (name: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
  de: (name) => (name ? `Hallo ${name},` : "Hallo,"),
};

export const SETTINGS_FOOTER: Record<SupportedLocale, string> = {
  en: "You get this e-mail because you have an Atelier account. Choose which e-mails you get:",
  de: "Du bekommst diese E-Mail, weil du ein Atelier-Konto hast. Lege fest, welche E-Mails du bekommst:",
};

export const greeting = (locale: SupportedLocale, name: string | null | undefined) => GREETING[locale](name ?? null);

export function accountMailBody(message: AccountMessage, locale: SupportedLocale): MailBody {
  const texts = TEXTS[locale][message.kind] as (m: AccountMessage) => Body;
  return { kind: message.kind, ...texts(message) };
}
