internal import CDRM
import Glibc
import SystemCalls

/// One XRGB8888 scan-out buffer in memory the CPU can write (a "dumb" buffer,
/// mmapped), registered as a KMS framebuffer.
final class DumbBuffer {
  let fd: Int32
  let width: Int
  let height: Int
  let handle: UInt32
  let pitch: Int
  let byteCount: Int
  let framebufferID: UInt32
  let pixels: UnsafeMutablePointer<UInt32>

  init(fd: Int32, width: Int, height: Int) throws(KMSError) {
    self.fd = fd
    self.width = width
    self.height = height
    var handle: UInt32 = 0
    var pitch: UInt32 = 0
    var size: UInt64 = 0
    guard drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size) == 0 else {
      throw KMSError(message: "cannot create a \(width)x\(height) dumb buffer", errno: .current)
    }
    var fb: UInt32 = 0
    guard drmModeAddFB(fd, UInt32(width), UInt32(height), 24, 32, pitch, handle, &fb) == 0 else {
      let e = Errno.current
      _ = drmModeDestroyDumbBuffer(fd, handle)
      throw KMSError(message: "cannot register the dumb buffer as a framebuffer", errno: e)
    }
    var offset: UInt64 = 0
    let mapped: UnsafeMutableRawPointer?
    if drmModeMapDumbBuffer(fd, handle, &offset) == 0 {
      mapped = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
    } else {
      mapped = MAP_FAILED
    }
    guard let mapped, mapped != MAP_FAILED else {
      let e = Errno.current
      _ = drmModeRmFB(fd, fb)
      _ = drmModeDestroyDumbBuffer(fd, handle)
      throw KMSError(message: "cannot map the dumb buffer", errno: e)
    }
    self.handle = handle
    self.pitch = Int(pitch)
    byteCount = Int(size)
    framebufferID = fb
    pixels = mapped.bindMemory(to: UInt32.self, capacity: Int(size) / 4)
    memset(mapped, 0, Int(size))
  }

  var rowLength: Int { pitch / 4 }

  deinit {
    munmap(pixels, byteCount)
    _ = drmModeRmFB(fd, framebufferID)
    _ = drmModeDestroyDumbBuffer(fd, handle)
  }
}
