#!/usr/bin/env bash
# The scale-out topology of deploy/compose.yaml without a container engine, from Debian's packages:
# a throw-away PostgreSQL, the platform, N consoles and nginx in front (deploy/nginx/sehat.conf.template).
#   scripts/cluster.sh [--consoles N] [--port P] [--dir D]      (npm run cluster -- --consoles 3)
#     --consoles  console processes behind nginx (default 2)
#     --port      nginx's port (default 8080)
#     --dir       where the cluster keeps its database, files, logs and <D>/pids (default: a temporary
#                 directory, removed at the end; a given one keeps its logs and pids)
# Needs `npm run build`. Prints "Sehat cluster on http://localhost:P (consoles: pids …)" once every
# console and the proxy are ready; Ctrl-C (or SIGTERM) stops everything. <D>/pids has one line per
# process, "role pid port" (postgres, platform, console…, nginx), so a test can kill one console.
# SESSION_SECRET (shared by every console) is generated unless set; other console and platform
# settings (GATEWAY_KEY, COOKIE_SECURE, LOG_LEVEL, …) are taken from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

CONSOLES=2
PORT=8080
DIR=""
while [ $# -gt 0 ]; do
  case "$1" in
    --consoles) CONSOLES=$2; shift 2 ;;
    --port) PORT=$2; shift 2 ;;
    --dir) DIR=$2; shift 2 ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "scripts/cluster.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
if ! [[ $CONSOLES =~ ^[1-9][0-9]?$ ]] || ! [[ $PORT =~ ^[0-9]+$ ]] || [ "$PORT" -gt 65535 ]; then
  echo "scripts/cluster.sh: --consoles takes 1–99 and --port a port number" >&2
  exit 2
fi

die() { echo "Sehat cluster: $*" >&2; exit 1; }
[ -f build/server/index.js ] && [ -f build/platform/main.js ] || die "no build in ./build (run npm run build first)"
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then die "port $PORT is in use (give another with --port)"; fi

