#!/usr/bin/env sh
# Puts the Litestream binary for this machine's platform at $1, from the npm package Fly.io
# publishes it in (@flydotio/litestream-<platform>-<arch>). Only the Docker image and the
# backup check (npm run test:backup) need it: it is not a dependency of the app, so that
# `npm ci` does not ask the registry for other platforms' packages.
set -eu
dest="$1"
version="1.0.1"
package="@flydotio/litestream-$(node -p 'process.platform + "-" + process.arch')@$version"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$package" >/dev/null && tar -xzf ./*.tgz)
mkdir -p "$(dirname "$dest")"
cp "$work/package/litestream" "$dest"
chmod 0755 "$dest"
echo "Litestream $version for $(node -p 'process.platform + "-" + process.arch') is at $dest"
