/**
 * The option a key moves to in a grid of `count` options laid out `columns` wide, row by row (the
 * media picker's listbox): Left/Right the previous/next option, Up/Down the same column a row
 * above/below (the last option when the row below ends sooner), Home/End the first/last. Null for
 * any other key; at an edge the focus stays where it is.
 */
export function gridMove(key: string, at: number, count: number, columns: number): number | null {
  const last = count - 1;
  const width = Math.max(1, columns);
  switch (key) {
    case "ArrowLeft":
      return Math.max(0, at - 1);
    case "ArrowRight":
      return Math.min(last, at + 1);
    case "ArrowUp":
      return at - width >= 0 ? at - width : at;
    case "ArrowDown":
      if (at + width <= last) return at + width;
      return Math.floor(at / width) < Math.floor(last / width) ? last : at;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}
