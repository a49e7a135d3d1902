#!/usr/bin/env bash
# Every test: the type check and lint of the whole tree, unit tests (vitest), then a production
# build driven end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium's headless shell, the browser without the desktop, runs the end-to-end tests about a
# third faster than the full browser in headless mode (docs/performance.md, issue 22); else the full
# browser. Run as root where there is apt-get (a fresh CI machine), the first that installs.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  for package in chromium-headless-shell chromium; do
    CHROMIUM_PATH=$(command -v "$package" || { [ "$package" = chromium ] && command -v chromium-browser; } || true)
    if [ -z "$CHROMIUM_PATH" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "Installing Debian's $package for the end-to-end tests…"
      if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null; then
        CHROMIUM_PATH=/usr/bin/$package
      fi
    fi
    if [ -n "$CHROMIUM_PATH" ]; then break; fi
  done
fi
if [ -z "$CHROMIUM_PATH" ]; then
  echo "The end-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell)" >&2
  echo "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again." >&2
  exit 1
fi
export CHROMIUM_PATH
# The cluster test (tests/e2e/cluster.spec.ts) puts nginx in front of two consoles, as deploy/ does.
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx for the cluster test…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
# The export tests fetch CSV with curl, as operators do.
if ! command -v curl >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl >/dev/null
fi

# A throw-away PostgreSQL for the platform's tests (TEST_DATABASE_URL; SKIP_POSTGRES=1 to do without).
. scripts/test-postgres.sh

npx react-router typegen
# The type check and the lint side by side: each is one process on one core.
npx tsc -p . & typecheck=$!
npx eslint . --max-warnings 0 & lint=$!
# A type error ends the run at once: the lint is stopped, not left printing after the script exited.
if ! wait "$typecheck"; then
  kill "$lint" 2>/dev/null || true
  wait "$lint" 2>/dev/null || true
  exit 1
fi
wait "$lint"
npx vitest run
npm run -s build
# First-visit JavaScript and CSS per screen against scripts/page-budgets.json (issue 12).
npx tsx scripts/page-weight.ts
npx playwright test
