import Tessera
let args = CommandLine.arguments
let depth = Int(args[1])!
let stack = Int(args[2])! * 1024 * 1024
var view = AnyView(Text("leaf"))
for _ in 0..<depth { view = AnyView(VStack { Text("x").padding().bold(); view }) }
var sink = CountingSink()
let s = try HTMLRenderer(options: RenderOptions(maximumDepth: 10_000_000, stackSize: stack)).render(view, into: &sink)
print(s)
