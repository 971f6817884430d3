internal import Foundation

/// A digest of what a run reads and how: input paths with their size and modification time (a folder:
/// its own modification time; standard input: nothing, so the same bytes must be piped again), the
/// processor's identity and the settings that change the output. `--resume` refuses a checkpoint whose
/// fingerprint differs, since its records and byte offsets would not fit the new inputs.
enum InputFingerprint {
    static func compute(inputs: [String], settings: String) -> String {
        var text = "kaimono-batch/1\n\(settings)\n"
        for input in inputs {
            text += input
            var info = stat()
            if input != "-", stat(input, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR {
                    // Files added to or removed from the top folder change its time (not those of subfolders).
                    text += "\tdirectory\t\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                } else {
                    text += "\t\(info.st_size)\t\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                }
            }
            text += "\n"
        }
        return hex(fnv1a(text))
    }

    /// 64-bit FNV-1a: small, stable across platforms and runs (unlike `Hasher`).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
