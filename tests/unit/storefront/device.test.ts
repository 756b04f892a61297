import { describe, expect, it } from "vitest";
import { deviceOf, type Device } from "~/models/device";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPOD = "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

describe("deviceOf (carousel images per device)", () => {
  const cases: [string, Record<string, string>, Device][] = [
    ["the mobile client hint", { "sec-ch-ua-mobile": "?1" }, "mobile"],
    ["the desktop client hint", { "sec-ch-ua-mobile": "?0" }, "desktop"],
    ["the hint wins over a mobile user agent", { "sec-ch-ua-mobile": "?0", "user-agent": ANDROID }, "desktop"],
    ["the hint wins over a desktop user agent", { "sec-ch-ua-mobile": "?1", "user-agent": DESKTOP }, "mobile"],
    ["a malformed hint falls back to the user agent", { "sec-ch-ua-mobile": "yes", "user-agent": IPHONE }, "mobile"],
    ["an Android phone", { "user-agent": ANDROID }, "mobile"],
    ["an iPhone", { "user-agent": IPHONE }, "mobile"],
    ["an iPod", { "user-agent": IPOD }, "mobile"],
    ["a Linux desktop", { "user-agent": DESKTOP }, "desktop"],
    ["a Mac", { "user-agent": MAC }, "desktop"],
    ["no headers at all", {}, "desktop"],
    ["an empty user agent", { "user-agent": "" }, "desktop"],
  ];
  it.each(cases)("%s", (_label, headers, expected) => {
    expect(deviceOf(new Headers(headers))).toBe(expected);
  });
});
