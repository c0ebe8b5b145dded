"""The QEMU board, driven from the host: boots Debian's kernel with the
initramfs under TCG, reads the guest's serial console line by line, and talks
QMP (screendump, input-send-event, device_add). Python's standard library only."""
import json, os, re, select, socket, subprocess, threading, time, queue


def qemu_priority():
    """For Popen's preexec_fn: QEMU's niceness from BOARD_NICE (e.g. -10, which
    needs root), so a board on a machine busy with builds keeps its guest's
    timers and waits in reach; unset, QEMU runs at the caller's priority."""
    nice = int(os.environ.get("BOARD_NICE", "0") or 0)
    return (lambda: os.nice(nice)) if nice else None


class QMP:
    def __init__(self, path, timeout=20):
        end = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(path)
                break
            except OSError:
                if time.monotonic() > end:
                    raise
                time.sleep(0.05)
        self.f = self.sock.makefile("rw")
        json.loads(self.f.readline())
        self.cmd("qmp_capabilities")

    def cmd(self, name, **args):
        self.f.write(json.dumps({"execute": name, "arguments": args} if args else {"execute": name}) + "\n")
        self.f.flush()
        while True:
            r = json.loads(self.f.readline())
            if "event" in r:
                continue
            if "error" in r:
                raise RuntimeError(f"QMP {name}: {r['error']}")
            return r.get("return")


class Board:
    """One boot. `devices` are QEMU -device specs present from the start."""

    def __init__(self, name, out, kernel, initrd, devices, hv_args, log=print, share=None, trace=()):
        self.name, self.out, self.log = name, out, log
        os.makedirs(out, exist_ok=True)
        self.qmp_path = os.path.join(out, "qmp.sock")
        if os.path.exists(self.qmp_path):
            os.unlink(self.qmp_path)
        # no_timer_check: on a loaded host TCG can miss the kernel's IO-APIC
        # timer check, which then panics ("IO-APIC + timer doesn't work").
        # 1 GB, a Pi 3's memory: the guest's whole root file system (the
        # initramfs, ~130 MB) lives in it too.
        cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "max", "-m", "1024", "-smp", "2",
               "-nodefaults", "-no-user-config", "-no-reboot",
               "-kernel", kernel, "-initrd", initrd,
               "-append", f"console=ttyS0 loglevel=3 panic=-1 no_timer_check {os.environ.get('BOARD_APPEND', '')} hv={','.join(hv_args)}",
               "-display", "none", "-vga", "none", "-serial", "stdio",
               "-qmp", f"unix:{self.qmp_path},server=on,wait=off"]
        for d in devices:
            cmd += ["-device", d]
        # QEMU's trace events (e.g. virtio_gpu_cmd_set_scanout) into trace.log:
        # what the guest's driver really sent the device.
        trace = list(trace) + [t for t in os.environ.get("BOARD_QEMU_TRACE", "").split(",") if t]
        for t in trace:
            cmd += ["-trace", f"enable={t}"]
        if trace:
            # Each trace line starts "PID@SECONDS.MICROS:" (the host's clock),
            # so a check can cut the trace at a moment it took (time.time()).
            cmd += ["-D", os.path.join(out, "trace.log"), "-msg", "timestamp=on"]
        if share:  # a host folder the guest mounts as 9p tag host0
            cmd += ["-virtfs", f"local,path={share},mount_tag=host0,security_model=none"]
        open(os.path.join(out, "qemu-command.txt"), "w").write(" ".join(cmd) + "\n")
        self.serial_log = open(os.path.join(out, "serial.log"), "w")
        self.t0 = time.monotonic()
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     preexec_fn=qemu_priority())
        self.lines = []          # every line seen: (host seconds, text)
        self.cursor = 0          # wait_for searches from here on
        self.cv = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.qmp = QMP(self.qmp_path)

    def _read(self):
        buf = b""
        while True:
            d = os.read(self.proc.stdout.fileno(), 65536)
            if not d:
                break
            buf += d
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                text = line.decode(errors="replace").rstrip("\r")
                el = time.monotonic() - self.t0
                self.serial_log.write(f"[{el:7.2f}] {text}\n")
                self.serial_log.flush()
                with self.cv:
                    self.lines.append((el, text))
                    self.cv.notify_all()
        with self.cv:
            self.lines.append((time.monotonic() - self.t0, "<<qemu exited>>"))
            self.cv.notify_all()

    def wait_for(self, pattern, timeout=60, from_start=False):
        """The first line (after the last match, or from the boot's start)
        matching `pattern`: its re.Match. Raises with the log's tail on timeout."""
        rx = re.compile(pattern)
        end = time.monotonic() + timeout
        i = 0 if from_start else self.cursor
        with self.cv:
            while True:
                while i < len(self.lines):
                    m = rx.search(self.lines[i][1])
                    i += 1
                    if m:
                        if not from_start:
                            self.cursor = i
                        return m
                    if self.lines[i - 1][1] == "<<qemu exited>>":
                        raise CheckFailed(f"QEMU exited while waiting for /{pattern}/")
                left = end - time.monotonic()
                if left <= 0:
                    tail = "\n".join(t for _, t in self.lines[-15:])
                    raise CheckFailed(f"no line matching /{pattern}/ within {timeout} s; the console's last lines:\n{tail}")
                self.cv.wait(left)

    def console(self, text):
        self.proc.stdin.write((text + "\n").encode())
        self.proc.stdin.flush()

    def screendump(self, path, device=None):
        args = {"filename": path}
        if device:
            args["device"] = device
        self.qmp.cmd("screendump", **args)
        return read_ppm(path)

    def touch(self, events, device=None):
        args = {"events": events}
        if device:
            args["device"] = device
        self.qmp.cmd("input-send-event", **args)

    def tap(self, x, y, width, height, device=None, slot=0, hold=0.15):
        """A finger down at panel pixel (x, y) and up `hold` s later, through
        virtio-multitouch (axes 0…32767 across the panel)."""
        ax = int(round(x * 32767 / width))
        ay = int(round(y * 32767 / height))
        def mtt(kind, axis="x", value=0):
            # QMP wants an axis on every mtt event, even begin and end.
            return {"type": "mtt", "data": {"type": kind, "slot": slot, "tracking-id": 1 if kind != "end" else -1,
                                            "axis": axis, "value": value}}
        self.touch([mtt("begin", "x", ax), mtt("data", "x", ax), mtt("data", "y", ay),
                    {"type": "btn", "data": {"down": True, "button": "touch"}}], device)
        time.sleep(hold)
        self.touch([mtt("end"), {"type": "btn", "data": {"down": False, "button": "touch"}}], device)

    def stop(self, timeout=30):
        try:
            self.console("stop")
            self.proc.wait(timeout=timeout)
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.serial_log.close()


