import { NOTIFICATION_CHANNELS, NOTIFICATION_KEYS } from "@atelier/common/enums";
import { describe, expect, it } from "vitest";
import {
  channelState,
  NOTIFICATION_GROUPS,
  sameMatrix,
  toMatrix,
  toSettings,
  withChannel,
  withSetting,
} from "./notificationMatrix.ts";

describe("notification matrix", () => {
  it("puts every notification key in exactly one group", () => {
    const grouped = NOTIFICATION_GROUPS.flatMap((g) => g.keys);
    expect([...grouped].sort()).toEqual([...NOTIFICATION_KEYS].sort());
  });

  it("reads the server's list, missing entries on and unknown ones ignored", () => {
    const matrix = toMatrix([
      { key: "new_like", channel: "email", enabled: false },
      { key: "gone_key" as never, channel: "email", enabled: false },
    ]);
    expect(matrix.new_like).toEqual({ email: false, inline: true });
    expect(matrix.new_follower).toEqual({ email: true, inline: true });
  });

  it("writes every key and channel back", () => {
    const settings = toSettings(withSetting(toMatrix([]), "new_application", "inline", false));
    expect(settings).toHaveLength(NOTIFICATION_KEYS.length * NOTIFICATION_CHANNELS.length);
    expect(settings.filter((s) => !s.enabled)).toEqual([{ key: "new_application", channel: "inline", enabled: false }]);
  });

  it("switches one channel for all notifications and tells how much of it is on", () => {
    const all = toMatrix([]);
    const noMail = withChannel(all, "email", false);
    expect(channelState(all, "email")).toBe("all");
    expect(channelState(noMail, "email")).toBe("none");
    expect(channelState(noMail, "inline")).toBe("all");
    expect(channelState(withSetting(noMail, "new_like", "email", true), "email")).toBe("some");
    expect(sameMatrix(all, toMatrix(toSettings(all)))).toBe(true);
    expect(sameMatrix(all, noMail)).toBe(false);
  });
});
