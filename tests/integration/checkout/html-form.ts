/**
 * The fields a browser without JavaScript sends for a form of a server-rendered page: its inputs
 * (radios and checkboxes only when checked), textareas and the selected option of each select, in
 * the page's order; the submit button's name and value are the caller's to add.
 */
import { attributesOf, decodeEntities } from "../../support/html";

/** The HTML of the form with this id, up to its closing tag. */
export function formHtml(html: string, id: string): string {
  const start = html.search(new RegExp(`<form(?=[\\s>])[^>]*\\sid="${id}"`));
  if (start < 0) throw new Error(`No form with id "${id}" in the page`);
  const end = html.indexOf("</form>", start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** What the form would send: each named field once, the last one of a name winning as URLSearchParams would keep it. */
export function formFields(html: string, id: string): Record<string, string> {
  const form = formHtml(html, id);
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<(input|select|textarea)(?=[\s>/])([^>]*)>/gi)) {
    const element = match[1]!.toLowerCase();
    const attributes = attributesOf(match[2] ?? "");
    const name = attributes.name;
    if (!name || "disabled" in attributes) continue;
    const after = form.slice(match.index! + match[0].length);
    if (element === "textarea") {
      fields[name] = decodeEntities(after.slice(0, after.indexOf("</textarea>")));
    } else if (element === "select") {
      const options = [...after.slice(0, after.indexOf("</select>")).matchAll(/<option(?=[\s>])([^>]*)>/gi)].map(
        (option) => attributesOf(option[1] ?? ""),
      );
      const chosen = options.find((option) => "selected" in option) ?? options[0];
      if (chosen) fields[name] = chosen.value ?? "";
    } else {
      const type = (attributes.type ?? "text").toLowerCase();
      if (type === "submit" || type === "button") continue;
      if ((type === "radio" || type === "checkbox") && !("checked" in attributes)) continue;
      fields[name] = attributes.value ?? (type === "checkbox" || type === "radio" ? "on" : "");
    }
  }
  return fields;
}

/**
 * The error said next to a field: the text of the element its aria-describedby names, the field's
 * own (input, select, textarea) or, for a choice of radios, its fieldset's.
 */
export function errorNextTo(html: string, name: string): string | undefined {
  const field = [...html.matchAll(/<(?:input|select|textarea)(?=[\s>/])([^>]*)>/gi)]
    .map((match) => attributesOf(match[1] ?? ""))
    .find((attributes) => attributes.name === name && attributes["aria-describedby"]);
  const fieldset = [...html.matchAll(/<fieldset(?=[\s>])([^>]*)>([\s\S]*?)<\/fieldset>/gi)]
    .filter((match) => match[2]!.includes(`name="${name}"`))
    .map((match) => attributesOf(match[1] ?? ""))
    .find((attributes) => attributes["aria-describedby"]);
  const errorId = (field ?? fieldset)?.["aria-describedby"]?.split(" ")[0];
  if (!errorId) return undefined;
  const text = new RegExp(`<p id="${errorId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</p>`).exec(
    html,
  )?.[1];
  return text === undefined ? undefined : decodeEntities(text.replace(/<[^>]+>/g, "")).trim();
}
