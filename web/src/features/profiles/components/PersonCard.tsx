import { PersonSummary } from "../../../app/ui/PersonSummary.tsx";
import type { ProfileUser } from "../types.ts";
import classes from "./PersonCard.module.css";

/** Another user, shortly: picture, name linking to the profile, professions and place. */
export function PersonCard({ user }: { user: ProfileUser }) {
  return (
    <li className={classes.root}>
      <PersonSummary user={user} avatarSize={48} professionLines={1} />
    </li>
  );
}
