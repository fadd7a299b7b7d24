/** One line of header-safe text: control characters (CR and LF among them) become spaces, length capped. */
export function headerText(value: string, max = 160): string {
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
