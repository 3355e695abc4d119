import { paths } from "@atelier/common/paths";
/** The links the header, the phone drawer and the footer show; labels are keys under "layout". */
export interface NavigationLink {
  to: string;
  labelKey: string;
}

export const mainNavigation: NavigationLink[] = [
  { to: paths.showroom, labelKey: "layout.nav.showroom" },
  { to: paths.creatives, labelKey: "layout.nav.creatives" },
  { to: paths.clients, labelKey: "layout.nav.clients" },
  { to: paths.jobs, labelKey: "layout.nav.jobs" },
];

export const footerNavigation: { titleKey: string; links: NavigationLink[] }[] = [
  { titleKey: "layout.footer.discover", links: mainNavigation },
  {
    titleKey: "layout.footer.company",
    links: [
      { to: paths.about, labelKey: "layout.footer.about" },
      { to: paths.howItWorks, labelKey: "layout.footer.howItWorks" },
      { to: paths.pricing, labelKey: "layout.footer.pricing" },
      { to: paths.featured, labelKey: "layout.footer.featured" },
      { to: paths.contact, labelKey: "layout.footer.contact" },
    ],
  },
  {
    titleKey: "layout.footer.legal",
    links: [
      { to: paths.terms, labelKey: "layout.footer.terms" },
      { to: paths.privacy, labelKey: "layout.footer.privacy" },
      { to: paths.imprint, labelKey: "layout.footer.imprint" },
    ],
  },
];

/** The header search opens the results page: people, showroom items and (once they exist) opportunities. */
export const searchAction = { path: paths.search, param: "q" };
