import { ContactPage } from "../../features/pages/ContactPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.contact.meta.title", description: "pages.contact.lead", indexed: true });

export default function Page() {
  return <ContactPage />;
}
