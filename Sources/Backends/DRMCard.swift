import Glibc

/// A card HomeView is master of, with the display it drives and how it
/// commits (atomic or legacy, decided when it was probed). Closes the card
/// when the last user lets go.
final class DRMCard {
  let fd: Int32
  let path: String
  let output: KMSOutput
  let committer: any KMSCommitter

  init(fd: Int32, path: String, output: KMSOutput, committer: any KMSCommitter) {
    self.fd = fd
    self.path = path
    self.output = output
    self.committer = committer
  }

  var description: String { "\(path) \(output.connectorName) \(output.modeName)" }

  deinit { close(fd) }
}
