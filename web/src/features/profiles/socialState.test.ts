import { describe, expect, it } from "vitest";
import { connectionChange, connectionStanding, previousValues } from "./socialState.ts";

const user = { connection: null, connectionsCount: 5 };

describe("connectionStanding", () => {
  it("reads the viewer's connection", () => {
    expect(connectionStanding(null)).toBe("none");
    expect(connectionStanding({ status: "requested", direction: "outgoing" })).toBe("outgoing");
    expect(connectionStanding({ status: "requested", direction: "incoming" })).toBe("incoming");
    expect(connectionStanding({ status: "confirmed", direction: "incoming" })).toBe("connected");
  });
});

describe("connectionChange", () => {
  const requested = { id: "9", status: "requested", direction: "outgoing", note: null } as const;
  const confirmed = { id: "9", status: "confirmed", direction: "incoming", note: null } as const;

  it("counts a connection only once it is confirmed", () => {
    expect(connectionChange(user, requested)).toEqual({ connection: requested, connections_count: 5 });
    expect(connectionChange({ ...user, connection: { ...confirmed, status: "requested" } }, confirmed)).toEqual({
      connection: confirmed,
      connections_count: 6,
    });
  });

  it("shows a new request with the note it carries", () => {
    const asked = { ...requested, id: "", note: "Loved your posters" };
    expect(connectionChange(user, asked)).toEqual({ connection: asked, connections_count: 5 });
  });

  it("takes a removed connection off the count, and a withdrawn request off nothing", () => {
    expect(connectionChange({ ...user, connection: confirmed }, null)).toEqual({
      connection: null,
      connections_count: 4,
    });
    expect(connectionChange({ ...user, connection: requested }, null)).toEqual({
      connection: null,
      connections_count: 5,
    });
  });
});

describe("previousValues", () => {
  it("restores what the page showed before an optimistic change", () => {
    const requested = { id: "9", status: "requested", direction: "outgoing", note: "Hello" } as const;
    expect(previousValues({ connection: requested, connectionsCount: 5 })).toEqual({
      connection: requested,
      connections_count: 5,
    });
  });
});
