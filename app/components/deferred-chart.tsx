import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from "react";

export type ChartSize = { width: number; height: number };

/**
 * A chart drawn after the page is interactive, without long tasks (issue 12): the server and the
 * first browser render show `fallback` (the figures as text, also what works without JavaScript);
 * the chart is drawn when it is on screen, in idle time, one chart at a time, as a transition
 * (React renders it in slices and yields to input). Charts off screen follow in later idle
 * periods, so every chart is there when scrolled to. `children` gets the measured size (the nivo
 * charts are drawn at a fixed size, without their ResizeObserver wrapper's extra render).
 */
export function DeferredChart({ fallback, children }: { fallback: ReactNode; children: (size: ChartSize) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ChartSize | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => ({ width: Math.floor(element.clientWidth), height: Math.floor(element.clientHeight) });
    const ticket = queue.add(() => startTransition(() => setSize(measure())));
    const onScreen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          queue.promote(ticket);
          onScreen.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    onScreen.observe(element);
    // Redrawn at its new size when the layout changes (rotation, sidebar, window size).
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => startTransition(() => setSize((s) => (s ? same(s, measure()) : s))));
    });
    resized.observe(element);
    return () => {
      queue.remove(ticket);
      onScreen.disconnect();
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={box} className="chart-fill">
      {size && size.width > 0 && size.height > 0 ? (
        <Suspense fallback={fallback}>
          {children(size)}
          <Drawn />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}

const same = (a: ChartSize, b: ChartSize) => (a.width === b.width && a.height === b.height ? a : b);

/** Committed with its chart (same Suspense boundary): the next chart may be drawn. */
function Drawn() {
  useEffect(() => queue.done(), []);
  return null;
}

type Ticket = { draw: () => void; onScreen: boolean };

/** Charts waiting to be drawn: those on screen first; one at a time, each in an idle period. */
const queue = {
  waiting: [] as Ticket[],
  busy: false,
  pending: 0,
  drawn: 0,
  add(draw: () => void): Ticket {
    const ticket = { draw, onScreen: false };
    this.waiting.push(ticket);
    this.schedule();
    return ticket;
  },
  promote(ticket: Ticket) {
    ticket.onScreen = true;
  },
  remove(ticket: Ticket) {
    this.waiting = this.waiting.filter((t) => t !== ticket);
  },
  done() {
    this.busy = false;
    this.drawn++;
    this.schedule();
  },
  schedule() {
    if (this.busy || this.pending || this.waiting.length === 0) return;
    const run = () => {
      this.pending = 0;
      if (this.busy) return;
      const next = this.waiting.find((t) => t.onScreen) ?? this.waiting[0];
      if (!next) return;
      this.remove(next);
      this.busy = true;
      const drawn = this.drawn;
      next.draw();
      // A chart that never commits (its code failed to load) must not hold up the others.
      setTimeout(() => this.busy && this.drawn === drawn && this.done(), 5000);
    };
    this.pending = typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 100);
  },
};
