/** The footer's WhatsApp number (docs/upstream-api.md §4: digits with the country code) as a shopper reads it. */
import { describe, expect, it } from "vitest";
import { whatsappNumber } from "~/models/phone-format";

describe("WhatsApp number of the footer", () => {
  it.each([
    ["5511976540002", { label: "+55 (11) 97654-0002", digits: "5511976540002" }],
    ["551130324500", { label: "+55 (11) 3032-4500", digits: "551130324500" }],
    ["+55 (19) 99876-1234", { label: "+55 (19) 99876-1234", digits: "5519998761234" }],
    ["14155552671", { label: "+14155552671", digits: "14155552671" }],
    ["351912345678", { label: "+351912345678", digits: "351912345678" }],
    ["1234", null],
    ["", null],
    ["1234567890123456", null],
  ])("%j", (raw, expected) => {
    expect(whatsappNumber(raw)).toEqual(expected);
  });
});
