/**
 * The reference server's demo map tiles (docs/upstream-api.md §70): tile addresses of the Web
 * Mercator grid, where a point falls, service areas clipped to a tile, and the SVG drawn the same
 * way every time.
 */
import { describe, expect, it } from "vitest";
import {
  circleOutline,
  clipPolygon,
  FEATURES_TTL_MS,
  LABEL_SPACING,
  labelOffsets,
  parseTileAddress,
  tileOf,
  tileSource,
  tileSvg,
  worldPixel,
  type MapFeatures,
} from "../../../upstream/map-tiles";
import { distanceKm, type LatLng } from "../../../upstream/geo";
import { assertWellFormedSvg } from "./svg-check";

describe("parseTileAddress", () => {
  it.each([
    [["0", "0", "0"], { z: 0, x: 0, y: 0 }],
    [["16", "24270", "37183"], { z: 16, x: 24270, y: 37183 }],
    [["19", "524287", "524287"], { z: 19, x: 524287, y: 524287 }],
    [["20", "0", "0"], null],
    [["1", "2", "0"], null],
    [["3", "0", "8"], null],
    [["-1", "0", "0"], null],
    [["a", "0", "0"], null],
    [["16", "1.5", "0"], null],
    [["16", "99999999", "0"], null],
  ] as const)("%j → %j", ([z, x, y], expected) => {
    expect(parseTileAddress(z, x, y)).toEqual(expected);
  });
});

describe("where a point falls (Web Mercator, 256 px tiles)", () => {
  it.each([
    [[0, 0] as LatLng, 0, [128, 128]],
    [[0, -180] as LatLng, 1, [0, 256]],
    [[85.0511, 180] as LatLng, 2, [1024, 0]],
  ])("%j at zoom %d → %j", (point, z, [x, y]) => {
    const [px, py] = worldPixel(point, z);
    expect(px).toBeCloseTo(x!, 0);
    expect(py).toBeCloseTo(y!, 0);
  });

  it("Rua dos Pinheiros at zoom 16 is in tile 24270/37183, as any web map has it", () => {
    expect(tileOf([-23.5612, -46.6795], 16)).toEqual({ z: 16, x: 24270, y: 37183 });
  });
});

describe("clipping an area to a tile", () => {
  it("keeps a polygon inside as it is", () => {
    expect(
      clipPolygon(
        [
          [10, 10],
          [100, 10],
          [50, 90],
        ],
        0,
        256,
      ),
    ).toEqual([
      [10, 10],
      [100, 10],
      [50, 90],
    ]);
  });
  it("a polygon around the whole tile becomes the tile's square", () => {
    const clipped = clipPolygon(
      [
        [-1e6, -1e6],
        [1e6, -1e6],
        [1e6, 1e6],
        [-1e6, 1e6],
      ],
      -8,
      264,
    );
    expect(clipped.every(([x, y]) => x >= -8 && x <= 264 && y >= -8 && y <= 264)).toBe(true);
    expect(clipped).toHaveLength(4);
  });
  it("a polygon away from the tile leaves nothing", () => {
    expect(
      clipPolygon(
        [
          [1000, 1000],
          [1100, 1000],
          [1050, 1100],
        ],
        0,
        256,
      ),
    ).toEqual([]);
  });
  it("a radius area is a circle of that radius around the store", () => {
    const store: LatLng = [-22.8945, -47.052];
    for (const point of circleOutline(store, 6)) expect(distanceKm(store, point)).toBeCloseTo(6, 1);
  });
});

describe("labelOffsets: where a street's name is written", () => {
  it("once in the middle of a short street", () => {
    expect(
      labelOffsets([
        [0, 100],
        [200, 100],
      ]),
    ).toEqual([100]);
  });

  it("every LABEL_SPACING pixels along a long one, only near the tile", () => {
    // A straight street from x = −1000 to x = 1256 across the tile's middle: names at 160, 480, … px.
    const offsets = labelOffsets([
      [-1000, 128],
      [1256, 128],
    ]);
    expect(offsets.length).toBeGreaterThan(0);
    for (const at of offsets) {
      expect((at - LABEL_SPACING / 2) % LABEL_SPACING).toBe(0);
      expect(-1000 + at).toBeGreaterThan(-LABEL_SPACING / 2);
      expect(-1000 + at).toBeLessThan(256 + LABEL_SPACING / 2);
    }
  });

  it("none for a street whose names all fall far from the tile", () => {
    expect(
      labelOffsets([
        [2000, 2000],
        [3000, 2000],
      ]),
    ).toEqual([]);
  });
});

