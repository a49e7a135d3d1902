import { Button } from "@radix-ui/themes";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import type { MenuEntry } from "~/lib/menu";
import { screenHref } from "~/lib/screen-table";
import { breadcrumbs, findScreen } from "~/lib/screens";
import { ClientOnly, useHydrated } from "./client-only";
import { ConfirmDialog } from "./confirm";
import { focusPageHeading } from "./focus-return";
import { setDraftUser } from "~/lib/draft-user";
import { IdleWarning } from "./idle-warning";
import { useShell, type ShellData } from "./shell-data";
import * as frameText from "~/lib/messages-frame";

/**
 * Sidebar and topbar around every signed-in screen. Groups and menus are <details> elements:
 * they open and close without JavaScript, which matters on slow connections. On a phone the
 * sidebar is a drawer: a menu button (a checkbox and its label without JavaScript), a backdrop
 * and a close button; with JavaScript Escape and a tap outside close it too.
 */
/** Where the sidebar is a drawer (app.css's phone layout). */
const DRAWER_MEDIA = "(max-width: 800px)";
const focusables = (root: HTMLElement | null) =>
  root ? [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), [tabindex="0"]')].filter((el) => el.offsetParent !== null) : [];

export function AppShell({ shell, children }: { shell: Pick<ShellData, "base" | "user" | "idleMs"> & { menu: MenuEntry[]; appearance: "light" | "dark" }; children: ReactNode }) {
  // Whose drafts a post refused for an ended session keeps (app/lib/keep-form.ts).
  setDraftUser(shell.user.username);
  const { pathname } = useLocation();
  const announcement = useFocusAfterNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer and the help menu close after a navigation.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setMenuOpen(false);
  }
  // The phone drawer is modal: the page behind is inert (no focus, no clicks, hidden from screen
  // readers), focus goes into the drawer and stays there (Tab wraps), and closing it (Escape, ✕, the
  // backdrop) gives the focus back to ☰. On a wide screen the sidebar is no drawer: nothing of this.
  const drawer = menuOpen && typeof window !== "undefined" && window.matchMedia(DRAWER_MEDIA).matches;
  // ☰ takes the focus back once the page is no longer inert (after the render that closes the drawer).
  const giveFocusBack = useRef(false);
  const closeMenu = () => {
    giveFocusBack.current = true;
    setMenuOpen(false);
  };
  useEffect(() => {
    if (!drawer) {
      if (giveFocusBack.current) document.getElementById("nav-open")?.focus();
      giveFocusBack.current = false;
      return;
    }
    const sidebar = document.getElementById("sidebar");
    focusables(sidebar)[0]?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") return closeMenu();
      if (event.key !== "Tab" || !sidebar) return;
      const inside = focusables(sidebar);
      const first = inside[0];
      const last = inside.at(-1);
      if (event.shiftKey && (document.activeElement === first || !sidebar.contains(document.activeElement))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !sidebar.contains(document.activeElement))) {
        event.preventDefault();
        first?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawer]);
  const props = { ...shell, children };
  return (
    <div className="shell" data-menu-open={menuOpen || undefined}>
      <a href="#main" className="skip-link" inert={drawer || undefined}>
        {frameText.skipToContent}
      </a>
      <NavToggle key={pathname} />
      <aside className="sidebar" id="sidebar" aria-label={frameText.sidebar}>
        <div className="sidebar-head">
          <Link to={screenHref("dashboard", { base: props.base })} className="brand">
            {frameText.brand}
          </Link>
          <ClientOnly
            fallback={
              <label htmlFor="nav-toggle" className="icon-button nav-close" aria-label={frameText.closeMenu}>
                ✕
              </label>
            }
          >
            {() => (
              <button type="button" className="icon-button nav-close" aria-label={frameText.closeMenu} onClick={closeMenu}>
                ✕
              </button>
            )}
          </ClientOnly>
        </div>
        <nav>
          <Menu entries={props.menu} />
        </nav>
      </aside>
      <ClientOnly
        fallback={
          // The backdrop closes the drawer on a tap (no JavaScript: it unchecks the toggle); not for screen readers.
          // eslint-disable-next-line jsx-a11y/label-has-associated-control
          <label htmlFor="nav-toggle" className="nav-backdrop" aria-hidden />
        }
      >
        {() => <div className="nav-backdrop" aria-hidden onClick={closeMenu} />}
      </ClientOnly>
      <div className="main" inert={drawer || undefined}>
        <header className="topbar">
          <ClientOnly
            fallback={
              <label htmlFor="nav-toggle" className="nav-toggle-button" aria-label={frameText.menu}>
                ☰
              </label>
            }
          >
            {() => (
              <button type="button" id="nav-open" className="nav-toggle-button" aria-label={frameText.menu} aria-expanded={menuOpen} aria-controls="sidebar" onClick={() => setMenuOpen((open) => !open)}>
                ☰
              </button>
            )}
          </ClientOnly>
          <span className="topbar-project">{props.user.project_name}</span>
          <div className="topbar-actions">
            <HelpMenu base={props.base} key={pathname} />
            <AppearanceSwitch appearance={props.appearance} />
            <Link to={screenHref("profile", { base: props.base })} className="topbar-user" aria-label={frameText.profileOf(props.user.name, props.user.role)}>
              <span className="topbar-user-name">{props.user.name}</span> <small>({props.user.role})</small>
            </Link>
            <LogoutButton />
          </div>
        </header>
        <main className="content" id="main" tabIndex={-1}>
          {props.children}
        </main>
        {/* The page a navigation opened, said once (the title, as the tab shows it). */}
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
          {announcement}
        </p>
        {shell.idleMs ? <IdleWarning idleMs={shell.idleMs} /> : null}
      </div>
    </div>
  );
}

