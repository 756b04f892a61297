/**
 * A small well-formedness check for the generated SVGs: every tag closed in order, attributes quoted,
 * text and attribute values free of raw "<" and of "&" that does not start an entity.
 * Returns the element names in document order.
 */
export function assertWellFormedSvg(svg: string): string[] {
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const open: string[] = [];
  const elements: string[] = [];
  let position = 0;
  while (position < svg.length) {
    token.lastIndex = position;
    const match = token.exec(svg);
    if (!match) throw new Error(`Malformed SVG at ${position}: ${svg.slice(position, position + 40)}`);
    const [whole, closing, name, attributes = "", selfClosing, text] = match;
    const checked = text ?? attributes;
    if (/&(?!(?:#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);)/i.test(checked)) throw new Error(`Raw "&" in ${checked}`);
    if (name && closing) {
      if (open.pop() !== name) throw new Error(`Unexpected </${name}>`);
    } else if (name) {
      elements.push(name);
      if (!selfClosing) open.push(name);
    } else if (open.length === 0 && text?.trim()) {
      throw new Error("Text outside the root element");
    }
    position += whole.length;
  }
  if (open.length > 0) throw new Error(`Unclosed elements: ${open.join(", ")}`);
  if (elements[0] !== "svg") throw new Error("The root element is not <svg>");
  return elements;
}
