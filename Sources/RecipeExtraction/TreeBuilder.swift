internal import CLibXML2

/// Receives libxml2's SAX events and appends nodes to an ``HTMLTree``; a class only because libxml2
/// calls back through one opaque pointer. Lives for one parse on one thread.
final class TreeBuilder {
    var tree = HTMLTree()
    private var stack: [Int] = [0]
    private var pendingText: [UInt8] = []
    /// Depth inside elements whose text nobody reads (`<script>`, `<style>`, `<svg>` …).
    private var skipDepth = 0

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
        if skipDepth > 0 || Self.skipped.contains(name) { skipDepth += 1 }
        append(HTMLNode(name: name, text: "", attributes: attributes, parent: stack[stack.count - 1]))
        stack.append(tree.nodes.count - 1)
    }

    func end(_ rawName: UnsafePointer<xmlChar>) {
        flushText()
        guard stack.count > 1 else { return }
        if skipDepth > 0 { skipDepth -= 1 }
        stack.removeLast()
    }

    func characters(_ pointer: UnsafePointer<xmlChar>, _ length: Int) {
        guard skipDepth == 0 else { return }
        pendingText.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
    }

    func flushText() {
        guard !pendingText.isEmpty else { return }
        let text = String(decoding: pendingText, as: UTF8.self)
        pendingText.removeAll(keepingCapacity: true)
        append(HTMLNode(name: "", text: text, attributes: [], parent: stack[stack.count - 1]))
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
