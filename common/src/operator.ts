/**
 * The company that runs this site, as the imprint, the legal pages, the contact page and the invoices
 * name it.
 * One place, so a change of address or register entry is made once.
 */
export const operator = {
  company: "Atelier Platform GmbH",
  street: "Torstraße 109",
  city: "10119 Berlin",
  phone: "+49 30 2089 4410",
  directors: "Lena Hoffmann, Jonas Brandt",
  contentResponsible: "Lena Hoffmann",
  registerCourt: "Amtsgericht Berlin-Charlottenburg",
  registerNumber: "HRB 248913 B",
  vatId: "DE 341 672 905",
  email: {
    general: "hello@atelier.example",
    support: "support@atelier.example",
    privacy: "privacy@atelier.example",
    press: "press@atelier.example",
    legal: "legal@atelier.example",
  },
} as const;
