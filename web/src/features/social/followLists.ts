/** A user's two follow lists: who follows them, and whom they follow. */
export const FOLLOW_LISTS = ["followers", "followings"] as const;
export type FollowList = (typeof FOLLOW_LISTS)[number];

export interface FollowListModalProps {
  /** Whose followers or followings: a user id. */
  userId: string;
  /** The user's name, for the title. */
  name: string;
  /** The list shown when the modal opens; the modal can switch to the other. */
  list: FollowList;
  opened: boolean;
  onClose(): void;
}
