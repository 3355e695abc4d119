import type { SupportedLocale } from "@atelier/common";

/**
 * Messages the server itself renders (e-mail subjects and greetings, the site's cards for shared
 * links), served by GET /i18n/{language}.
 * Keys are dotted paths of snake_case segments; `{{name}}` marks an interpolation.
 */
export const TRANSLATIONS: Record<SupportedLocale, Record<string, string>> = {
  en: {
    "mail.greeting": "Hello {{name}},",
    "mail.signature": "Your Atelier team",
    "mail.footer.notification_settings": "Change which e-mails you receive in your notification settings.",
    "mail.signup_confirmation.subject": "Confirm your e-mail address",
    "mail.signup_attempt.subject": "Someone tried to sign up with your e-mail address",
    "mail.email_change_confirmation.subject": "Confirm your new e-mail address",
    "mail.password_reset.subject": "Reset your password",
    "mail.password_changed.subject": "Your password was changed",
    "mail.account_deleted.subject": "Your account has been deleted",
    "mail.new_message.subject": "New message from {{name}}",
    "mail.new_connection.subject": "{{name}} wants to connect with you",
    "mail.confirmed_connection.subject": "{{name}} accepted your connection request",
    "mail.new_follower.subject": "{{name}} is now following you",
    "mail.new_like.subject": "{{name}} likes your work",
    "mail.added_as_co_creator.subject": "{{name}} added you as a co-creator",
    "mail.new_application.subject": "New application for {{title}}",
    "mail.new_opportunity.subject": "A new opportunity that matches your profile",
    "mail.me_featured.subject": "You are featured on Atelier",
    "mail.contact.subject": "Your message to Atelier",
    "mail.membership_confirmation.subject": "Welcome to Atelier Premium",
    "share_card.home.title": "Portfolios and network for creatives",
    "share_card.home.lead": "Show your work, connect with clients and peers, find your next project.",
    "share_card.creatives.title": "Find creatives",
    "share_card.creatives.lead":
      "Illustrators, designers, photographers, filmmakers and more, by field, skill and place.",
    "share_card.clients.title": "Find clients",
    "share_card.clients.lead": "Companies and private clients who commission creative work.",
    "share_card.showroom.title": "The showroom",
    "share_card.showroom.lead": "New work from creatives on Atelier, across every creative field.",
    "share_card.featured.title": "In the spotlight",
    "share_card.featured.lead": "A creative field at a time: its people and their best work.",
  },
  de: {
    "mail.greeting": "Hallo {{name}},",
    "mail.signature": "Dein Atelier-Team",
    "mail.footer.notification_settings":
      "In deinen Benachrichtigungseinstellungen legst du fest, welche E-Mails du bekommst.",
    "mail.signup_confirmation.subject": "Bestätige deine E-Mail-Adresse",
    "mail.signup_attempt.subject": "Jemand wollte sich mit deiner E-Mail-Adresse registrieren",
    "mail.email_change_confirmation.subject": "Bestätige deine neue E-Mail-Adresse",
    "mail.password_reset.subject": "Setze dein Passwort zurück",
    "mail.password_changed.subject": "Dein Passwort wurde geändert",
    "mail.account_deleted.subject": "Dein Konto wurde gelöscht",
    "mail.new_message.subject": "Neue Nachricht von {{name}}",
    "mail.new_connection.subject": "{{name}} möchte sich mit dir vernetzen",
    "mail.confirmed_connection.subject": "{{name}} hat deine Kontaktanfrage angenommen",
    "mail.new_follower.subject": "{{name}} folgt dir jetzt",
    "mail.new_like.subject": "{{name}} gefällt deine Arbeit",
    "mail.added_as_co_creator.subject": "{{name}} hat dich als Mitwirkende/n hinzugefügt",
    "mail.new_application.subject": "Neue Bewerbung auf {{title}}",
    "mail.new_opportunity.subject": "Eine neue Ausschreibung passend zu deinem Profil",
    "mail.me_featured.subject": "Du wirst auf Atelier vorgestellt",
    "mail.contact.subject": "Deine Nachricht an Atelier",
    "mail.membership_confirmation.subject": "Willkommen bei Atelier Premium",
    "share_card.home.title": "Portfolios und Netzwerk für Kreative",
    "share_card.home.lead":
      "Zeige deine Arbeit, vernetze dich mit Auftraggebern und Kollegen, finde dein nächstes Projekt.",
    "share_card.creatives.title": "Kreative finden",
    "share_card.creatives.lead":
      "Illustratorinnen, Designer, Fotografinnen, Filmemacher und mehr, nach Bereich, Fähigkeit und Ort.",
    "share_card.clients.title": "Auftraggeber finden",
    "share_card.clients.lead": "Unternehmen und Privatpersonen, die kreative Arbeit beauftragen.",
    "share_card.showroom.title": "Der Showroom",
    "share_card.showroom.lead": "Neue Arbeiten der Kreativen auf Atelier, aus jedem kreativen Bereich.",
    "share_card.featured.title": "Im Rampenlicht",
    "share_card.featured.lead": "Ein kreativer Bereich nach dem anderen: seine Leute und ihre besten Arbeiten.",
  },
};
