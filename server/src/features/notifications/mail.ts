import { type CreationType, type NotificationKey, paths, type SupportedLocale } from "@atelier/common";
import type { MailBody } from "../accounts/mail/layout.ts";
import { itemPagePath } from "../showroom/paths.ts";

/** Who caused a notification, as an e-mail names them. */
export interface MailActor {
  name: string | null;
  /** Their profile in the app, when they have one. */
  profileUrl: string | null;
}

/**
 * What a notification is about beside its actor: an item (its title and page), a featured field, an
 * opportunity (its page), or one of the recipient's opportunities (its applicants, in the manager).
 */
export interface MailTopic {
  /** The item's or the opportunity's title, or the field's name, in each language. */
  title: Record<SupportedLocale, string>;
  item?: { type: CreationType; slug: string };
  featured?: boolean;
  opportunity?: { slug: string };
  applicants?: boolean;
}

/** Every key told; each has its texts here, so no key is told but never mailed. */
export type NoticeKey = Extract<
  NotificationKey,
  | "new_follower"
  | "new_connection"
  | "confirmed_connection"
  | "new_like"
  | "new_showroom_item"
  | "added_as_co_creator"
  | "me_featured"
  | "followee_featured"
  | "new_opportunity"
  | "new_application"
>;

type Body = Omit<MailBody, "kind" | "action">;

