#!/usr/bin/env bash
# Installs the system packages the speech engines need, when they are missing:
# pocketsphinx with its US English model (the default recognizer), ffmpeg, and espeak-ng
# (the native build behind TTS_ENGINE=espeak-native). With --with-browser (npm test) also
# chromium, the browser that the workspace's end-to-end test drives.
# ffmpeg also ships inside the npm dependencies, so it is a preference, not a must.
# Idempotent and quick when everything is present; needs root (or sudo) to install.
set -euo pipefail

need=()
command -v pocketsphinx_continuous >/dev/null 2>&1 || need+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us ] || need+=(pocketsphinx-en-us)
[ -d /usr/share/pocketsphinx/test ] || [ -d /usr/share/doc/pocketsphinx-testdata ] || need+=(pocketsphinx-testdata)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
[ -x /usr/bin/espeak-ng ] || need+=(espeak-ng)
if [ "${1:-}" = "--with-browser" ]; then
  [ -x /usr/bin/chromium ] || need+=(chromium)
fi

[ ${#need[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: please install ${need[*]} with your package manager" >&2
  exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); else
    echo "system-deps: run as root or install: ${need[*]}" >&2
    exit 0
  fi
fi

echo "system-deps: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq >&2
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
