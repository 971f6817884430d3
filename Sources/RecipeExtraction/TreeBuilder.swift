internal import CLibXML2

/// Receives libxml2's SAX events and appends nodes to an ``HTMLTree``; a class only because libxml2
/// calls back through one opaque pointer. Lives for one parse on one thread.
final class TreeBuilder {
    var tree = HTMLTree()
    /// Open elements: node index, and whether text inside is skipped (`<script>`, `<style>`, `<svg>` …).
    private var stack: [(node: Int, skipping: Bool)] = [(0, false)]
    private var pendingText: [UInt8] = []

    private static let skipped: Set<String> = ["script", "style", "noscript", "svg", "template", "iframe", "object", "select"]

    func start(_ rawName: UnsafePointer<xmlChar>, _ rawAttributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        flushText()
        let name = String(cString: rawName).lowercased()
        var attributes: [(name: String, value: String)] = []
        if let rawAttributes {
            var index = 0
            while let key = rawAttributes[index] {
                let value = rawAttributes[index + 1].map { String(cString: $0) } ?? ""
                attributes.append((String(cString: key).lowercased(), value))
                index += 2
            }
        }
        let skipping = stack[stack.count - 1].skipping || Self.skipped.contains(name)
        append(HTMLNode(name: name, text: "", attributes: attributes, parent: stack[stack.count - 1].node))
        stack.append((tree.nodes.count - 1, skipping))
    }

    /// Closes the innermost open element of that name (and any left open inside it); an end tag that
    /// matches nothing open is ignored.
    func end(_ rawName: UnsafePointer<xmlChar>) {
        flushText()
        let name = String(cString: rawName).lowercased()
        guard let position = stack.lastIndex(where: { tree.nodes[$0.node].name == name }), position > 0 else { return }
        stack.removeSubrange(position...)
    }

    func characters(_ pointer: UnsafePointer<xmlChar>, _ length: Int) {
        guard !stack[stack.count - 1].skipping else { return }
        pendingText.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
    }

    func flushText() {
        guard !pendingText.isEmpty else { return }
        let text = String(decoding: pendingText, as: UTF8.self)
        pendingText.removeAll(keepingCapacity: true)
        append(HTMLNode(name: "", text: text, attributes: [], parent: stack[stack.count - 1].node))
    }

    private func append(_ node: HTMLNode) {
        let index = tree.nodes.count
        let parent = node.parent
        tree.nodes.append(node)
        if tree.nodes[parent].lastChild == -1 {
            tree.nodes[parent].firstChild = index
        } else {
            tree.nodes[tree.nodes[parent].lastChild].nextSibling = index
        }
        tree.nodes[parent].lastChild = index
    }
}