describe("tileSvg", () => {
  const features: MapFeatures = {
    areas: [
      {
        color: "#1d4e89",
        outline: [
          [-23.38, -46.8],
          [-23.45, -46.4],
          [-23.78, -46.55],
          [-23.58, -46.88],
        ],
        store: [-23.5503, -46.5986],
      },
    ],
    streets: [
      {
        name: "Rua dos Pinheiros & Cia <teste>",
        points: [
          [-23.5612, -46.6795],
          [-23.5716, -46.6918],
        ],
      },
    ],
  };
  const pinheiros = tileOf([-23.5664, -46.6856], 16);
  /** A street's line (a store's square is outlined in white too, without round caps). */
  const STREET = /stroke="#ffffff" stroke-width="[\d.]+" stroke-linecap="round"/;

  it("draws the same bytes for the same tile, well formed", () => {
    const svg = tileSvg(pinheiros, features);
    expect(tileSvg(pinheiros, features)).toBe(svg);
    expect(assertWellFormedSvg(svg)).toContain("path");
  });

  it("names the streets from zoom 16 (escaped), not below", () => {
    expect(tileSvg(pinheiros, features)).toContain("Rua dos Pinheiros &amp; Cia &lt;teste&gt;");
    const z15 = tileOf([-23.5664, -46.6856], 15);
    expect(tileSvg(z15, features)).not.toContain("Rua dos Pinheiros");
    expect(tileSvg(z15, features)).toMatch(STREET);
  });

  it("names a street all along it at zoom 17, not only in the tile of its middle", () => {
    const along = (share: number): LatLng => [
      -23.5612 + (-23.5716 + 23.5612) * share,
      -46.6795 + (-46.6918 + 46.6795) * share,
    ];
    for (const share of [0.1, 0.3, 0.5, 0.7, 0.9])
      expect(tileSvg(tileOf(along(share), 17), features), `at ${share}`).toContain("Rua dos Pinheiros");
  });

  it("draws no street far from the tile, and no street below zoom 11", () => {
    const campinas = tileOf([-22.9, -47.06], 16);
    expect(tileSvg(campinas, features)).not.toMatch(STREET);
    expect(tileSvg(tileOf([-23.5664, -46.6856], 10), features)).not.toMatch(STREET);
  });

  it("draws the service area in its colour, with its store, and keeps its numbers small at zoom 19", () => {
    const mooca = tileOf([-23.5503, -46.5986], 19);
    const svg = tileSvg(mooca, features);
    expect(svg).toContain('fill="#1d4e89"');
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="14"/);
    const numbers = (svg.replace('xmlns="http://www.w3.org/2000/svg"', "").match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(Math.max(...numbers.map(Math.abs))).toBeLessThan(300);
  });

  it("a tile outside every area and street is the plain ground", () => {
    const svg = tileSvg({ z: 3, x: 0, y: 0 }, features);
    expect(svg).not.toContain("#1d4e89");
    expect(assertWellFormedSvg(svg)).toEqual(["svg", "rect"]);
  });
});

describe("tileSource: a storm of tiles reads the data once a minute and draws each tile once", () => {
  const features: MapFeatures = {
    areas: [
      {
        color: "#1d4e89",
        outline: [
          [-23.38, -46.8],
          [-23.45, -46.4],
          [-23.78, -46.55],
          [-23.58, -46.88],
        ],
        store: [-23.5503, -46.5986],
      },
    ],
    streets: [
      {
        name: "Rua dos Pinheiros",
        points: [
          [-23.5612, -46.6795],
          [-23.5716, -46.6918],
        ],
      },
    ],
  };
  const counting = (value: () => MapFeatures) => {
    const reader = { reads: 0, read: () => (reader.reads++, value()) };
    return reader;
  };

  it("a thousand tiles read the features once, and each tile is the same bytes tileSvg draws", () => {
    const reader = counting(() => features);
    const tile = tileSource(reader.read, { now: () => 1_000 });
    for (let x = 0; x < 1000; x++) tile({ z: 16, x: 24000 + x, y: 37183 });
    expect(reader.reads).toBe(1);
    const pinheiros = tileOf([-23.5664, -46.6856], 16);
    expect(tile(pinheiros)).toBe(tileSvg(pinheiros, features));
  });

  it("reads the features again once they are a minute old, and draws the tiles from the new ones", () => {
    let clock = 0;
    let current = features;
    const reader = counting(() => current);
    const tile = tileSource(reader.read, { now: () => clock });
    const mooca = tileOf([-23.5503, -46.5986], 13);
    expect(tile(mooca)).toContain("#1d4e89");
    current = { ...features, areas: [{ ...features.areas[0]!, color: "#aa0000" }] };
    clock = FEATURES_TTL_MS - 1;
    expect(tile(mooca)).toContain("#1d4e89");
    clock = FEATURES_TTL_MS;
    expect(tile(mooca)).toContain("#aa0000");
    expect(reader.reads).toBe(2);
  });

  it("keeps at most maxTiles tiles drawn, dropping the one asked for longest ago", () => {
    const drawn: number[] = [];
    const tile = tileSource(() => features, {
      now: () => 0,
      maxTiles: 2,
      draw: (address, from) => (drawn.push(address.z), tileSvg(address, from)),
    });
    const first = tile({ z: 1, x: 0, y: 0 });
    tile({ z: 2, x: 0, y: 0 });
    expect(tile({ z: 1, x: 0, y: 0 })).toBe(first);
    tile({ z: 3, x: 0, y: 0 }); // drops zoom 2, asked for longest ago
    tile({ z: 1, x: 0, y: 0 });
    tile({ z: 2, x: 0, y: 0 });
    expect(drawn).toEqual([1, 2, 3, 2]);
  });
});