/** Each text gets the actor's name and the topic's title (an item's, a field's). */
const TEXTS: Record<SupportedLocale, Record<NoticeKey, (name: string, title: string) => Body>> = {
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
    new_like: (name, title) => ({
      subject: `${name} likes your work “${title}”`,
      paragraphs: [`${name} liked “${title}” on Atelier.`],
    }),
    new_showroom_item: (name, title) => ({
      subject: `${name} published new work: “${title}”`,
      paragraphs: [`${name}, whom you follow, published “${title}” in the showroom.`],
    }),
    added_as_co_creator: (name, title) => ({
      subject: `${name} named you as a co-creator of “${title}”`,
      paragraphs: [
        `${name} named you as a co-creator of “${title}”. Confirm it on Atelier, and the work shows on your profile too.`,
      ],
    }),
    me_featured: (_, title) => ({
      subject: `You are featured in ${title} on Atelier`,
      paragraphs: [`Your work is featured in ${title} on Atelier's home page this week.`],
    }),
    followee_featured: (name, title) => ({
      subject: `${name} is featured in ${title} on Atelier`,
      paragraphs: [`${name}, whom you follow, is featured in ${title} on Atelier's home page this week.`],
    }),
    new_opportunity: (name, title) => ({
      subject: `${name} posted a new opportunity: “${title}”`,
      paragraphs: [`${name} is looking for someone in your creative field: “${title}” is now open on Atelier.`],
    }),
    new_application: (name, title) => ({
      subject: `${name} applied to “${title}”`,
      paragraphs: [`${name} applied to your opportunity “${title}”. You find the application among your applicants.`],
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
    new_like: (name, title) => ({
      subject: `${name} gefällt deine Arbeit „${title}“`,
      paragraphs: [`${name} gefällt „${title}“ auf Atelier.`],
    }),
    new_showroom_item: (name, title) => ({
      subject: `${name} hat eine neue Arbeit veröffentlicht: „${title}“`,
      paragraphs: [`${name}, dem oder der du folgst, hat „${title}“ im Showroom veröffentlicht.`],
    }),
    added_as_co_creator: (name, title) => ({
      subject: `${name} hat dich als Mitwirkende oder Mitwirkenden von „${title}“ genannt`,
      paragraphs: [
        `${name} hat dich bei „${title}“ als Mitwirkende oder Mitwirkenden genannt. Bestätige es auf Atelier, dann erscheint die Arbeit auch auf deinem Profil.`,
      ],
    }),
    me_featured: (_, title) => ({
      subject: `Du wirst auf Atelier in ${title} vorgestellt`,
      paragraphs: [`Deine Arbeit wird diese Woche auf der Startseite von Atelier in ${title} vorgestellt.`],
    }),
    followee_featured: (name, title) => ({
      subject: `${name} wird auf Atelier in ${title} vorgestellt`,
      paragraphs: [
        `${name}, dem oder der du folgst, wird diese Woche auf der Startseite von Atelier in ${title} vorgestellt.`,
      ],
    }),
    new_opportunity: (name, title) => ({
      subject: `${name} hat ein neues Angebot veröffentlicht: „${title}“`,
      paragraphs: [
        `${name} sucht jemanden aus deinem kreativen Bereich: „${title}“ ist jetzt auf Atelier ausgeschrieben.`,
      ],
    }),
    new_application: (name, title) => ({
      subject: `${name} hat sich auf „${title}“ beworben`,
      paragraphs: [
        `${name} hat sich auf dein Angebot „${title}“ beworben. Du findest die Bewerbung bei deinen Bewerbungen.`,
      ],
    }),
  },
};

/** The actor's own words, quoted after what the notification says. */
const NOTE: Record<SupportedLocale, (name: string, note: string) => string> = {
  en: (name, note) => `${name} wrote: “${note}”`,
  de: (name, note) => `${name} schreibt dazu: „${note}“`,
};

const SOMEONE: Record<SupportedLocale, string> = { en: "An Atelier member", de: "Ein Atelier-Mitglied" };
const VIEW_PROFILE: Record<SupportedLocale, string> = { en: "View profile", de: "Profil ansehen" };
const VIEW_WORK: Record<SupportedLocale, string> = { en: "View the work", de: "Arbeit ansehen" };
const VIEW_FEATURED: Record<SupportedLocale, string> = { en: "See who is featured", de: "Vorgestellte ansehen" };
const VIEW_OPPORTUNITY: Record<SupportedLocale, string> = { en: "View the opportunity", de: "Angebot ansehen" };
const VIEW_APPLICANTS: Record<SupportedLocale, string> = { en: "See your applicants", de: "Bewerbungen ansehen" };

/** A name fit for a subject line: a line break there would be refused as header injection. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced here.
const oneLine = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();

/** Where a notification about the topic leads, and what the e-mail's button says; none for no topic. */
function topicLink(topic: MailTopic | undefined): { path: string; label: Record<SupportedLocale, string> } | undefined {
  if (topic?.item) return { path: itemPagePath(topic.item), label: VIEW_WORK };
  if (topic?.featured) return { path: paths.featured, label: VIEW_FEATURED };
  if (topic?.opportunity) return { path: paths.job(topic.opportunity.slug), label: VIEW_OPPORTUNITY };
  if (topic?.applicants) return { path: paths.jobsManager, label: VIEW_APPLICANTS };
  return undefined;
}

/** The page a notification about the topic leads to, in the list as in the e-mail. */
export const topicPath = (topic: MailTopic | undefined): string | undefined => topicLink(topic)?.path;

/** Where the e-mail's button leads: the topic's page, else the actor's profile. */
function actionOf(
  actor: MailActor,
  topic: MailTopic | undefined,
  locale: SupportedLocale,
  link: (path: string) => string,
) {
  const page = topicLink(topic);
  if (page) return { label: page.label[locale], url: link(page.path) };
  return actor.profileUrl ? { label: VIEW_PROFILE[locale], url: actor.profileUrl } : undefined;
}

export function notificationMailBody(
  key: NoticeKey,
  actor: MailActor,
  locale: SupportedLocale,
  opts: { topic?: MailTopic; note?: string; link: (path: string) => string },
): MailBody {
  const name = oneLine(actor.name ?? "") || SOMEONE[locale];
  const action = actionOf(actor, opts.topic, locale, opts.link);
  const body = TEXTS[locale][key](name, oneLine(opts.topic?.title[locale] ?? ""));
  return {
    kind: key,
    ...body,
    ...(opts.note ? { paragraphs: [...body.paragraphs, NOTE[locale](name, opts.note)] } : {}),
    ...(action ? { action } : {}),
  };
}