class CheckFailed(Exception):
    pass


# ---- images (PPM from QMP, PNG from cairo), compared pixel by pixel ----

def read_ppm(path):
    data = open(path, "rb").read()
    parts = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    w, h = int(parts.group(1)), int(parts.group(2))
    return w, h, data[parts.end():parts.end() + w * h * 3]


def read_png(path):
    """8-bit RGB/RGBA non-interlaced PNG (what cairo writes) → (w, h, RGB bytes)."""
    import struct, zlib
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, f"{path}: unsupported PNG"
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    out = bytearray(w * h * 3)
    prev = bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif f == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 255
        elif f == 3:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((a + prev[i]) >> 1)) & 255
        elif f == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                c = prev[i - bpp] if i >= bpp else 0
                b = prev[i]
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        if bpp == 3:
            out[y * w * 3:(y + 1) * w * 3] = line
        else:
            o = y * w * 3
            out[o:o + w * 3:3] = line[0::4]
            out[o + 1:o + w * 3:3] = line[1::4]
            out[o + 2:o + w * 3:3] = line[2::4]
    return w, h, bytes(out)


def rotate180(img):
    w, h, px = img
    rows = [px[y * w * 3:(y + 1) * w * 3] for y in range(h)]
    out = bytearray()
    for row in reversed(rows):
        pixels = [row[i:i + 3] for i in range(0, len(row), 3)]
        out += b"".join(reversed(pixels))
    return w, h, bytes(out)


def compare(actual, expected, tolerance=8):
    """(share of pixels whose largest channel difference exceeds `tolerance`,
    largest difference, diff image)."""
    (w, h, a), (w2, h2, e) = actual, expected
    if (w, h) != (w2, h2):
        return 1.0, 255, None
    bad, worst = 0, 0
    diff = bytearray(len(a))
    for i in range(0, len(a), 3):
        d = max(abs(a[i] - e[i]), abs(a[i + 1] - e[i + 1]), abs(a[i + 2] - e[i + 2]))
        if d > worst:
            worst = d
        if d > tolerance:
            bad += 1
            diff[i] = 255
        else:
            diff[i] = diff[i + 1] = diff[i + 2] = a[i + 1] // 4
    return bad / (w * h), worst, (w, h, bytes(diff))


def write_ppm(path, img):
    w, h, px = img
    with open(path, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (w, h))
        f.write(px)
