/// Customer ids: who a submission belongs to, as the client's own account system names them.
public enum CustomerID {
    /// The longest id accepted.
    public static let maxLength = 64

    /// `id` when it is 1 to 64 ASCII letters, digits, `.`, `_`, `-`, `:` or `@`; else `bad_customer_id`.
    ///
    /// The set is narrow on purpose: ids end up in URLs, logs and file names without escaping.
    public static func validated(_ id: String) throws(OrderingError) -> String {
        let scalars = id.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= maxLength, scalars.allSatisfy(isAllowed) else {
            throw .badCustomer(id)
        }
        return id
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", ":", "@": true
        default: false
        }
    }
}
