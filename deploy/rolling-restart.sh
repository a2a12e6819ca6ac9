#!/bin/sh
# A deploy without a failed request: restarts the shop's processes one after the other, each taken
# out of nginx first. Debian's nginx has no active health checks, and it never sends a POST twice:
# a POST sent to a process as it closes would fail. So for each port: mark its upstream server
# `down` in the site and reload nginx (its new workers send it nothing; the old ones finish what
# they have, which the process's drain serves), restart the process (SIGTERM drains and stops it,
# systemd starts the new build), wait until /api/health/ready answers 200, and put it back.
# Usage, as root after the new build is in /opt/printshop: deploy/rolling-restart.sh [port ...]
# (default 8081 8082); SITE names the site file (default /etc/nginx/sites-available/printshop).
# server/test/scale/rolling-restart.test.ts runs the same steps under shopper traffic.
set -eu

SITE=${SITE:-/etc/nginx/sites-available/printshop}
READY_SECONDS=120

reload_nginx() {
  nginx -t -q
  systemctl reload nginx
}

[ $# -gt 0 ] || set -- 8081 8082
for port in "$@"; do
  echo "printshop@$port: out of nginx"
  sed -i "/^ *server 127\.0\.0\.1:$port /s/;\$/ down;/" "$SITE"
  reload_nginx
  echo "printshop@$port: restart (drains first)"
  systemctl restart "printshop@$port"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$READY_SECONDS" ]; then
      echo "printshop@$port: not ready after $READY_SECONDS s; it stays out of nginx" >&2
      exit 1
    fi
    sleep 1
  done
  echo "printshop@$port: ready, back in nginx"
  sed -i "/^ *server 127\.0\.0\.1:$port /s/ down;\$/;/" "$SITE"
  reload_nginx
done
