import { describe, expect, it } from "vitest";
import {
  boardChips,
  boardFilter,
  boardSearchParams,
  boardSorts,
  changeBoard,
  clearBoard,
  EMPTY_BOARD_SEARCH,
  parseBoardSearch,
} from "./boardSearch.ts";

describe("the board's search in the address", () => {
  it("reads and writes every filter, the sort and the page", () => {
    const query =
      "?field=3&skill=12%3ATypography&location=7%3ABerlin%2C+Germany&q=poster&kind=job&type=fullTime&type=freelance&km=25&remote=1&expired=1&sort=closing&page=2";
    const search = parseBoardSearch(query);
    expect(search).toEqual({
      kind: "job",
      jobTypes: ["fullTime", "freelance"],
      fieldIds: ["3"],
      skills: [{ id: "12", name: "Typography" }],
      places: [{ id: "7", name: "Berlin, Germany" }],
      withinKm: 25,
      remote: true,
      keyword: "poster",
      expired: true,
      sort: "closing",
      page: 2,
    });
    expect(boardSearchParams(search)).toBe(query);
  });

  it("leaves the defaults out: newest first, or the best match once words are searched", () => {
    expect(parseBoardSearch("")).toEqual(EMPTY_BOARD_SEARCH);
    expect(EMPTY_BOARD_SEARCH.sort).toBe("newest");
    expect(boardSearchParams(EMPTY_BOARD_SEARCH)).toBe("");
    expect(parseBoardSearch("?q=motion").sort).toBe("relevance");
    expect(boardSearchParams(parseBoardSearch("?q=motion"))).toBe("?q=motion");
    expect(boardSearchParams(parseBoardSearch("?q=motion&sort=newest"))).toBe("?q=motion&sort=newest");
  });

  it("drops what cannot be read or what the server would refuse together", () => {
    expect(parseBoardSearch("?kind=gig&type=slave&km=7&remote=yes&sort=oldest&page=-1")).toEqual(EMPTY_BOARD_SEARCH);
    // A distance needs a place, a job's type a job, relevance words.
    expect(parseBoardSearch("?km=25").withinKm).toBeNull();
    expect(parseBoardSearch("?kind=project&type=fullTime").jobTypes).toEqual([]);
    expect(parseBoardSearch("?sort=relevance").sort).toBe("newest");
    expect(parseBoardSearch("?type=partTime&type=partTime").jobTypes).toEqual(["partTime"]);
  });
});

describe("changing the search", () => {
  const start = parseBoardSearch("?location=7:Berlin&km=50&type=internship&page=3");

  it("goes back to page 1 with any change", () => {
    expect(changeBoard(start, { remote: true })).toEqual({ ...start, remote: true, page: 1 });
  });

  it("drops what no longer applies: the distance with the last place, job types with projects", () => {
    expect(changeBoard(start, { places: [] }).withinKm).toBeNull();
    expect(changeBoard(start, { kind: "project" }).jobTypes).toEqual([]);
    expect(changeBoard(start, { kind: "job" }).jobTypes).toEqual(["internship"]);
  });

  it("sorts by relevance once words are searched, unless the reader asked what closes first", () => {
    const searched = changeBoard(EMPTY_BOARD_SEARCH, { keyword: "motion" });
    expect(searched.sort).toBe("relevance");
    expect(boardSorts(searched)).toEqual(["newest", "closing", "relevance"]);
    expect(changeBoard(searched, { keyword: "" }).sort).toBe("newest");
    expect(boardSorts(EMPTY_BOARD_SEARCH)).toEqual(["newest", "closing"]);
    const closing = changeBoard(EMPTY_BOARD_SEARCH, { sort: "closing" });
    expect(changeBoard(closing, { keyword: "motion" }).sort).toBe("closing");
    expect(clearBoard(changeBoard(closing, { keyword: "motion", remote: true }))).toEqual({
      ...EMPTY_BOARD_SEARCH,
      sort: "closing",
    });
  });
});

describe("the chips", () => {
  it("name each value in force and the search without it", () => {
    const search = parseBoardSearch("?field=3&location=7:Berlin&km=10&q=ink&kind=job&type=partTime&remote=1&expired=1");
    const chips = boardChips(search);
    expect(chips.map((chip) => [chip.filter, chip.value])).toEqual([
      ["keyword", "ink"],
      ["kind", "job"],
      ["jobType", "partTime"],
      ["field", "3"],
      ["place", "Berlin"],
      ["distance", "10"],
      ["remote", ""],
      ["expired", ""],
    ]);
    const place = chips.find((chip) => chip.filter === "place");
    expect(place?.without.places).toEqual([]);
    expect(place?.without.withinKm).toBeNull();
    expect(chips.find((chip) => chip.filter === "keyword")?.without.sort).toBe("newest");
    expect(boardChips(EMPTY_BOARD_SEARCH)).toEqual([]);
  });
});

describe("the board's request", () => {
  it("sends each filter by the API's name, leaving out what is not chosen", () => {
    const search = parseBoardSearch("?field=3&skill=12:Ink&location=7:Berlin&km=25&q=poster&kind=job&type=fullTime");
    expect(boardFilter(search)).toEqual({
      with_opportunity_kinds: "job",
      with_job_types: ["fullTime"],
      with_opportunity_creative_field_ids: ["3"],
      with_opportunity_skills: ["12"],
      with_opportunity_location_ids: ["7"],
      within_km: 25,
      with_opportunity_remote: undefined,
      with_opportunity_keyword: "poster",
      with_opportunity_statuses: undefined,
    });
    const plain = boardFilter(parseBoardSearch("?remote=1&expired=1"));
    expect(plain.with_opportunity_remote).toBe(true);
    expect(plain.with_opportunity_statuses).toBe("expired");
  });

  it("a category's page sends its field beside the chosen ones, once", () => {
    expect(boardFilter(parseBoardSearch("?field=3&field=5"), "5").with_opportunity_creative_field_ids).toEqual([
      "5",
      "3",
    ]);
  });
});
