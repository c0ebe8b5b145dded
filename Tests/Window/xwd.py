"""Reads the X window dumps `xwd` writes (ZPixmap, 24/32 bits per pixel, TrueColor
or DirectColor) into (width, height, RGB bytes), like Board/qemu/board.py's
read_png and read_ppm, so a window's pixels compare with a headless PNG."""
import struct


def read_xwd(path):
    data = open(path, "rb").read()
    header_size, version, fmt, depth, w, h = struct.unpack(">6I", data[:24])
    order = ">" if version == 7 and header_size <= len(data) else "<"
    (header_size, version, fmt, depth, w, h, _xoff, byte_order, _unit, _bit_order, _pad, bpp, bytes_per_line,
     visual_class, red_mask, green_mask, blue_mask, _bits_rgb, _entries, ncolors) = struct.unpack(order + "20I", data[:80])
    if version != 7 or fmt != 2 or bpp != 32:
        raise ValueError(f"{path}: only ZPixmap dumps with 32 bits per pixel are read (version {version}, format {fmt}, {bpp} bpp)")
    # XWDColor entries: pixel (4), red, green, blue (2 each), flags, pad.
    def shift(mask):
        return (mask & -mask).bit_length() - 1

    rs, gs, bs = shift(red_mask), shift(green_mask), shift(blue_mask)
    # DirectColor looks each channel up in the colormap (an entry's pixel holds
    # one index per channel); TrueColor (4) is as is.
    ramp = None
    if visual_class == 5:
        ramp = [bytearray(range(256)) for _ in range(3)]
        for i in range(ncolors):
            pixel, r, g, b, _flags, _pad = struct.unpack(order + "I3H2B", data[header_size + i * 12:header_size + i * 12 + 12])
            for c, (mask, sh, v) in enumerate(((red_mask, rs, r), (green_mask, gs, g), (blue_mask, bs, b))):
                index = (pixel & mask) >> sh
                if index < 256:
                    ramp[c][index] = v >> 8
        ramp = [bytes(r) for r in ramp]
    pixels = data[header_size + ncolors * 12:]
    out = bytearray(w * h * 3)
    little = byte_order == 0
    # The usual layout (0xRRGGBB in a little-endian word: B, G, R, X bytes) is
    # sliced whole rows at a time; anything else goes pixel by pixel.
    fast = little and (rs, gs, bs) == (16, 8, 0)
    for y in range(h):
        row = pixels[y * bytes_per_line:y * bytes_per_line + w * 4]
        o = y * w * 3
        if fast:
            out[o:o + w * 3:3] = row[2::4]
            out[o + 1:o + w * 3:3] = row[1::4]
            out[o + 2:o + w * 3:3] = row[0::4]
        else:
            for x in range(w):
                v = int.from_bytes(row[x * 4:x * 4 + 4], "little" if little else "big")
                out[o + x * 3] = (v & red_mask) >> rs
                out[o + x * 3 + 1] = (v & green_mask) >> gs
                out[o + x * 3 + 2] = (v & blue_mask) >> bs
    if ramp:
        out[0::3] = out[0::3].translate(ramp[0])
        out[1::3] = out[1::3].translate(ramp[1])
        out[2::3] = out[2::3].translate(ramp[2])
    return w, h, bytes(out)
