#!/usr/bin/env bash
# The cluster test puts Debian's nginx in front of its server processes, with a config of its own.
set -euo pipefail
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx for the cluster test"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
echo "The cluster test needs nginx: run 'sudo apt-get install -y nginx'." >&2
exit 1
