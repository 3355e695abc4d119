import { LegalDocument } from "./components/LegalDocument.tsx";
import { operator } from "./operator.ts";

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
