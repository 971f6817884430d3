/// Where the Kaimono database file is: `--database`, else `KAIMONO_DATABASE`, else a per-user default.
public enum DatabaseLocation {
    /// The path to use; `environment` is the process environment (passed in so tests can vary it).
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["KAIMONO_DATABASE"], !path.isEmpty { return path }
        return defaultPath(environment: environment)
    }

    /// `~/Library/Application Support/Kaimono/kaimono.sqlite` on macOS,
    /// `$XDG_DATA_HOME/kaimono/kaimono.sqlite` (default `~/.local/share/…`) elsewhere.
    public static func defaultPath(environment: [String: String]) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #if os(macOS)
        return home + "/Library/Application Support/Kaimono/kaimono.sqlite"
        #else
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/kaimono/kaimono.sqlite" }
        return home + "/.local/share/kaimono/kaimono.sqlite"
        #endif
    }
}
