import { Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { breadcrumbs, findScreen } from "~/lib/screens";
import { useShell } from "./shell-data";
import * as shellText from "~/lib/messages-shell";

/**
 * The head of every screen: breadcrumbs, the title and the screen's actions. The title and the
 * breadcrumbs come from the access table (the screen's label), so they are written once;
 * `title` overrides it where the title names a record (a feature, a month).
 */
export function PageHead({ title, description, actions }: { title?: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  const { base, screens } = useShell();
  const { pathname } = useLocation();
  const found = findScreen(screens, base, pathname);
  const crumbs = found ? breadcrumbs(screens, base, found.screen, found.params) : [];
  return (
    <div className="page-head">
      <div>
        {crumbs.length > 0 && (
          <nav aria-label={shellText.breadcrumbs}>
            <Text as="p" size="2" color="gray">
              {crumbs.map((c) => (
                <span key={c.to}>
                  <Link to={c.to}>{c.label}</Link> /{" "}
                </span>
              ))}
            </Text>
          </nav>
        )}
        <Heading as="h1" size="6">
          {title ?? found?.screen.label}
        </Heading>
        {description ? (
          <Text as="p" size="2" color="gray">
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? (
        <Flex gap="2" wrap="wrap" align="center">
          {actions}
        </Flex>
      ) : null}
    </div>
  );
}
