/** The links the header, the phone drawer and the footer show; labels are keys under "layout". */
export interface NavigationLink {
  to: string;
  labelKey: string;
}

export const mainNavigation: NavigationLink[] = [
  { to: "/showroom", labelKey: "layout.nav.showroom" },
  { to: "/creatives", labelKey: "layout.nav.creatives" },
  { to: "/clients", labelKey: "layout.nav.clients" },
  { to: "/jobs", labelKey: "layout.nav.jobs" },
];

export const footerNavigation: { titleKey: string; links: NavigationLink[] }[] = [
  { titleKey: "layout.footer.discover", links: mainNavigation },
  {
    titleKey: "layout.footer.company",
    links: [
      { to: "/about", labelKey: "layout.footer.about" },
      { to: "/how-it-works", labelKey: "layout.footer.howItWorks" },
      { to: "/pricing", labelKey: "layout.footer.pricing" },
      { to: "/featured", labelKey: "layout.footer.featured" },
      { to: "/contact", labelKey: "layout.footer.contact" },
    ],
  },
  {
    titleKey: "layout.footer.legal",
    links: [
      { to: "/terms-and-conditions", labelKey: "layout.footer.terms" },
      { to: "/privacy-policy", labelKey: "layout.footer.privacy" },
      { to: "/imprint", labelKey: "layout.footer.imprint" },
    ],
  },
];

/** The header search opens the creatives list filtered by name, the search most visitors come for. */
export const searchAction = { path: "/creatives", param: "names" };
