/// The types of `Timeline{…}` (TimelineBinding.swift; docs/timelines.md).
extension LuaAPITypes {
    static let position = "number|string"
    static let targets = "View|View[]"

    static let timeline: [String: Entry] = [
        "Timeline": f("options?: table", "Timeline"),
        "Timeline.time": v("number"), "Timeline.progress": v("number"), "Timeline.duration": v("number"),
        "Timeline.totalDuration": v("number"), "Timeline.timeScale": v("number"), "Timeline.isActive": v("boolean"),
        "Timeline.isPaused": v("boolean"), "Timeline.isReversed": v("boolean"),
        "Timeline:to": f("targets: \(targets), vars: table, position?: \(position)", "Timeline"),
        "Timeline:from": f("targets: \(targets), vars: table, position?: \(position)", "Timeline"),
        "Timeline:fromTo": f("targets: \(targets), fromVars: table, toVars: table, position?: \(position)", "Timeline"),
        "Timeline:set": f("targets: \(targets), vars: table, position?: \(position)", "Timeline"),
        "Timeline:call": f("fn: fun(), position?: \(position)", "Timeline"),
        "Timeline:add": f("child: Timeline|fun()|string, position?: \(position)", "Timeline"),
        "Timeline:addLabel": f("name: string, position?: \(position)", "Timeline"),
        "Timeline:addPause": f("position?: \(position)", "Timeline"),
        "Timeline:play": f("", "Timeline"), "Timeline:pause": f("", "Timeline"), "Timeline:resume": f("", "Timeline"),
        "Timeline:reverse": f("", "Timeline"), "Timeline:restart": f("", "Timeline"),
        "Timeline:seek": f("timeOrLabel: \(position), suppressEvents?: boolean", "Timeline"),
        "Timeline:tweenTo": f("timeOrLabel: \(position)", "Timeline"),
        "Timeline:await": f("", "boolean"), "Timeline:explain": f("", "string"),
    ]
}
