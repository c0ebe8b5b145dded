import SystemCalls

/// A card HomeView is master of, with the display it drives and how it
/// commits (atomic or legacy, decided when it was probed). Closes the card
/// when the last user lets go.
final class DRMCard {
  let descriptor: FileDescriptor
  let path: String
  let output: KMSOutput
  let committer: any KMSCommitter

  init(descriptor: FileDescriptor, path: String, output: KMSOutput, committer: any KMSCommitter) {
    self.descriptor = descriptor
    self.path = path
    self.output = output
    self.committer = committer
  }

  /// For libdrm's calls.
  var fd: Int32 { descriptor.rawValue }

  var description: String { "\(path) \(output.connectorName) \(output.modeName)" }

  deinit { descriptor.close() }
}
