# Sourced by scripts/test.sh: a throw-away PostgreSQL server for the platform's tests (issue 24), so
# they run on a real PostgreSQL as well as on PGlite. Exports TEST_DATABASE_URL and stops the server
# when the tests end.
#   TEST_DATABASE_URL=postgres://…   use that server instead (a database role that may CREATE DATABASE)
#   SKIP_POSTGRES=1                  run the PGlite tests only, and say so
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL tests on TEST_DATABASE_URL."
  return 0
fi
if [ "${SKIP_POSTGRES:-}" = 1 ]; then
  echo "SKIP_POSTGRES=1: the platform's tests run on PGlite only, not on PostgreSQL."
  return 0
fi
pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }; done
  command -v initdb >/dev/null && { dirname "$(command -v initdb)"; return 0; }
  return 1
}
if ! PG_BIN=$(pg_bin); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql for the platform's PostgreSQL tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN=$(pg_bin)
  else
    echo "The platform's tests also run on PostgreSQL, which is not installed." >&2
    echo "Install it (Debian/Ubuntu: sudo apt-get install postgresql), point TEST_DATABASE_URL at a server," >&2
    echo "or run with SKIP_POSTGRES=1 to test on PGlite only." >&2
    exit 1
  fi
fi
# PostgreSQL refuses to run as root: as root, the server runs as the postgres account the package made.
PG_USER=$(id -un)
if [ "$(id -u)" = 0 ]; then PG_USER=postgres; fi
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
PG_DIR=$(mktemp -d /tmp/sehat-test-pg-XXXXXX)
chmod 755 "$PG_DIR"
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U "$PG_USER" --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200" start >/dev/null
stop_test_postgres() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_test_postgres EXIT
export TEST_DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for the platform's tests on port $PG_PORT (stopped when the tests end)."
