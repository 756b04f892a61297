/**
 * Characters that change how the text around them is shown rather than being part of it: the
 * Unicode direction controls (embeddings, overrides, isolates and marks: U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069), invisible ones that split or join words for the eye only (U+200B,
 * U+2060, U+FEFF, soft hyphen U+00AD), and control characters (C0, DEL, C1).
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const HIDDEN =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/* eslint-enable no-control-regex */

/** Line breaks, tabs and the other separators a one-line text shows as a space. */
const SEPARATORS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * A name (or any one-line text) as typed by a person, fit to show and to put in an e-mail: without
 * direction overrides or control characters (which could make "Ana" read as something else, or
 * break an e-mail's lines), separators made spaces, runs of spaces made one, trimmed, in NFC.
 */
export function plainText(text: string): string {
  return text.normalize("NFC").replace(SEPARATORS, " ").replace(HIDDEN, "").replace(/\s+/g, " ").trim();
}
