import { operator } from "@atelier/common/operator";
import { LegalDocument } from "./components/LegalDocument.tsx";

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
