#!/usr/bin/env bash
# The server's PostgreSQL and Redis tests start throwaway servers of their own from Debian's packages (never the
# system's services; see apps/server/test/infra). Install the packages when they are missing and we are root;
# otherwise stop with the exact instruction, because a test run without those tests is not a passing run.
set -euo pipefail

have_postgres() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1
}
have_redis() { command -v redis-server >/dev/null 2>&1; }

missing=()
have_postgres || missing+=(postgresql)
have_redis || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing for the server's database tests: ${missing[*]}. Installing Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  if have_postgres && have_redis; then
    echo "Installed ${missing[*]}."
    exit 0
  fi
fi

echo "ERROR: the server's database tests need Debian's ${missing[*]} and they are not installed." >&2
echo "Install them as root with:  apt-get update && apt-get install -y postgresql redis-server" >&2
exit 1
