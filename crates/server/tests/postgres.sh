#!/usr/bin/env bash
# The server's tests on a scratch PostgreSQL: a cluster made in a temporary folder, listening
# on a Unix socket in that folder only (no TCP), dropped at the end. Needs Debian's
# `postgresql` package. Extra arguments go to `cargo test` (a test's name, `-- --nocapture`).
#
#   bash crates/server/tests/postgres.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
    echo "postgres.sh: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    exit 2
fi

dir=$(mktemp -d /tmp/epaminondas-pg.XXXXXX)
# PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
as_owner=()
if [ "$(id -u)" = 0 ]; then
    chown postgres: "$dir"
    chmod 755 "$dir"
    as_owner=(runuser -u postgres --)
fi

stop() {
    "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$dir/data" --auth=trust --username=epaminondas \
    --encoding=UTF8 >"$dir/initdb.log"
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses='' -k $dir -c fsync=off" start >/dev/null
"${as_owner[@]}" "$pg_bin/createdb" -h "$dir" -U epaminondas epaminondas_test

export EPAMINONDAS_TEST_POSTGRES="postgres://epaminondas@localhost/epaminondas_test?host=$dir"
echo "postgres.sh: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') at $dir"
cargo test -p epaminondas-server "$@"
