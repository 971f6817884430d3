extension Kaimono {
    /// Kaimono's version, the one place it is written: `kaimono --version`, the log line of
    /// `kaimono serve` and `GET /healthz` all read it. Raise it with each release.
    public static let version = "0.1.0"
}
