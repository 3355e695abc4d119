import { operator } from "@atelier/common/operator";
import { LegalDocument } from "./components/LegalDocument.tsx";

const sections = [
  "scope",
  "account",
  "content",
  "conduct",
  "opportunities",
  "premium",
  "withdrawal",
  "availability",
  "liability",
  "termination",
  "changes",
  "final",
] as const;

export function TermsPage() {
  return <LegalDocument page="terms" sections={sections} email={operator.email.legal} />;
}
