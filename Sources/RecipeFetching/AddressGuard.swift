#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves a host once and refuses addresses inside private networks, so the fetcher is no proxy into them.
///
/// Refused: unspecified, loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 —
/// cloud metadata at 169.254.169.254 — and fe80::/10), shared (CGNAT 100.64/10), multicast and reserved
/// ranges, and IPv6 forms that carry an IPv4 address (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`,
/// NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) judged by that address. A host with any refused address is
/// refused, so a name that answers both public and private addresses cannot slip through.
enum AddressGuard {
    /// One resolved address: its text form (what the connection is made to) and its bytes.
    struct Address: Hashable {
        var text: String
        var bytes: [UInt8]
    }

    /// The addresses of `host` (an IP literal or a name), in resolver order.
    static func resolve(_ host: String) throws(FetchError) -> [Address] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list else {
            let reason = String(cString: gai_strerror(status))
            throw FetchError(code: "fetch_failed", message: "cannot resolve \(host): \(reason)")
        }
        defer { freeaddrinfo(first) }
        var addresses: [Address] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let current = node {
            if let address = address(of: current.pointee), !addresses.contains(address) { addresses.append(address) }
            node = current.pointee.ai_next
        }
        guard !addresses.isEmpty else {
            throw FetchError(code: "fetch_failed", message: "cannot resolve \(host): no IPv4 or IPv6 address")
        }
        return addresses
    }

    private static func address(of info: addrinfo) -> Address? {
        guard let sockaddr = info.ai_addr else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch info.ai_family {
        case AF_INET:
            return sockaddr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                var raw = pointer.pointee.sin_addr
                let bytes = withUnsafeBytes(of: &raw) { Array($0) }
                guard inet_ntop(AF_INET, &raw, &buffer, socklen_t(buffer.count)) != nil else { return nil }
                return Address(text: text(buffer), bytes: bytes)
            }
        case AF_INET6:
            return sockaddr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                var raw = pointer.pointee.sin6_addr
                let bytes = withUnsafeBytes(of: &raw) { Array($0) }
                guard inet_ntop(AF_INET6, &raw, &buffer, socklen_t(buffer.count)) != nil else { return nil }
                return Address(text: text(buffer), bytes: bytes)
            }
        default:
            return nil
        }
    }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why an address may not be fetched (`loopback`, `private` …), or nil when it is public.
    static func refusal(_ bytes: [UInt8]) -> String? {
        if bytes.count == 4 { return refusalV4(bytes[0], bytes[1], bytes[2], bytes[3]) }
        guard bytes.count == 16 else { return "unknown" }
        let head = bytes.prefix(10)
        if bytes.allSatisfy({ $0 == 0 }) { return "unspecified" }
        if bytes.prefix(15).allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return "loopback" }
        // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible) are the IPv4 address in IPv6 clothing.
        if head.allSatisfy({ $0 == 0 }) && ((bytes[10] == 0xFF && bytes[11] == 0xFF) || (bytes[10] == 0 && bytes[11] == 0)) {
            return refusalV4(bytes[12], bytes[13], bytes[14], bytes[15]).map { "IPv4-embedded \($0)" }
        }
        // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address.
        if bytes.prefix(12) == [0x00, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] {
            return refusalV4(bytes[12], bytes[13], bytes[14], bytes[15]).map { "NAT64 \($0)" }
        }
        // 6to4 (2002::/16) carries an IPv4 address in bytes 2…5.
        if bytes[0] == 0x20 && bytes[1] == 0x02 {
            return refusalV4(bytes[2], bytes[3], bytes[4], bytes[5]).map { "6to4 \($0)" }
        }
        if bytes[0] & 0xFE == 0xFC { return "private (unique local)" }
        if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return "link-local" }
        if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0xC0 { return "site-local" }
        if bytes[0] == 0xFF { return "multicast" }
        // Documentation (2001:db8::/32) and discard (100::/64) prefixes reach nothing real.
        if bytes.prefix(4) == [0x20, 0x01, 0x0D, 0xB8] { return "documentation" }
        if bytes.prefix(8) == [0x01, 0x00, 0, 0, 0, 0, 0, 0] { return "discard" }
        return nil
    }

    static func refusalV4(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> String? {
        switch (a, b) {
        case (0, _): return "unspecified"
        case (10, _): return "private"
        case (127, _): return "loopback"
        case (100, 64...127): return "shared (CGNAT)"
        case (169, 254): return "link-local (cloud metadata)"
        case (172, 16...31): return "private"
        case (192, 168): return "private"
        case (192, 0) where c == 0: return "IETF protocol assignment"
        case (198, 18...19): return "benchmarking"
        case (224...239, _): return "multicast"
        case (240...255, _): return "reserved"
        default: return nil
        }
    }
}
