"""A Debian boot in QEMU (TCG): the stock kernel with a small initramfs that
mounts the disk image and starts systemd from it. Shares the serial-line
reader, QMP, screendumps and taps with Board/qemu's board; adds a root shell
on the serial console (`sh(cmd)` → its output and exit status)."""
import itertools, os, re, subprocess, sys, threading, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "qemu"))
from board import Board, CheckFailed, QMP, qemu_priority  # noqa: E402


class DebianBoard(Board):
    def __init__(self, name, out, kernel, initrd, disk, devices, log=print):
        self.name, self.out, self.log = name, out, log
        os.makedirs(out, exist_ok=True)
        self.qmp_path = os.path.join(out, "qmp.sock")
        if os.path.exists(self.qmp_path):
            os.unlink(self.qmp_path)
        cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "max", "-m", "1024", "-smp", "2",
               "-nodefaults", "-no-user-config", "-no-reboot",
               "-kernel", kernel, "-initrd", initrd,
               "-append", "console=ttyS0 loglevel=3 quiet systemd.show_status=false panic=-1 no_timer_check "
                          + os.environ.get("BOARD_APPEND", ""),
               "-drive", f"file={disk},format=raw,if=virtio,cache=unsafe",
               "-display", "none", "-vga", "none", "-serial", "stdio",
               "-qmp", f"unix:{self.qmp_path},server=on,wait=off"]
        for d in devices:
            cmd += ["-device", d]
        open(os.path.join(out, "qemu-command.txt"), "w").write(" ".join(cmd) + "\n")
        self.serial_log = open(os.path.join(out, "serial.log"), "w")
        self.t0 = time.monotonic()
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     preexec_fn=qemu_priority())
        self.lines, self.cursor = [], 0
        self.cv = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.qmp = QMP(self.qmp_path)
        self.ids = itertools.count(1)

    def wait_shell(self, timeout=900):
        """Waits for the console's root shell (boot done as far as getty)."""
        self.wait_for(r"board-shell-ready", timeout=timeout)

    def sh(self, cmd, timeout=120, check=True):
        """Runs `cmd` in the guest's root shell: (exit status, output)."""
        n = next(self.ids)
        start = len(self.lines)
        # The end marker is computed by the shell, so no echo could fake it.
        # (a newline first: output without one must not end up on the marker's line)
        self.console(f"( {cmd} ) 2>&1; s=$?; echo; echo \"@@end-{n}-$((1+1))-$s\"")
        m = self.wait_for(rf"@@end-{n}-2-(\d+)", timeout=timeout)
        with self.cv:
            # Only this command's lines: after the previous command's marker.
            body = []
            for _, t in self.lines[start:self.cursor - 1]:
                body = [] if "@@end-" in t else body + [t]
        text = "\n".join(l for l in body if "@@end-" not in l).strip()
        status = int(m.group(1))
        if check and status != 0:
            raise CheckFailed(f"guest: `{cmd}` exited {status}: {text[-600:]}")
        return status, text

    def out1(self, cmd, timeout=60):
        return self.sh(cmd, timeout)[1]

    def until(self, cmd, pattern, timeout=120, every=1.0):
        """Runs `cmd` until its output matches `pattern`: the match."""
        end = time.monotonic() + timeout
        last = ""
        while time.monotonic() < end:
            _, last = self.sh(cmd, check=False)
            m = re.search(pattern, last)
            if m:
                return m
            time.sleep(every)
        raise CheckFailed(f"`{cmd}` never matched /{pattern}/ within {timeout} s; last: {last[-400:]}")

    def poweroff(self, timeout=120):
        try:
            self.console("systemctl poweroff")
            self.proc.wait(timeout=timeout)
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.serial_log.close()
