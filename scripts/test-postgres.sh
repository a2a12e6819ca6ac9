#!/usr/bin/env bash
# Installs (Debian's package, when missing) and starts a local PostgreSQL for the test suite, with a
# role that may create the per-test databases. Prints the TEST_DATABASE_URL to use.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
for _ in $(seq 1 30); do
  runuser -u postgres -- pg_isready -q -p "$port" && break
  sleep 1
done
runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 <<'SQL' >&2
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'printshop_test') THEN
    CREATE ROLE printshop_test LOGIN CREATEDB PASSWORD 'printshop_test';
  END IF;
END $$;
-- DROP DATABASE ... WITH (FORCE) of the per-test databases ends their leftover sessions.
GRANT pg_signal_backend TO printshop_test;
SQL
runuser -u postgres -- psql -q -p "$port" -tc "SELECT 1 FROM pg_database WHERE datname = 'printshop_test'" | grep -q 1 \
  || runuser -u postgres -- createdb -p "$port" -O printshop_test printshop_test >&2
echo "postgres://printshop_test:printshop_test@127.0.0.1:${port}/printshop_test"
