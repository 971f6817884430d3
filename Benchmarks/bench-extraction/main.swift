// Benchmark for RecipeExtraction: extracts every *.html under a folder, in memory, several rounds.
//
// usage: bench-extraction DIR [ROUNDS]
// Prints pages, bytes, the best round's wall and CPU time, pages/s and MB/s for both, and how many pages
// gave a recipe. Reading the files is done once, before timing: the figures are for extraction alone.
// CPU time (this thread's) is the fair figure on a shared machine, where wall time includes waiting.
import Foundation
import RecipeExtraction

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: bench-extraction DIR [ROUNDS]\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1])
let rounds = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 3) : 3

var pages: [(name: String, bytes: [UInt8])] = []
if let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
    for case let url as URL in walker where url.pathExtension == "html" {
        if let data = FileManager.default.contents(atPath: url.path) { pages.append((url.path, [UInt8](data))) }
    }
}
pages.sort { $0.name < $1.name }
guard !pages.isEmpty else {
    FileHandle.standardError.write(Data("bench-extraction: no .html files under \(directory.path)\n".utf8))
    exit(2)
}
let totalBytes = pages.reduce(0) { $0 + $1.bytes.count }
let extractor = RecipeExtractor()

/// This thread's CPU time in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var best = Double.infinity
var bestCPU = Double.infinity
var found = 0
for round in 1...rounds {
    let clock = ContinuousClock()
    var recipes = 0
    let cpuStart = threadCPUSeconds()
    let elapsed = clock.measure {
        for page in pages {
            if let recipe = try? extractor.extract(html: page.bytes, source: page.name), !recipe.ingredients.isEmpty {
                recipes += 1
            }
        }
    }
    let cpu = threadCPUSeconds() - cpuStart
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    FileHandle.standardError.write(Data(String(format: "round %d: %.3fs wall, %.3fs cpu\n", round, seconds, cpu).utf8))
    best = min(best, seconds)
    bestCPU = min(bestCPU, cpu)
    found = recipes
}
let megabytes = Double(totalBytes) / 1e6
print(String(format: "pages %d  bytes %d (%.1f MB)  recipes found %d", pages.count, totalBytes, megabytes, found))
print(String(format: "wall: best %.3fs  %.0f pages/s  %.1f MB/s", best, Double(pages.count) / best, megabytes / best))
print(String(format: "cpu:  best %.3fs  %.0f pages/s  %.1f MB/s", bestCPU, Double(pages.count) / bestCPU, megabytes / bestCPU))
