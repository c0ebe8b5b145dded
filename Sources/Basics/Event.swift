/// Something that happened, as a value. Plugins define their own events; the
/// household's shared ones live in HomeModel.
public protocol Event: Sendable {}
