import Foundation
import Synchronization

/// The service's own counters and histograms, rendered in the Prometheus text format for `GET /metrics`.
///
/// One lock guards everything: a request touches it twice (start and end) for a few hundred nanoseconds,
/// far below the cost of the work it measures.
final class ServiceMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let buckets: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct RequestKey: Hashable, Comparable {
        var method: String
        var route: String
        var status: Int

        static func < (a: RequestKey, b: RequestKey) -> Bool {
            (a.route, a.method, a.status) < (b.route, b.method, b.status)
        }
    }

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var sum = 0.0
        var count = 0

        mutating func observe(_ seconds: Double) {
            if let index = ServiceMetrics.buckets.firstIndex(where: { seconds <= $0 }) { counts[index] += 1 }
            sum += seconds
            count += 1
        }
    }

    private struct State {
        var requests: [RequestKey: Int] = [:]
        var latency: [String: Histogram] = [:]
        var inFlight = 0
        var events: [String: Int] = [:]
    }

    private let state = Mutex(State())
    /// Gauges read when rendering (catalog size and the like), fixed at start.
    private let gauges: [(name: String, help: String, value: Double)]

    init(gauges: [(name: String, help: String, value: Double)] = []) {
        self.gauges = gauges
    }

    /// A request started.
    func started() {
        state.withLock { $0.inFlight += 1 }
    }

    /// A request ended with `status` after `seconds`; `route` is the route template (`/v1/orders/{id}`).
    func finished(method: String, route: String, status: Int, seconds: Double) {
        state.withLock { state in
            state.inFlight -= 1
            state.requests[RequestKey(method: method, route: route, status: status), default: 0] += 1
            state.latency[route, default: Histogram()].observe(seconds)
        }
    }

    /// Counts a domain event (`orders_created`, `orders_replayed` …).
    func count(_ event: String) {
        state.withLock { $0.events[event, default: 0] += 1 }
    }

    /// The Prometheus text exposition of every metric.
    func render() -> String {
        let state = state.withLock { $0 }
        var out = ""
        out += "# HELP kaimono_http_requests_total HTTP requests answered, by method, route and status.\n"
        out += "# TYPE kaimono_http_requests_total counter\n"
        for (key, value) in state.requests.sorted(by: { $0.key < $1.key }) {
            out += "kaimono_http_requests_total{method=\"\(key.method)\",route=\"\(Self.escape(key.route))\","
                + "status=\"\(key.status)\"} \(value)\n"
        }
        out += "# HELP kaimono_http_request_duration_seconds Time from routing to the response, by route.\n"
        out += "# TYPE kaimono_http_request_duration_seconds histogram\n"
        for (route, histogram) in state.latency.sorted(by: { $0.key < $1.key }) {
            let label = "route=\"\(Self.escape(route))\""
            var cumulative = 0
            for (index, bound) in Self.buckets.enumerated() {
                cumulative += histogram.counts[index]
                out += "kaimono_http_request_duration_seconds_bucket{\(label),le=\"\(bound)\"} \(cumulative)\n"
            }
            out += "kaimono_http_request_duration_seconds_bucket{\(label),le=\"+Inf\"} \(histogram.count)\n"
            out += "kaimono_http_request_duration_seconds_sum{\(label)} \(histogram.sum)\n"
            out += "kaimono_http_request_duration_seconds_count{\(label)} \(histogram.count)\n"
        }
        out += "# HELP kaimono_http_requests_in_flight Requests being handled now.\n"
        out += "# TYPE kaimono_http_requests_in_flight gauge\n"
        out += "kaimono_http_requests_in_flight \(state.inFlight)\n"
        for name in ["orders_created", "orders_replayed"] {
            out += "# HELP kaimono_\(name)_total Order submissions (\(name.replacingOccurrences(of: "_", with: " "))).\n"
            out += "# TYPE kaimono_\(name)_total counter\n"
            out += "kaimono_\(name)_total \(state.events[name, default: 0])\n"
        }
        for gauge in gauges {
            out += "# HELP \(gauge.name) \(gauge.help)\n# TYPE \(gauge.name) gauge\n\(gauge.name) \(gauge.value)\n"
        }
        return out
    }

    private static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
