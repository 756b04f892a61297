/** Small helpers to read server-rendered HTML in tests (no DOM needed). */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X"
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag, decoded. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1];
    if (!name || name.startsWith("<")) continue;
    attributes[name.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Every start tag of an element, with its attributes. */
export function tags(html: string, name: string): Record<string, string>[] {
  const pattern = new RegExp(`<${name}(?=[\\s/>])[^>]*>`, "gi");
  return [...html.matchAll(pattern)].map((match) => attributesOf(match[0].slice(name.length + 1)));
}

/** The content of `<meta name|property="key">`, or null. */
export function meta(html: string, key: string): string | null {
  const found = tags(html, "meta").find((attributes) => attributes.name === key || attributes.property === key);
  return found?.content ?? null;
}

export function titleOf(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1] ?? "") : null;
}

/** The text of the first element `name`, tags stripped and entities decoded. */
export function textOf(html: string, name: string): string | null {
  const match = new RegExp(`<${name}(?=[\\s>])[^>]*>([\\s\\S]*?)</${name}>`, "i").exec(html);
  return match ? decodeEntities((match[1] ?? "").replace(/<[^>]+>/g, "")).trim() : null;
}

/**
 * The page's own content: its `<main>` element, without what the layout puts around it (the header,
 * the cookie banner before it, the footer), whose forms may carry fields of the same names.
 */
export function mainOf(html: string): string {
  return /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html;
}

/** The visible text of the document body (tags, scripts and styles removed). */
export function bodyText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** What a store page's header says in its link to the cart ("Carrinho 2 produtos R$ 10,00"); "" without one. */
export function headerCart(html: string, cartPath: string): string {
  const link = [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/gi)].find(
    ([anchor]) => attributesOf(/<a\b[^>]*>/i.exec(anchor)![0]).href === cartPath,
  );
  return link ? bodyText(link[0]) : "";
}

export function hrefs(html: string): string[] {
  return tags(html, "a").map((attributes) => attributes.href ?? "");
}

/** The value of a form field in the page (inputs; the selected option of a select). */
export function fieldValue(html: string, name: string): string | undefined {
  const input = tags(html, "input").find((attributes) => attributes.name === name);
  if (input) return input.value ?? "";
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return /<option value="([^"]*)" selected=""/.exec(select)?.[1];
}

/** The error said next to a field: the text of the first element its aria-describedby names. */
export function fieldError(html: string, name: string): string | undefined {
  const errorId = [...tags(html, "input"), ...tags(html, "select"), ...tags(html, "button")]
    .find((field) => field.name === name)
    ?.["aria-describedby"]?.split(" ")[0];
  return errorId ? new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`).exec(html)?.[1] : undefined;
}

/** The text of the first alert paragraph (`<p role="alert">`, a form's errors) inside `html`, or null when there is none. */
export function alertText(html: string): string | null {
  const inner = /<p[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return inner === undefined ? null : bodyText(inner);
}
