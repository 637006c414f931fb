#!/usr/bin/env bash
# A real S3 server for the storage tests: Ceph's RADOS Gateway (Debian's radosgw) on a private
# one-node Ceph cluster (one monitor, one OSD keeping its objects in memory), all on loopback and
# in a directory of its own. Nothing is shared with anything else on the machine.
#   scripts/ceph-s3.sh start DIR   prints TEST_S3_ENDPOINT=… TEST_S3_ACCESS_KEY=… TEST_S3_SECRET_KEY=…
#   scripts/ceph-s3.sh stop DIR    ends the daemons it started (by their pid files) and removes DIR
# CEPH_MEMSTORE_BYTES: what the OSD holds before it says it is full and the gateway stops answering
# writes (default 4 GiB, the tests' need; a full-size deadline-day run writes 7-9 GB).
# Needs: apt-get install -y --no-install-recommends ceph-mon ceph-osd radosgw
set -euo pipefail

command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

stop() {
  for name in client.rgw osd.0 mon.a; do
    pidfile="$dir/run/$name.pid"
    if [ -f "$pidfile" ]; then
      pid=$(cat "$pidfile")
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
    fi
  done
  rm -rf "$dir"
}

if [ "$command" = stop ]; then
  stop
  exit 0
fi
if [ "$command" != start ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi
for tool in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph-authtool ceph; do
  if ! command -v "$tool" >/dev/null; then
    echo "$tool is missing: apt-get install -y --no-install-recommends ceph-mon ceph-osd radosgw" >&2
    exit 1
  fi
done

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
mon_port=$(free_port)
rgw_port=$(free_port)
mkdir -p "$dir"/{run,log,mon.a,osd.0,rgw}
dir=$(cd "$dir" && pwd)
fsid=$(cat /proc/sys/kernel/random/uuid)
conf="$dir/ceph.conf"
cat >"$conf" <<EOF
[global]
fsid = $fsid
mon host = [v2:127.0.0.1:$mon_port]
keyring = $dir/keyring
run dir = $dir/run
admin socket = $dir/run/\$name.asok
log file = $dir/log/\$name.log
pid file = $dir/run/\$name.pid
ms bind ipv6 = false
# One OSD: every pool keeps one copy, and warns of nothing for it.
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon warn on pool no redundancy = false
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
# The OSD keeps objects in memory: nothing to format, nothing left on disk.
osd objectstore = memstore
memstore device bytes = ${CEPH_MEMSTORE_BYTES:-4294967296}
[mon.a]
mon data = $dir/mon.a
[osd.0]
osd data = $dir/osd.0
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw data = $dir/rgw
rgw dns name = 127.0.0.1
EOF

keyring="$dir/keyring"
quiet() { "$@" >>"$dir/log/setup.log" 2>&1; }
quiet ceph-authtool --create-keyring "$keyring" --gen-key -n mon. --cap mon 'allow *'
quiet ceph-authtool "$keyring" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *'
quiet ceph-authtool "$keyring" --gen-key -n osd.0 --cap mon 'allow profile osd' --cap osd 'allow *'
quiet ceph-authtool "$keyring" --gen-key -n client.rgw --cap mon 'allow rw' --cap osd 'allow rwx'
quiet monmaptool --create --addv a "[v2:127.0.0.1:$mon_port]" --fsid "$fsid" "$dir/monmap"
quiet ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" --keyring "$keyring"
quiet ceph-mon -c "$conf" -i a
quiet timeout 30 ceph -c "$conf" osd create
quiet ceph-osd -c "$conf" -i 0 --mkfs
quiet ceph-osd -c "$conf" -i 0
quiet radosgw -c "$conf" -n client.rgw

for _ in $(seq 1 120); do
  if curl -s -o /dev/null "http://127.0.0.1:$rgw_port/"; then break; fi
  sleep 0.5
done
if ! curl -s -o /dev/null "http://127.0.0.1:$rgw_port/"; then
  echo "The RADOS Gateway did not answer on 127.0.0.1:$rgw_port; logs in $dir/log" >&2
  exit 1
fi
access_key=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n' | tr a-f A-F)
secret_key=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
quiet radosgw-admin -c "$conf" user create --uid tests --display-name "Storage tests" \
  --access-key "$access_key" --secret "$secret_key"
echo "TEST_S3_ENDPOINT=http://127.0.0.1:$rgw_port"
echo "TEST_S3_ACCESS_KEY=$access_key"
echo "TEST_S3_SECRET_KEY=$secret_key"
