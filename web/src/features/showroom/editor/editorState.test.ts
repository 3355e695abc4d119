import { describe, expect, it } from "vitest";
import { editorKeyOf, editorTitleKey, kindOfRoute } from "./editorRoute.ts";
import {
  byPosition,
  detailsAttributes,
  detailsChanged,
  detectEmbed,
  draftAttributes,
  EMPTY_DETAILS,
  moveId,
  NO_UPLOADS,
  oneAtATime,
  publishBlocker,
  type UploadsAction,
  type UploadsState,
  uploadsReducer,
} from "./editorState.ts";

const run = (actions: UploadsAction[], from: UploadsState = NO_UPLOADS) => actions.reduce(uploadsReducer, from);

describe("detailsAttributes", () => {
  it("trims, sends an empty description as none, and creative fields on showroom items only", () => {
    const details = { title: "  Poster  ", description: "   ", creativeFieldIds: ["3", "7"] };
    expect(detailsAttributes("showroom", details)).toEqual({
      title: "Poster",
      description: null,
      creativeFieldIds: ["3", "7"],
    });
    expect(detailsAttributes("gallery", details)).toEqual({ title: "Poster", description: null });
  });
});

describe("draftAttributes", () => {
  it("sends the details typed so far, and the placeholder while the title is blank", () => {
    expect(draftAttributes("gallery", { ...EMPTY_DETAILS, title: "  " }, "Untitled")).toEqual({
      title: "Untitled",
      description: null,
    });
    expect(
      draftAttributes("showroom", { ...EMPTY_DETAILS, title: " Sun", creativeFieldIds: ["3"] }, "Ohne Titel"),
    ).toEqual({ title: "Sun", description: null, creativeFieldIds: ["3"] });
  });
});

