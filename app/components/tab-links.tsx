import type { ReactNode } from "react";
import { Link } from "react-router";

export type TabLink = { key: string | number; to: string; label: ReactNode; active: boolean };

/**
 * Tabs that are links (a list's type or status lives in the URL), drawn with Radix Themes' TabNav
 * classes but not its NavigationMenu: that menu hands its list a ref that sets state, so
 * hydrating a page with tabs ran a second, synchronous render of the page and flushed its effects
 * in the same task (the longest task on the member and claim lists, docs/decisions/018).
 * The hidden copy of each label keeps a tab as wide as its bold, active self.
 */
export function TabLinks({ label, tabs, preventScrollReset }: { label: string; tabs: TabLink[]; preventScrollReset?: boolean }) {
  return (
    <nav aria-label={label} className="rt-TabNavRoot">
      <ul className="rt-reset rt-BaseTabList rt-TabNavList rt-r-size-2">
        {tabs.map((tab) => (
          <li key={tab.key} className="rt-TabNavItem">
            <Link
              to={tab.to}
              preventScrollReset={preventScrollReset}
              className="rt-reset rt-BaseTabListTrigger rt-TabNavLink"
              data-active={tab.active ? "" : undefined}
              aria-current={tab.active ? "page" : undefined}
            >
              <span className="rt-BaseTabListTriggerInner rt-TabNavLinkInner">{tab.label}</span>
              <span className="rt-BaseTabListTriggerInnerHidden rt-TabNavLinkInnerHidden" aria-hidden>
                {tab.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
