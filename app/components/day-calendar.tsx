import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { DAY_MAX, DAY_MIN, daysInMonth } from "~/lib/day";
import { jakartaToday, MONTHS } from "~/lib/format";
import { dateText } from "~/lib/messages-kit";
import "~/styles/day-calendar.css";

/**
 * The calendar of a date field (DayInput in form.tsx), loaded when its button is first pressed:
 * a month as a grid of days, Indonesian names, weeks from Monday. Keys as in the WAI-ARIA date
 * picker: arrows a day or a week, Home/End the week's ends, PageUp/PageDown a month (with Shift a
 * year), Enter or Space picks, Escape closes; the focus goes back to the field's button.
 */
const WEEKDAYS = ["Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"];

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const iso = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;
const parts = (day: string) => [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))] as const;

function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

function addMonths(day: string, n: number): string {
  const [y, m, d] = parts(day);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const [ny, nm] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  return iso(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

const clamp = (day: string) => (day < DAY_MIN ? DAY_MIN : day > DAY_MAX ? DAY_MAX : day);

export default function DayCalendar({ value, label, onPick, onClose }: { value: string | null; label: string; onPick(day: string): void; onClose(refocus: boolean): void }) {
  const [active, setActive] = useState(() => value ?? jakartaToday());
  const grid = useRef<HTMLTableElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Only the keys and the first opening move the focus: the month buttons keep theirs.
  const moveFocus = useRef(true);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [active]);
  // A field near the right edge of a phone opens its calendar leftwards, inside the screen.
  useLayoutEffect(() => {
    const box = panel.current;
    if (!box) return;
    const overflow = box.getBoundingClientRect().right - document.documentElement.clientWidth + 8;
    if (overflow > 0) box.style.translate = `-${Math.ceil(overflow)}px 0`;
  }, []);

  const [year, month] = parts(active);
  const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const count = daysInMonth(year, month);
  const weeks: (number | null)[][] = [];
  for (let cell = 0; cell < offset + count; cell += 7) weeks.push(Array.from({ length: 7 }, (_, i) => (cell + i - offset >= 0 && cell + i - offset < count ? cell + i - offset + 1 : null)));
  const today = jakartaToday();

  const go = (next: string, focus = true) => {
    moveFocus.current = focus;
    setActive(clamp(next));
  };
  const onKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (new Date(`${active}T00:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -weekday),
      End: () => addDays(active, 6 - weekday),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };

  return (
    // Escape closes the calendar from any of its buttons, as in every dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panel}
      className="day-calendar"
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(false);
      }}
    >
      <div className="day-calendar-head">
        <button type="button" className="day-calendar-nav" aria-label={dateText.previousMonth} onClick={() => go(addMonths(active, -1), false)}>
          ‹
        </button>
        <span aria-live="polite" className="day-calendar-month">
          {MONTHS[month - 1]} {year}
        </span>
        <button type="button" className="day-calendar-nav" aria-label={dateText.nextMonth} onClick={() => go(addMonths(active, 1), false)}>
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={`${MONTHS[month - 1]} ${year}`} onKeyDown={onKey}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" abbr={d}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) => {
                if (d === null) return <td key={i} />;
                const day = iso(year, month, d);
                const outside = day < DAY_MIN || day > DAY_MAX;
                return (
                  <td key={i} aria-selected={day === value}>
                    <button
                      type="button"
                      tabIndex={day === active ? 0 : -1}
                      data-day={day}
                      disabled={outside}
                      aria-current={day === today ? "date" : undefined}
                      aria-label={`${d} ${MONTHS[month - 1]} ${year}`}
                      onClick={() => onPick(day)}
                    >
                      {d}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
