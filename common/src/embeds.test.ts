import { describe, expect, it } from "vitest";
import {
  EMBED_INPUT_MAX,
  embedCode,
  embedPlayerUrl,
  soundcloudTrackUrl,
  vimeoVideoId,
  youtubeVideoId,
} from "./embeds.ts";

const ID = "dQw4w9WgXcQ";

describe("youtubeVideoId", () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s&list=PL1`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])("finds the id in %j", (input) => {
    expect(youtubeVideoId(input)).toBe(ID);
  });

  it.each([
    ["a javascript: link", `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ["a javascript: link in mixed case", `JaVaScRiPt:alert('${ID}')`],
    ["a tab hidden in the scheme", `java\tscript:alert(1)//youtu.be/${ID}`],
    ["a data: link", `data:text/html,<a href="https://youtu.be/${ID}">`],
    ["a vbscript: link", `vbscript:msgbox("${ID}")`],
    ["plain http", `http://www.youtube.com/watch?v=${ID}`],
    ["a loopback address", `https://127.0.0.1/watch?v=${ID}`],
    ["an internal name", `https://localhost/embed/${ID}`],
    ["a cloud metadata address", `https://169.254.169.254/latest/watch?v=${ID}`],
    ["an IPv6 loopback", `https://[::1]/watch?v=${ID}`],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["a host that merely ends alike", `https://notyoutube.com/watch?v=${ID}`],
    ["the host in the query", `https://evil.example/?youtube.com&v=${ID}`],
    ["the host as credentials", `https://youtube.com@127.0.0.1/watch?v=${ID}`],
    ["credentials before the host", `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ["an encoded slash before the real host", `https://www.youtube.com%2F@evil.example/watch?v=${ID}`],
    ["an IDN look-alike (Cyrillic o)", `https://www.y\u043eutube.com/watch?v=${ID}`],
    ["a port", `https://www.youtube.com:8443/watch?v=${ID}`],
    ["a channel page", "https://www.youtube.com/@somebody"],
    ["an id too short", "https://youtu.be/abc"],
    ["an id with a quote", `https://youtu.be/${ID.slice(0, 10)}"`],
    ["an encoded id", `https://www.youtube.com/embed/%64${ID.slice(1)}`],
    ["an empty string", ""],
  ])("refuses %s", (_case, input) => {
    expect(youtubeVideoId(input)).toBeNull();
  });

  it("refuses very long input without parsing it, quickly", () => {
    const long = `https://www.youtube.com/watch?v=${ID}&x=${"a".repeat(EMBED_INPUT_MAX)}`;
    expect(youtubeVideoId(long)).toBeNull();
    const started = performance.now();
    expect(youtubeVideoId(`https://youtu.be/${"/".repeat(1_000_000)}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe("vimeoVideoId", () => {
  it.each([
    ["76979871", "76979871"],
    ["https://vimeo.com/76979871", "76979871"],
    ["vimeo.com/76979871", "76979871"],
    ["https://www.vimeo.com/channels/staffpicks/76979871", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "76979871"],
  ])("finds the id in %j", (input, id) => {
    expect(vimeoVideoId(input)).toBe(id);
  });

  it.each([
    "javascript:alert(76979871)",
    "http://vimeo.com/76979871",
    "https://vimeo.com.evil.example/76979871",
    "https://vimeo.com@10.0.0.1/76979871",
    "https://10.0.0.1/76979871",
    "https://vimeo.com:444/76979871",
    "https://vimeo.com/about",
    "12345",
  ])("refuses %j", (input) => {
    expect(vimeoVideoId(input)).toBeNull();
  });
});

describe("soundcloudTrackUrl", () => {
  it.each([
    ["https://soundcloud.com/artist/track-name", "https://soundcloud.com/artist/track-name"],
    ["soundcloud.com/artist/track_name?in=x", "https://soundcloud.com/artist/track_name"],
    ["https://m.soundcloud.com/artist/track", "https://soundcloud.com/artist/track"],
    ["https://www.soundcloud.com/artist/sets/album", "https://soundcloud.com/artist/sets/album"],
  ])("keeps %j as the canonical track address", (input, url) => {
    expect(soundcloudTrackUrl(input)).toBe(url);
  });

  it.each([
    "javascript:alert(1)//soundcloud.com/a/b",
    "data:text/html,soundcloud.com/a/b",
    "http://soundcloud.com/artist/track",
    "https://soundcloud.com.evil.example/artist/track",
    "https://evil.example/soundcloud.com/artist/track",
    "https://soundcloud.com@127.0.0.1/artist/track",
    "https://soundcloud.com:8080/artist/track",
    "https://w.soundcloud.com/player/?url=https://evil.example",
    "https://api.soundcloud.com/tracks/123",
    "https://soundcloud.com/artist",
    "https://soundcloud.com/artist/likes/extra",
    "https://soundcloud.com/artist/%2e%2e",
  ])("refuses %j", (input) => {
    expect(soundcloudTrackUrl(input)).toBeNull();
  });

  it("resolves dot segments the way the URL parser does, so the address stays on soundcloud.com", () => {
    expect(soundcloudTrackUrl("https://soundcloud.com/../../artist/track")).toBe("https://soundcloud.com/artist/track");
  });
});

describe("embedCode and embedPlayerUrl", () => {
  it("reads each provider's code with that provider's rules only", () => {
    expect(embedCode("youtube", `https://youtu.be/${ID}`)).toBe(ID);
    expect(embedCode("vimeo", `https://youtu.be/${ID}`)).toBeNull();
    expect(embedCode("soundcloud", "https://vimeo.com/76979871")).toBeNull();
  });

  it("frames only the players' own hosts, with the code encoded", () => {
    expect(embedPlayerUrl("youtube", ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(embedPlayerUrl("vimeo", "76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(embedPlayerUrl("soundcloud", "https://soundcloud.com/a/b&auto_play=true")).toBe(
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fa%2Fb%26auto_play%3Dtrue&visual=true",
    );
  });
});
