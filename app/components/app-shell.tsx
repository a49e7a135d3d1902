import { Button } from "@radix-ui/themes";
import { useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { MenuEntry } from "~/lib/menu";
import { ConfirmDialog } from "./confirm";
import type { ShellData } from "./shell-data";

const HELP_PAGES = [
  ["termsconditional", "Syarat & Ketentuan"],
  ["helps", "Bantuan"],
  ["contact-us", "Hubungi Kami"],
  ["mobile-apps", "Aplikasi Mobile"],
] as const;

/**
 * Sidebar and topbar around every signed-in screen. Groups and menus are <details> elements:
 * they open and close without JavaScript, which matters on slow connections.
 */
export function AppShell({ shell, children }: { shell: Pick<ShellData, "base" | "user"> & { menu: MenuEntry[]; appearance: "light" | "dark" }; children: ReactNode }) {
  // Keyed by the path so the phone menu and the help menu close after a navigation.
  const { pathname } = useLocation();
  const props = { ...shell, children };
  return (
    <div className="shell">
      <input type="checkbox" id="nav-toggle" className="nav-toggle" aria-label="Menu" key={pathname} />
      <aside className="sidebar" aria-label="Menu utama">
        <Link to={`/${props.base}/dashboard`} className="brand">
          Sehat Console
        </Link>
        <nav>
          <MenuList entries={props.menu} depth={0} />
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <label htmlFor="nav-toggle" className="nav-toggle-button" aria-hidden>
            ☰
          </label>
          <span className="topbar-project">{props.user.project_name}</span>
          <div className="topbar-actions">
            <details className="dropdown" key={pathname}>
              <summary>Bantuan</summary>
              <ul role="menu">
                {HELP_PAGES.map(([path, label]) => (
                  <li key={path} role="none">
                    <Link role="menuitem" to={`/${props.base}/${path}`}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
            <AppearanceSwitch appearance={props.appearance} />
            <Link to={`/${props.base}/profile`} className="topbar-user">
              {props.user.name} <small>({props.user.role})</small>
            </Link>
            <LogoutButton />
          </div>
        </header>
        <main className="content">{props.children}</main>
      </div>
    </div>
  );
}

function MenuList({ entries, depth }: { entries: MenuEntry[]; depth: number }) {
  const location = useLocation();
  return (
    <ul className={`menu menu-${depth}`}>
      {entries.map((entry) =>
        entry.kind === "link" ? (
          <li key={entry.to}>
            <NavLink to={entry.to} prefetch="intent">
              {entry.label}
            </NavLink>
          </li>
        ) : (
          <li key={entry.label}>
            <details open={containsPath(entry.items, location.pathname) || undefined}>
              <summary>{entry.label}</summary>
              <MenuList entries={entry.items} depth={depth + 1} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

function containsPath(entries: MenuEntry[], pathname: string): boolean {
  return entries.some((e) => (e.kind === "link" ? pathname.startsWith(e.to) : containsPath(e.items, pathname)));
}

function AppearanceSwitch({ appearance }: { appearance: "light" | "dark" }) {
  const location = useLocation();
  const next = appearance === "dark" ? "light" : "dark";
  return (
    <Form method="post" action="/resources/appearance" className="inline-form">
      <input type="hidden" name="appearance" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="icon-button" aria-label={next === "dark" ? "Tampilan gelap" : "Tampilan terang"}>
        {next === "dark" ? "☾" : "☀"}
      </button>
    </Form>
  );
}

/** Logout asks first (SPEC §2). Without JavaScript the link opens the same question as a page. */
function LogoutButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="/authentication/logout"
        className="topbar-logout"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Logout
      </a>
      {open && (
        <ConfirmDialog
          onClose={() => setOpen(false)}
          title="want to exit"
          description="Are you sure?"
          confirm={
            <Form method="post" action="/authentication/logout">
              <Button type="submit" color="red">
                Yes, log out
              </Button>
            </Form>
          }
        />
      )}
    </>
  );
}
