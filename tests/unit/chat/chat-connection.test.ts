import { describe, expect, it } from "vitest";
import {
  CHAT_CONNECTING,
  chatConnectionStep,
  chatRetryDelay,
  type ChatConnectionEvent,
  type ChatConnectionState,
  type ChatConnectionStep,
} from "~/models/chat/chat-connection";

const at = (status: ChatConnectionState["status"], failures = 0, missed = false): ChatConnectionState => ({
  status,
  failures,
  missed,
});
const step = (state: ChatConnectionState, tryIn: number | null, reread = false): ChatConnectionStep => ({
  ...state,
  tryIn,
  reread,
});

// Issue 30: the client "counts as connected on `handshake-success`, retries 5 times, then says the
// chat is offline with a 'Tentar de novo'"; "the socket dropping mid-conversation (the page still
// renders from REST, says offline, reconnects within the retries, no message lost or shown twice)".
// docs/rules/account.md "Chat": 5 tries, then offline.
describe("chatConnectionStep", () => {
  it.each<[string, ChatConnectionState, ChatConnectionEvent, ChatConnectionStep]>([
    [
      "counts as connected on handshake-success; reads nothing again (the page's data was just read)",
      CHAT_CONNECTING,
      "connected",
      step(at("connected"), null, false),
    ],
    [
      "the page's first try failing: connecting, and the page's data will be read again",
      CHAT_CONNECTING,
      "failed",
      step(at("connecting", 1, true), 1000),
    ],
    [
      "the socket dropping mid-conversation: connecting, 1st retry in 1 s",
      at("connected"),
      "failed",
      step(at("connecting", 1, true), 1000),
    ],
    ["2nd retry in 2 s", at("connecting", 1, true), "failed", step(at("connecting", 2, true), 2000)],
    ["3rd retry in 4 s", at("connecting", 2, true), "failed", step(at("connecting", 3, true), 4000)],
    ["4th retry in 8 s", at("connecting", 3, true), "failed", step(at("connecting", 4, true), 8000)],
    ["5th retry in 8 s", at("connecting", 4, true), "failed", step(at("connecting", 5, true), 8000)],
    [
      "retries 5 times, then says the chat is offline (no 6th)",
      at("connecting", 5, true),
      "failed",
      step(at("offline", 6, true), null),
    ],
    ["offline, it tries no more", at("offline", 6, true), "failed", step(at("offline", 6, true), null)],
    [
      "'Tentar de novo': connecting, a try at once, 5 retries afresh",
      at("offline", 6, true),
      "retry",
      step(at("connecting", 0, true), 0),
    ],
    [
      "reconnects within the retries: reads what was said meanwhile, once",
      at("connecting", 3, true),
      "connected",
      step(at("connected"), null, true),
    ],
    [
      "connected after 'Tentar de novo' (dropped or never connected): reads what was said meanwhile, once",
      at("connecting", 0, true),
      "connected",
      step(at("connected"), null, true),
    ],
    [
      "a second handshake-success while connected reads nothing again",
      at("connected"),
      "connected",
      step(at("connected"), null, false),
    ],
    [
      "'Tentar de novo' only when offline (no second try while one is under way)",
      at("connecting", 2, true),
      "retry",
      step(at("connecting", 2, true), null),
    ],
    [
      "a refused session: says to log in again, tries no more",
      at("connecting", 1, true),
      "expired",
      step(at("expired", 1, true), null),
    ],
    ["a session refused while connected (handshake-error)", at("connected"), "expired", step(at("expired"), null)],
    ["another client's room: not found, tries no more", at("connected"), "not-found", step(at("not-found"), null)],
    ["expired stays expired when the socket closes", at("expired"), "failed", step(at("expired"), null)],
    ["expired: no 'Tentar de novo' (the way is to log in)", at("expired"), "retry", step(at("expired"), null)],
    ["not found stays not found when the socket closes", at("not-found"), "failed", step(at("not-found"), null)],
  ])("%s", (_, state, event, expected) => {
    expect(chatConnectionStep(state, event)).toEqual(expected);
  });

  it("goes from a drop to offline in 5 retries, 23 s of waiting in all", () => {
    let state: ChatConnectionStep = step(at("connected"), null);
    const waits: (number | null)[] = [];
    while (state.status !== "offline") {
      state = chatConnectionStep(state, "failed");
      waits.push(state.tryIn);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, null]);
    expect(chatRetryDelay(10)).toBe(8000);
  });
});
