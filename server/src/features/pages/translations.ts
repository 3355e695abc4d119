import type { SupportedLocale } from "@atelier/common";

/**
 * Messages the server itself renders into pictures (the site's cards for shared links, an
 * opportunity's picture), seeded into
 * the translations table that GET /i18n/{language} serves. E-mails keep their texts with their templates.
 * Keys are dotted paths of snake_case segments; `{{name}}` marks an interpolation.
 */
export const TRANSLATIONS: Record<SupportedLocale, Record<string, string>> = {
  en: {
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
    "share_card.jobs.title": "Jobs and projects",
    "share_card.jobs.lead": "Work from clients who look for creatives: jobs, freelance projects and internships.",
    "share_image.opportunity.project": "Project",
    "share_image.opportunity.full_time": "Full-time job",
    "share_image.opportunity.part_time": "Part-time job",
    "share_image.opportunity.freelance": "Freelance job",
    "share_image.opportunity.internship": "Internship",
    "share_image.opportunity.job": "Job",
    "share_image.opportunity.remote": "Remote",
    "share_image.opportunity.apply": "Apply on Atelier",
  },
  de: {
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
    "share_card.jobs.title": "Jobs und Projekte",
    "share_card.jobs.lead": "Aufträge von Auftraggebern, die Kreative suchen: Stellen, freie Projekte und Praktika.",
    "share_image.opportunity.project": "Projekt",
    "share_image.opportunity.full_time": "Vollzeitstelle",
    "share_image.opportunity.part_time": "Teilzeitstelle",
    "share_image.opportunity.freelance": "Freie Mitarbeit",
    "share_image.opportunity.internship": "Praktikum",
    "share_image.opportunity.job": "Stelle",
    "share_image.opportunity.remote": "Remote",
    "share_image.opportunity.apply": "Bewirb dich auf Atelier",
  },
};
