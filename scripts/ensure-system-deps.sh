#!/usr/bin/env bash
# Installs the Debian packages the product and its tests need, only when they are missing:
# Chromium (e2e tests) and its headless shell (PDF printing), Noto fonts with Arabic glyphs, poppler-utils (PDF text checks).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# The PDF printer: the same Chromium without the desktop browser around it, well under half the memory.
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing system packages: ${missing[*]}"
SUDO=''
if [ "$(id -u)" -ne 0 ]; then SUDO='sudo'; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
