/**
 * The background of a strip that scrolls sideways: a shade on the edge where more waits, covered
 * at each end by the strip's own colour, which scrolls with the content (no JavaScript). `surface`
 * is the strip's colour, `shade` the shade's and `shadeWidth` how far it reaches.
 */
export function scrollShades(surface: string, shade: string, shadeWidth: string): string[] {
  return [
    `linear-gradient(to right, ${surface} 40%, transparent) left center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${surface} 40%, transparent) right center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to right, ${shade}, transparent) left center / ${shadeWidth} 100% no-repeat scroll`,
    `linear-gradient(to left, ${shade}, transparent) right center / ${shadeWidth} 100% no-repeat scroll`,
  ];
}