# nginx: Debian's package; installed here only as root (its service is not used: nginx runs as our child).
NGINX=$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true)
if [ -z "$NGINX" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "nginx is not installed: installing Debian's nginx (apt-get install -y nginx)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
    NGINX=/usr/sbin/nginx
  else
    die "needs nginx as its proxy: install it (Debian/Ubuntu: sudo apt-get install nginx) and run this again."
  fi
fi
PG_BIN=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && PG_BIN=$d; done
if [ -z "$PG_BIN" ] && command -v initdb >/dev/null; then PG_BIN=$(dirname "$(command -v initdb)"); fi
[ -n "$PG_BIN" ] || die "needs PostgreSQL: install it (Debian/Ubuntu: sudo apt-get install postgresql) and run this again."

OWN_DIR=0
if [ -z "$DIR" ]; then
  DIR=$(mktemp -d /tmp/sehat-cluster-XXXXXX)
  OWN_DIR=1
fi
mkdir -p "$DIR/logs" "$DIR/nginx/tmp" "$DIR/data"
DIR=$(cd "$DIR" && pwd)
[ ! -e "$DIR/pg" ] || die "$DIR already holds a cluster's database (pg/): give another --dir"
# nginx's workers (nobody when started by root) and PostgreSQL (the postgres account) reach their
# directories through it.
chmod 755 "$DIR"
if [ "$(id -u)" = 0 ] && ! runuser -u postgres -- test -x "$DIR"; then
  die "$DIR must be reachable by the postgres account (PostgreSQL does not run as root): give a --dir under /tmp"
fi
: >"$DIR/pids"

# Ports: one listener per port at the same time, so they are all different.
read -r PG_PORT PLATFORM_PORT CONSOLE_PORTS < <(node -e '
  const net = require("net"); const n = Number(process.argv[1]); const servers = [];
  for (let i = 0; i < n; i++) servers.push(new Promise((ok) => { const s = net.createServer().listen(0, "127.0.0.1", () => ok(s)); }));
  Promise.all(servers).then((all) => { console.log(all.map((s) => s.address().port).join(" ")); all.forEach((s) => s.close()); });
' $((CONSOLES + 2)))
read -r -a CONSOLE_PORTS <<<"$CONSOLE_PORTS"

PG_USER=$(id -un)
[ "$(id -u)" = 0 ] && PG_USER=postgres
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
PLATFORM_PID=""
CONSOLE_PIDS=()
NGINX_PID=""
PG_STARTED=0

# Stops what was started, newest first: nginx, the consoles (they finish requests in flight), the
# platform, PostgreSQL; then removes the database and files.
stopping=0
cleanup() {
  [ "$stopping" = 1 ] && return 0
  stopping=1
  # Every step runs, whatever failed before (and `return` in a trap takes the trap's status).
  set +e
  trap '' INT TERM
  stop_pids() {
    local pid left=() i
    for pid in "$@"; do kill -TERM "$pid" 2>/dev/null && left+=("$pid"); done
    for ((i = 0; i < 150; i++)); do
      local alive=()
      for pid in "${left[@]}"; do kill -0 "$pid" 2>/dev/null && alive+=("$pid"); done
      [ ${#alive[@]} = 0 ] && return 0
      sleep 0.1
    done
    for pid in "${left[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  }
  [ -n "$NGINX_PID" ] && stop_pids "$NGINX_PID"
  [ ${#CONSOLE_PIDS[@]} -gt 0 ] && stop_pids "${CONSOLE_PIDS[@]}"
  [ -n "$PLATFORM_PID" ] && stop_pids "$PLATFORM_PID"
  [ "$PG_STARTED" = 1 ] && as_pg "$PG_BIN/pg_ctl" -D "$DIR/pg/data" -m fast stop >/dev/null 2>&1 || true
  if [ "$OWN_DIR" = 1 ]; then rm -rf "$DIR"; else rm -rf "$DIR/pg" "$DIR/data" "$DIR/nginx/tmp"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Polls http://127.0.0.1:$1$2 until it answers 200; stops the script when a process it waits on dies.
http_status() {
  timeout 5 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$1" && printf "GET %s HTTP/1.0\r\nHost: localhost:%s\r\n\r\n" "$2" "$1" >&3 && read -r _ status _ <&3 && echo "$status"' _ "$1" "$2" 2>/dev/null || true
}
wait_ready() {
  local port=$1 path=$2 seconds=$3 pid=$4 log=$5 i
  for ((i = 0; i < seconds * 5; i++)); do
    [ "$(http_status "$port" "$path")" = 200 ] && return 0
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "Sehat cluster: a process stopped while starting; the end of $log:" >&2
      tail -n 20 "$log" >&2
      exit 1
    fi
    sleep 0.2
  done
  die "http://127.0.0.1:$port$path did not answer 200 within $seconds s (see $log)"
}

# PostgreSQL: a throw-away server in $DIR/pg, as scripts/test-postgres.sh starts it for the tests.
mkdir -p "$DIR/pg"
[ "$(id -u)" = 0 ] && chown postgres "$DIR/pg"
as_pg "$PG_BIN/initdb" -D "$DIR/pg/data" -U "$PG_USER" --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/logs/initdb.log"
as_pg "$PG_BIN/pg_ctl" -D "$DIR/pg/data" -l "$DIR/pg/log" -w \
  -o "-p $PG_PORT -k $DIR/pg -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
PG_STARTED=1
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" sehat
echo "postgres $(head -n 1 "$DIR/pg/data/postmaster.pid") $PG_PORT" >>"$DIR/pids"

# The gateway's shared key: the platform and every console must have the same (production refuses
# the public demo key).
GATEWAY=${GATEWAY_KEY:-$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')}

# The platform: migrates and seeds the empty database at its first start, keeps files in $DIR/data/files.
NODE_ENV=production SEHAT_ROOT="$ROOT" DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/sehat" DATA_DIR="$DIR/data" GATEWAY_KEY="$GATEWAY" \
  PLATFORM_PORT="$PLATFORM_PORT" PLATFORM_HOST=127.0.0.1 \
  node --enable-source-maps build/platform/main.js >"$DIR/logs/platform.log" 2>&1 &
PLATFORM_PID=$!
echo "platform $PLATFORM_PID $PLATFORM_PORT" >>"$DIR/pids"

# The consoles: stateless, sharing the session secret; they start while the platform seeds.
SECRET=${SESSION_SECRET:-$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')}
for i in "${!CONSOLE_PORTS[@]}"; do
  port=${CONSOLE_PORTS[$i]}
  NODE_ENV=production PORT="$port" HOST=127.0.0.1 PLATFORM_URL="http://127.0.0.1:$PLATFORM_PORT" SESSION_SECRET="$SECRET" GATEWAY_KEY="$GATEWAY" \
    TRUST_PROXY=1 DATA_DIR="$DIR/data/console-$((i + 1))" \
    node server.js >"$DIR/logs/console-$((i + 1)).log" 2>&1 &
  CONSOLE_PIDS+=($!)
  echo "console $! $port" >>"$DIR/pids"
done
# Not jobs of this shell any more: one that is killed (the test does) makes no "Killed" line here.
disown "$PLATFORM_PID" "${CONSOLE_PIDS[@]}"

echo "Starting PostgreSQL (port $PG_PORT), the platform (seeding an empty database takes about 15 s) and $CONSOLES consoles in $DIR…"
wait_ready "$PLATFORM_PORT" /ready 300 "$PLATFORM_PID" "$DIR/logs/platform.log"
for i in "${!CONSOLE_PORTS[@]}"; do
  wait_ready "${CONSOLE_PORTS[$i]}" /readyz 60 "${CONSOLE_PIDS[$i]}" "$DIR/logs/console-$((i + 1)).log"
done

# nginx: the shared template, filled in, inside a main configuration whose paths are all in $DIR.
servers=""
for port in "${CONSOLE_PORTS[@]}"; do servers+="server 127.0.0.1:$port max_fails=1 fail_timeout=30s; "; done
conf=$(<deploy/nginx/sehat.conf.template)
conf=${conf//'${SEHAT_PORT}'/$PORT}
conf=${conf//'${SEHAT_CONSOLES}'/$servers}
printf '%s\n' "$conf" >"$DIR/nginx/sehat.conf"
cat >"$DIR/nginx/nginx.conf" <<EOF
# Made by scripts/cluster.sh around deploy/nginx/sehat.conf.template.
worker_processes auto;
pid $DIR/nginx/nginx.pid;
error_log $DIR/logs/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log $DIR/logs/nginx-access.log combined buffer=64k flush=1s;
    client_body_temp_path $DIR/nginx/tmp/body;
    proxy_temp_path $DIR/nginx/tmp/proxy;
    fastcgi_temp_path $DIR/nginx/tmp/fastcgi;
    uwsgi_temp_path $DIR/nginx/tmp/uwsgi;
    scgi_temp_path $DIR/nginx/tmp/scgi;
    # Which console answered (two addresses: the first failed and the request was retried), for
    # the cluster's test and for whoever debugs it. Not in compose: it names internal addresses.
    add_header X-Upstream \$upstream_addr always;
    include $DIR/nginx/sehat.conf;
}
EOF
"$NGINX" -p "$DIR/nginx" -e "$DIR/logs/nginx-error.log" -c "$DIR/nginx/nginx.conf" -g 'daemon off;' >>"$DIR/logs/nginx-error.log" 2>&1 &
NGINX_PID=$!
echo "nginx $NGINX_PID $PORT" >>"$DIR/pids"
wait_ready "$PORT" /readyz 20 "$NGINX_PID" "$DIR/logs/nginx-error.log"

echo "Sehat cluster on http://localhost:$PORT (consoles: pids ${CONSOLE_PIDS[*]}; Ctrl-C stops it)"
# Runs until nginx stops or a signal comes; a console that dies is left out by nginx, not restarted.
wait "$NGINX_PID" || true
echo "Sehat cluster: nginx stopped; stopping the rest" >&2
exit 1
