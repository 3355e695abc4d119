/** Kept for the parts of the profile that import these from here; policy.ts states the rules. */
export { lockProfileOwner, visibleOwner } from "./policy.ts";
