#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when it is missing and we are root; otherwise stop
# with the exact instruction, because a test run without the browser tests is not a passing run.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  if [ -x "$CHROMIUM" ]; then
    echo "Installed $("$CHROMIUM" --version)"
    exit 0
  fi
fi

echo "ERROR: the browser tests need Chromium at $CHROMIUM and it is not installed." >&2
echo "Install it as root with:  apt-get update && apt-get install -y chromium" >&2
exit 1
