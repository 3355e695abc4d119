import { PROFILE_LIMITS } from "@atelier/common/schemas/profiles";
import type { UserProfession } from "../types.ts";
import { VocabularyChipsEditor } from "./VocabularyChipsEditor.tsx";

/** The user's standard professions; the users resource shows them too, so it is read again after a change. */
export function ProfessionsEditor({ professions }: { professions: UserProfession[] }) {
  return (
    <VocabularyChipsEditor
      section="professions"
      chosen={professions.map((p) => ({ id: p.id, entry: p.profession }))}
      limit={PROFILE_LIMITS.professions}
      alsoRefresh={["user"]}
    />
  );
}
