/**
 * axe-core's color-contrast rule, once per text style. It is most of axe's time on our pages
 * (about 80 %: 307 ms a check with it, 64 ms without), because it works out the colours behind
 * every piece of text, and most pieces of text of a new page state look like pieces already
 * checked: the same card, price or button on another product, another step of the same form.
 *
 * What a piece of text looks like is decided by the stylesheets, the viewport's width, and the
 * tags and attributes of its element and of every element around it (classes, inline styles,
 * `disabled`, `aria-invalid`…); its words, addresses and names do not change it. That is the
 * text's style key: each check asks color-contrast about the visible text whose key is new in this
 * worker, and the other rules still look at the whole page. Text that is not shown (a closed
 * panel, `display: none`) gets no key, so it is checked the first time it shows. Attributes that
 * only carry content are left out of the key (CONTENT_ATTRIBUTES; none of them is used by a
 * selector in app/, see the unit test).
 */

/** Attributes that carry content, not a look: no selector of the storefront's styles uses them. */
export const CONTENT_ATTRIBUTES = [
  "id",
  "href",
  "src",
  "srcset",
  "sizes",
  "alt",
  "title",
  "for",
  "name",
  "value",
  "action",
  "method",
  "content",
  "placeholder",
  "aria-label",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "autocomplete",
  "inputmode",
  "min",
  "max",
  "step",
  "pattern",
  "maxlength",
  "minlength",
  "width",
  "height",
  "loading",
  "decoding",
  "fetchpriority",
  "datetime",
  "tabindex",
  "data-axe-contrast",
];

/** The part of the DOM the key reads: an element's tag, its attributes and its parent. */
export type StyledElement = {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  parentElement: StyledElement | null;
};

/**
 * The text style key of an element: its tag and style-bearing attributes, and those of each
 * element around it up to the root. `memo` keeps the keys of elements already read (a page's
 * elements share their ancestors). Runs in the page as well (its source is sent there).
 */
export function textStyleKey(
  element: StyledElement,
  contentAttributes: ReadonlySet<string>,
  memo: Map<StyledElement, string>,
): string {
  const known = memo.get(element);
  if (known !== undefined) return known;
  const own = [element.tagName.toLowerCase()];
  const attributes = Array.from(element.attributes)
    .filter((attribute) => !contentAttributes.has(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  own.push(...attributes);
  const key = `${element.parentElement ? textStyleKey(element.parentElement, contentAttributes, memo) : ""}>${own.join(" ")}`;
  memo.set(element, key);
  return key;
}

/** A short digest of a key (two 32-bit FNV-1a hashes): what the worker keeps and sends back. */
export function digest(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  return (first >>> 0).toString(16).padStart(8, "0") + (second >>> 0).toString(16).padStart(8, "0");
}

type PageRun = { seen: string[]; contentAttributes: string[]; options: object };
type PageResult<Violation> = { violations: Violation[]; passed: string[] };

/**
 * In the page: runs axe-core (already in the page) over the whole document without color-contrast,
 * then color-contrast alone over the visible text whose style key is not in `seen` (marked for it
 * with an attribute, taken away after), and returns the violations of both and the keys of the text
 * color-contrast measured and passed. Text it did not measure (off the page, inert, behind a modal
 * dialog, undecidable over an image) gives no key, so it is asked about again the next time. Its
 * source is sent to the page with textStyleKey's and digest's (see `pageScript`).
 */
async function markAndRun<Violation extends { nodes: { element?: unknown }[] }>(
  run: PageRun,
  styleKey: typeof textStyleKey,
  hash: typeof digest,
): Promise<PageResult<Violation>> {
  type Results = { violations: Violation[]; passes: { nodes: { element?: Element }[] }[] };
  type AxeInPage = {
    configure(spec: { rules: { id: string; selector: string }[] }): void;
    run(context: Document, options: unknown): Promise<Results>;
  };
  const axe = (window as unknown as { axe: AxeInPage }).axe;
  const seen = new Set(run.seen);
  const contentAttributes = new Set(run.contentAttributes);
  const memo = new Map<StyledElement, string>();
  // A stylesheet not applied yet (still loading) is named as such: text measured without it is
  // not taken for text measured with it.
  const styles = [
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
      link.sheet ? link.href : `${link.href} (not applied yet)`,
    ),
    ...Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? ""),
  ];
  const page = `${location.origin} ${window.innerWidth}\n${styles.join("\n")}`;
  const keyOf = new Map<Element, string>();
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    const showsText =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
    if (!showsText || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const key = hash(`${page}\n${styleKey(element, contentAttributes, memo)}`);
    if (!seen.has(key)) keyOf.set(element, key);
  }
  try {
    for (const element of keyOf.keys()) element.setAttribute("data-axe-contrast", "");
    const whole = await axe.run(document, { ...run.options, rules: { "color-contrast": { enabled: false } } });
    if (keyOf.size === 0) return { violations: whole.violations, passed: [] };
    axe.configure({ rules: [{ id: "color-contrast", selector: "[data-axe-contrast]" }] });
    const contrast = await axe.run(document, {
      runOnly: { type: "rule", values: ["color-contrast"] },
      resultTypes: ["violations", "passes"],
      elementRef: true,
    });
    const passed = new Set<string>();
    for (const rule of contrast.passes)
      for (const node of rule.nodes) {
        const key = node.element && keyOf.get(node.element);
        if (key) passed.add(key);
      }
    for (const violation of contrast.violations) for (const node of violation.nodes) delete node.element;
    return { violations: [...whole.violations, ...contrast.violations], passed: [...passed] };
  } finally {
    for (const element of keyOf.keys()) element.removeAttribute("data-axe-contrast");
  }
}

/** The page-side script of one check: markAndRun with its helpers, as source. */
export function pageScript(run: PageRun): string {
  return `(${markAndRun.toString()})(${JSON.stringify(run)}, ${textStyleKey.toString()}, ${digest.toString()})`;
}