describe("oneAtATime", () => {
  /** A task whose runs wait until released, counted. */
  function gatedTask() {
    const runs: ((value: string) => void)[] = [];
    const fails: ((error: Error) => void)[] = [];
    const task = () =>
      new Promise<string>((resolve, reject) => {
        runs.push(resolve);
        fails.push(reject);
      });
    return { task, runs, fails };
  }

  it("runs once for two callers asking while it is under way, and answers both", async () => {
    const { task, runs } = gatedTask();
    const create = oneAtATime(task);
    const first = create();
    const second = create();
    expect(runs).toHaveLength(1);
    runs[0]?.("draft-7");
    expect(await Promise.all([first, second])).toEqual(["draft-7", "draft-7"]);
    expect(await create()).toBe("draft-7");
    expect(runs).toHaveLength(1);
  });

  it("runs again after a failure, which every caller waiting on it is told", async () => {
    const { task, runs, fails } = gatedTask();
    const create = oneAtATime(task);
    const first = create();
    const second = create();
    fails[0]?.(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    await expect(second).rejects.toThrow("offline");
    const retry = create();
    expect(runs).toHaveLength(2);
    runs[1]?.("draft-8");
    expect(await retry).toBe("draft-8");
  });
});

describe("detailsChanged", () => {
  const saved = { title: "Poster", description: "On paper", creativeFieldIds: ["3"] };

  it("is false for what a save would send the same way, spaces around included", () => {
    expect(detailsChanged("showroom", saved, { ...saved, title: " Poster " })).toBe(false);
    expect(detailsChanged("showroom", EMPTY_DETAILS, { ...EMPTY_DETAILS, description: "  " })).toBe(false);
  });

  it("is true for a new title, description or field", () => {
    expect(detailsChanged("showroom", saved, { ...saved, title: "Posters" })).toBe(true);
    expect(detailsChanged("showroom", saved, { ...saved, description: "" })).toBe(true);
    expect(detailsChanged("showroom", saved, { ...saved, creativeFieldIds: ["3", "4"] })).toBe(true);
  });

  it("ignores creative fields on a gallery item, which has none", () => {
    expect(detailsChanged("gallery", saved, { ...saved, creativeFieldIds: [] })).toBe(false);
  });
});

describe("detectEmbed", () => {
  it("finds the provider and its code in a pasted link", () => {
    expect(detectEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({
      type: "youtube",
      code: "dQw4w9WgXcQ",
    });
    expect(detectEmbed("youtu.be/dQw4w9WgXcQ")).toEqual({ type: "youtube", code: "dQw4w9WgXcQ" });
    expect(detectEmbed("https://vimeo.com/76979871")).toEqual({ type: "vimeo", code: "76979871" });
    expect(detectEmbed("https://soundcloud.com/artist/a-track?si=1")).toEqual({
      type: "soundcloud",
      code: "https://soundcloud.com/artist/a-track",
    });
  });

  it("reads a bare number as a Vimeo video", () => {
    expect(detectEmbed("76979871")).toEqual({ type: "vimeo", code: "76979871" });
  });

  it("flags links of other sites, script links and addresses of our own network", () => {
    expect(detectEmbed("https://example.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(detectEmbed("javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(detectEmbed("http://127.0.0.1/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(detectEmbed("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(detectEmbed("")).toBeNull();
  });
});

describe("publishBlocker", () => {
  it("holds back an item without media, before anything is sent", () => {
    expect(publishBlocker(0)).toBe("noMedia");
    expect(publishBlocker(1)).toBeNull();
  });
});

describe("byPosition", () => {
  it("orders by position without changing the given list", () => {
    const media = [
      { id: "b", position: 2 },
      { id: "a", position: 1 },
      { id: "c", position: 3 },
    ];
    expect(byPosition(media).map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(media[0]?.id).toBe("b");
  });
});

describe("moveId", () => {
  it("puts the moved id where the target stood, forwards and backwards", () => {
    expect(moveId(["a", "b", "c", "d"], "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(moveId(["a", "b", "c", "d"], "d", "b")).toEqual(["a", "d", "b", "c"]);
  });

  it("leaves the order as it was for an unknown id or a drop on itself", () => {
    expect(moveId(["a", "b"], "x", "a")).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], "a", "a")).toEqual(["a", "b"]);
  });
});

describe("uploadsReducer", () => {
  it("follows several files at once, each with its own whole percent that only grows", () => {
    const state = run([
      { type: "start", key: "1", name: "one.png" },
      { type: "start", key: "2", name: "two.png" },
      { type: "progress", key: "1", percent: 33.9 },
      { type: "progress", key: "2", percent: 80 },
      { type: "progress", key: "2", percent: 50 },
    ]);
    expect(state.sending).toEqual([
      { key: "1", name: "one.png", percent: 33 },
      { key: "2", name: "two.png", percent: 80 },
    ]);
  });

  it("drops a stored file from the list and keeps the others going", () => {
    const state = run([
      { type: "start", key: "1", name: "one.png" },
      { type: "start", key: "2", name: "two.png" },
      { type: "done", key: "1" },
    ]);
    expect(state.sending.map((file) => file.key)).toEqual(["2"]);
    expect(state.refused).toEqual([]);
  });

  it("removes a refused file from the bars and keeps its reason until dismissed or new files come", () => {
    const refused = run([
      { type: "start", key: "1", name: "big.png" },
      { type: "refuse", key: "1", name: "big.png", reason: "Too large" },
    ]);
    expect(refused).toEqual({ sending: [], refused: [{ key: "1", name: "big.png", reason: "Too large" }] });
    expect(run([{ type: "dismiss", key: "1" }], refused).refused).toEqual([]);
    expect(run([{ type: "clearRefused" }], refused).refused).toEqual([]);
  });

  it("keeps its state as it was when there is nothing to clear", () => {
    expect(uploadsReducer(NO_UPLOADS, { type: "clearRefused" })).toBe(NO_UPLOADS);
  });
});

describe("editor routes", () => {
  it("tell the kind of item from the route id", () => {
    expect(kindOfRoute("gallery-edit")).toBe("gallery");
    expect(kindOfRoute("gallery-new")).toBe("gallery");
    expect(kindOfRoute("showroom-edit")).toBe("showroom");
    expect(editorTitleKey("gallery-new")).toBe("showroom.editor.titles.gallery-new");
  });
});

describe("editorKeyOf", () => {
  it("is the location's own key, or the key of the editor that moved to it", () => {
    expect(editorKeyOf({ key: "a1", state: null })).toBe("a1");
    expect(editorKeyOf({ key: "b2", state: { editor: "a1" } })).toBe("a1");
    expect(editorKeyOf({ key: "c3", state: { editor: 4 } })).toBe("c3");
    expect(editorKeyOf({ key: "d4", state: "elsewhere" })).toBe("d4");
  });
});
