import type { NotificationKey, SupportedLocale } from "@atelier/common";
import type { MailBody } from "../accounts/mail/layout.ts";

/** Who caused a notification, as an e-mail names them. */
export interface MailActor {
  name: string | null;
  /** Their profile in the app, when they have one. */
  profileUrl: string | null;
}

/** The keys told today; a later area adds its key here, with its texts, so no key is told but never mailed. */
export type NoticeKey = Extract<NotificationKey, "new_follower" | "new_connection" | "confirmed_connection">;

type Body = Omit<MailBody, "kind" | "action">;

const TEXTS: Record<SupportedLocale, Record<NoticeKey, (name: string) => Body>> = {
  en: {
    new_follower: (name) => ({
      subject: `${name} now follows you on Atelier`,
      paragraphs: [`${name} started following you and will see what you share on Atelier.`],
    }),
    new_connection: (name) => ({
      subject: `${name} wants to connect with you on Atelier`,
      paragraphs: [`${name} asked to connect with you. You can accept or decline the request on Atelier.`],
    }),
    confirmed_connection: (name) => ({
      subject: `${name} accepted your connection request`,
      paragraphs: [`You and ${name} are now connected on Atelier.`],
    }),
  },
  de: {
    new_follower: (name) => ({
      subject: `${name} folgt dir jetzt auf Atelier`,
      paragraphs: [`${name} folgt dir jetzt und sieht, was du auf Atelier zeigst.`],
    }),
    new_connection: (name) => ({
      subject: `${name} möchte sich auf Atelier mit dir vernetzen`,
      paragraphs: [`${name} hat dir eine Kontaktanfrage geschickt. Du kannst sie auf Atelier annehmen oder ablehnen.`],
    }),
    confirmed_connection: (name) => ({
      subject: `${name} hat deine Kontaktanfrage angenommen`,
      paragraphs: [`Du und ${name} seid jetzt auf Atelier vernetzt.`],
    }),
  },
};

const SOMEONE: Record<SupportedLocale, string> = { en: "An Atelier member", de: "Ein Atelier-Mitglied" };
const VIEW_PROFILE: Record<SupportedLocale, string> = { en: "View profile", de: "Profil ansehen" };

/** A name fit for a subject line: a line break there would be refused as header injection. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced here.
const oneLine = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();

export function notificationMailBody(key: NoticeKey, actor: MailActor, locale: SupportedLocale): MailBody {
  const name = oneLine(actor.name ?? "") || SOMEONE[locale];
  return {
    kind: key,
    ...TEXTS[locale][key](name),
    ...(actor.profileUrl ? { action: { label: VIEW_PROFILE[locale], url: actor.profileUrl } } : {}),
  };
}
