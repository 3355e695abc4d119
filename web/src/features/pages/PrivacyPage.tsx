import { LegalDocument } from "./components/LegalDocument.tsx";
import { operator } from "./operator.ts";

const sections = [
  "controller",
  "data",
  "purposes",
  "visibility",
  "recipients",
  "cookies",
  "retention",
  "rights",
  "security",
  "changes",
] as const;

export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={sections} email={operator.email.privacy} />;
}
