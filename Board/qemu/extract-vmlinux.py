#!/usr/bin/env python3
"""Writes the uncompressed ELF vmlinux inside Debian's xz bzImage, which QEMU
boots through its PVH entry: no real-mode setup, no xz decompression under TCG."""
import lzma, sys
src, dst = sys.argv[1], sys.argv[2]
data = open(src, "rb").read()
start = data.find(b"\xfd7zXZ\x00")
if start < 0:
    sys.exit(f"{src}: no xz stream inside (not a Debian bzImage?)")
open(dst, "wb").write(lzma.LZMADecompressor().decompress(data[start:]))
