import { Link } from "react-router";
import { profilePathOf } from "../../../app/ui/personFacts.ts";
import type { Employer } from "../api/opportunitiesApi.ts";

/** Who posted an opportunity, linking to their profile while it is there to open. */
export function EmployerName({ owner, className }: { owner: Employer | null | undefined; className?: string }) {
  if (!owner?.name) return null;
  return owner.isAvailable === false ? (
    <span className={className}>{owner.name}</span>
  ) : (
    <Link to={profilePathOf(owner)} className={className}>
      {owner.name}
    </Link>
  );
}
