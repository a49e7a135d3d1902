import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

export type NoticeType = "success" | "error" | "warning" | "info";
export type Notice = { id: string; type: NoticeType; message: string; short?: true; ms?: number };

const NoticeContext = createContext<(type: NoticeType, message: string, ms?: number) => void>(() => {});

/** Shows a toast from the browser, e.g. notify("warning", "Canceled!"); `ms` for another duration (SPEC §9: a new chat's 4 s). */
export const useNotify = () => useContext(NoticeContext);

/** SPEC §9: general notices stay 2.5 s; the e-sign saves' 1.5 s (`short`). The CSS fades them out alike. */
const NOTICE_MS = 2500;
const SHORT_NOTICE_MS = 1500;

/**
 * Toasts: the server's flash notice (rendered in the HTML, so it shows without JavaScript and
 * fades out by CSS) plus notices raised in the browser.
 */
export function NoticeProvider({ serverNotice, children }: { serverNotice: Notice | null; children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>(serverNotice ? [serverNotice] : []);
  const { pathname } = useLocation();

  useEffect(() => {
    if (serverNotice) setNotices((list) => (list.some((n) => n.id === serverNotice.id) ? list : [...list, serverNotice]));
  }, [serverNotice]);

  // A notice belongs to the screen it was raised on: another screen starts with only a notice
  // the server sent for it (a flash shown once is not shown again).
  const [shownOn, setShownOn] = useState(pathname);
  const [seen, setSeen] = useState(serverNotice?.id ?? "");
  if (shownOn !== pathname) {
    setShownOn(pathname);
    const fresh = serverNotice && serverNotice.id !== seen ? serverNotice : null;
    setNotices(fresh ? [fresh] : []);
    if (fresh) setSeen(fresh.id);
  } else if (serverNotice && serverNotice.id !== seen) {
    setSeen(serverNotice.id);
  }

  const notify = useCallback((type: NoticeType, message: string, ms?: number) => {
    setNotices((list) => [...list, { id: `${Date.now()}-${Math.random()}`, type, message, ...(ms ? { ms } : {}) }]);
  }, []);

  const dismiss = useCallback((id: string) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  return (
    <NoticeContext value={notify}>
      {children}
      <div className="toasts" aria-live="polite">
        {notices.map((notice) => (
          <Toast key={notice.id} notice={notice} onDone={dismiss} />
        ))}
      </div>
    </NoticeContext>
  );
}

function Toast({ notice, onDone }: { notice: Notice; onDone: (id: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(notice.id), notice.ms ?? (notice.short ? SHORT_NOTICE_MS : NOTICE_MS));
    return () => clearTimeout(timer);
  }, [notice.id, notice.short, notice.ms, onDone]);
  return (
    <div
      className={`toast toast-${notice.type}${notice.short ? " toast-short" : ""}`}
      style={notice.ms ? { animationDelay: `${notice.ms}ms` } : undefined}
      role={notice.type === "error" ? "alert" : "status"}
      data-testid="toast"
    >
      {notice.message}
    </div>
  );
}
