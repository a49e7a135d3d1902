/**
 * A table's header row stays in view below the sticky topbar while the page scrolls (issue 27).
 * A table that fits its frame gets the frame's overflow visible (`data-fits`), and its header
 * row sticks by CSS alone (tables.css). A wider table scrolls sideways inside its frame, and a
 * scroll box holds sticky cells to itself, never to the page: its header row is moved down by
 * what the page has scrolled past it instead. Returns the clean-up.
 */
export function keepHeadInView(frame: HTMLElement): () => void {
  const table = frame.querySelector("table");
  const head = table?.tHead;
  // A table in a dialog scrolls with the dialog, not under the topbar.
  if (!table || !head || frame.closest("dialog, [role=dialog]")) return () => {};
  let fits: boolean | undefined;
  const topbar = () => document.querySelector<HTMLElement>(".topbar")?.offsetHeight ?? 0;

  const place = () => {
    if (fits) return;
    const box = table.getBoundingClientRect();
    const rows = table.tBodies[0]?.rows;
    // Never past the last row: the header leaves with the table.
    const room = box.height - head.offsetHeight - (rows?.[rows.length - 1]?.offsetHeight ?? 0);
    const shift = Math.min(Math.max(topbar() - box.top, 0), Math.max(room, 0));
    head.style.transform = shift ? `translateY(${shift}px)` : "";
  };
  const measure = () => {
    frame.style.setProperty("--head-top", `${topbar()}px`);
    const now = table.getBoundingClientRect().width <= frame.clientWidth + 0.5;
    if (now !== fits) {
      fits = now;
      frame.toggleAttribute("data-fits", now);
      head.style.transform = "";
    }
    place();
  };

  const observer = new ResizeObserver(measure);
  observer.observe(frame);
  observer.observe(table);
  window.addEventListener("scroll", place, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener("scroll", place);
  };
}
