import { describe, expect, it } from "vitest";
import { distanceKm, polygonContains, serviceAreaContains, type LatLng } from "../../../upstream/geo";

const square: LatLng[] = [
  [0, 0],
  [0, 10],
  [10, 10],
  [10, 0],
];

/** An L shape: the square minus its upper-right quarter. */
const lShape: LatLng[] = [
  [0, 0],
  [0, 10],
  [5, 10],
  [5, 5],
  [10, 5],
  [10, 0],
];

describe("polygonContains", () => {
  it.each([
    { point: [5, 5] as LatLng, inside: true },
    { point: [0.1, 9.9] as LatLng, inside: true },
    { point: [-1, 5] as LatLng, inside: false },
    { point: [5, 10.5] as LatLng, inside: false },
    { point: [11, 11] as LatLng, inside: false },
  ])("square contains $point: $inside", ({ point, inside }) => {
    expect(polygonContains(square, point)).toBe(inside);
  });

  it("handles concave polygons", () => {
    expect(polygonContains(lShape, [2, 8])).toBe(true);
    expect(polygonContains(lShape, [8, 2])).toBe(true);
    expect(polygonContains(lShape, [8, 8])).toBe(false);
  });

  it("gives the same answer for an explicitly closed ring", () => {
    const closed = [...square, square[0] as LatLng];
    expect(polygonContains(closed, [5, 5])).toBe(true);
    expect(polygonContains(closed, [15, 5])).toBe(false);
  });
});

describe("distanceKm", () => {
  it("is zero for the same point", () => {
    expect(distanceKm([-23.55, -46.63], [-23.55, -46.63])).toBe(0);
  });

  it("measures São Paulo (Sé) to Rio de Janeiro (Centro) at about 357 km", () => {
    expect(distanceKm([-23.5505, -46.6333], [-22.9068, -43.1729])).toBeCloseTo(357, -1);
  });

  it("measures one degree of latitude at about 111.2 km", () => {
    expect(distanceKm([0, 0], [1, 0])).toBeCloseTo(111.2, 1);
  });
});

describe("serviceAreaContains", () => {
  const store: LatLng = [-22.8945, -47.052];

  it("uses the radius around the store when there is no polygon", () => {
    const area = { polygon: null, radiusKm: 6, store };
    expect(serviceAreaContains(area, [-22.9056, -47.0608])).toBe(true);
    expect(serviceAreaContains(area, [-23.0, -47.052])).toBe(false);
  });

  it("prefers the polygon over the radius", () => {
    const area = { polygon: square, radiusKm: 10_000, store: [5, 5] as LatLng };
    expect(serviceAreaContains(area, [20, 20])).toBe(false);
    expect(serviceAreaContains(area, [1, 1])).toBe(true);
  });

  it("serves nothing with a radius but no store, or with a degenerate polygon", () => {
    expect(serviceAreaContains({ polygon: null, radiusKm: 50, store: null }, store)).toBe(false);
    expect(
      serviceAreaContains(
        {
          polygon: [
            [0, 0],
            [1, 1],
          ],
          radiusKm: null,
          store,
        },
        [0.5, 0.5],
      ),
    ).toBe(false);
  });
});