/**
 * Without JavaScript the drawer is this checkbox; with it, React state. Its own component, like the
 * controls in ClientOnly above: the end of hydration re-renders only what reads useHydrated, not the
 * whole shell and its menu (a synchronous re-render, a long task on a slow phone).
 */
function NavToggle() {
  const hydrated = useHydrated();
  return (
    <input
      type="checkbox"
      id="nav-toggle"
      className="nav-toggle"
      {...(hydrated ? { tabIndex: -1, "aria-hidden": true } : { "aria-label": frameText.menu, "aria-controls": "sidebar" })}
    />
  );
}

/** The help pages menu: opens without JavaScript (<details>); with it, arrow keys move and Escape closes. */
function HelpMenu({ base }: { base: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    if (!details) return;
    const items = [...details.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && details.open) {
      event.preventDefault();
      details.open = false;
      details.querySelector("summary")?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      details.open = true;
      const next = event.key === "ArrowDown" ? (at + 1) % items.length : (at <= 0 ? items.length : at) - 1;
      items[next]?.focus();
    }
  };
  return (
    // <details> is interactive (its <summary> is the control); the keys act on its menu items.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details className="dropdown" ref={ref} onKeyDown={onKeyDown}>
      <summary>{frameText.helpPages.helps}</summary>
      <ul role="menu" aria-label={frameText.helpPages.helps}>
        {Object.entries(frameText.helpPages).map(([key, label]) => (
          <li key={key} role="none">
            <Link role="menuitem" to={screenHref(key as keyof typeof frameText.helpPages, { base })}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The sidebar's links. A screen that is not in the menu (a detail, an add form) marks the menu
 * link of the nearest screen above it (detail_news → News), so the operator sees where they are.
 */
function Menu({ entries }: { entries: MenuEntry[] }) {
  const { pathname } = useLocation();
  const { base, screens } = useShell();
  let section: string | null = null;
  if (!containsPath(entries, pathname)) {
    const found = findScreen(screens, base, pathname);
    const above = found ? breadcrumbs(screens, base, found.screen, found.params).reverse() : [];
    section = above.find((crumb) => containsPath(entries, crumb.to))?.to ?? null;
  }
  return <MenuList entries={entries} depth={0} pathname={pathname} section={section} />;
}

function MenuList({ entries, depth, pathname, section }: { entries: MenuEntry[]; depth: number; pathname: string; section: string | null }) {
  return (
    <ul className={`menu menu-${depth}`}>
      {entries.map((entry) => {
        if (entry.kind === "group") {
          return (
            <li key={entry.label}>
              <details open={containsPath(entry.items, pathname) || (section !== null && containsPath(entry.items, section)) || undefined}>
                <summary>{entry.label}</summary>
                <MenuList entries={entry.items} depth={depth + 1} pathname={pathname} section={section} />
              </details>
            </li>
          );
        }
        // Not NavLink: it resolves its path and follows every navigation for each of the menu's
        // links; the menu knows the current path already (the same test as NavLink's).
        const here = isAt(pathname, entry.to);
        // The section of a page below it: marked, but not "this page" for screen readers.
        const above = !here && section !== null && isAt(section, entry.to);
        return (
          <li key={entry.to}>
            <Link to={entry.to} prefetch="intent" className={here || above ? "active" : undefined} aria-current={here ? "page" : above ? "true" : undefined}>
              {entry.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function containsPath(entries: MenuEntry[], pathname: string): boolean {
  return entries.some((e) => (e.kind === "link" ? isAt(pathname, e.to) : containsPath(e.items, pathname)));
}

/** Whether the page at `pathname` is `to` or below it. */
function isAt(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase().replace(/\/+$/, "");
  return here === target || here.startsWith(`${target}/`);
}

function AppearanceSwitch({ appearance }: { appearance: "light" | "dark" }) {
  const location = useLocation();
  const next = appearance === "dark" ? "light" : "dark";
  return (
    <Form method="post" action="/resources/appearance" className="inline-form">
      <input type="hidden" name="appearance" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="icon-button" aria-label={next === "dark" ? frameText.darkMode : frameText.lightMode}>
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
          cancelLabel={frameText.cancel}
          confirm={
            <Form method="post" action="/authentication/logout">
              <Button type="submit" color="red">
                {frameText.confirmLogout}
              </Button>
            </Form>
          }
        />
      )}
    </>
  );
}

/**
 * After a navigation in the page (a link, a save that redirects, a dialog or pager link that went
 * away with the old page) focus would fall to the page body, and a screen reader would say nothing:
 * the new page's heading takes it, and one polite live region says the page's title. Focus that is
 * somewhere (a search box typed in, a field) stays where it is.
 */
function useFocusAfterNavigation(): string {
  const { key } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      setAnnouncement(document.title.replace(/ · Sehat Console$/, ""));
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      focusPageHeading();
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return announcement;
}
