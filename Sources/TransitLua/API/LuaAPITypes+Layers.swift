/// The types of `view.layer` and `Transform3D` (docs/layers.md), in the table of ``LuaAPITypes``.
extension LuaAPITypes {
    static let layers: [String: Entry] = {
        var e: [String: Entry] = [
            "View.layer": v("Layer"), "View.transform3D": v("Transform3D"),
            "Layer.anchorPoint": v("Point"), "Layer.transform": v("Transform3D"), "Layer.zPosition": v("number"),
            "Layer.shadowOpacity": v("number"), "Layer.shadowRadius": v("number"), "Layer.shadowOffset": v("Size"),
            "Layer.shadowColor": v("Color?"), "Layer.borderWidth": v("number"), "Layer.borderColor": v("Color?"),
            "Layer.isDoubleSided": v("boolean"), "Layer.view": v("View?"),
            "Layer.opacity": v("number"), "Layer.cornerRadius": v("number"), "Layer.maskedCorners": v("string|string[]"), "Layer.masksToBounds": v("boolean"),
            "Layer.backgroundColor": v("Color?"), "Layer.isHidden": v("boolean"),
            "Layer.position": v("Point"), "Layer.bounds": v("Rect"), "Layer.frame": v("Rect"),
            "Transform3D": f((1...4).flatMap { i in (1...4).map { "m\(i)\($0): number" } }.joined(separator: ", "), "Transform3D"),
            "Transform3D.identity": v("Transform3D"), "Transform3D.isIdentity": v("boolean"),
            "Transform3D.isAffine": v("boolean"),
            "Transform3D.rotation": f("angle: number, x: number, y: number, z: number", "Transform3D"),
            "Transform3D.translation": f("tx: number, ty: number, tz: number", "Transform3D"),
            "Transform3D.scale": f("sx: number, sy: number, sz: number", "Transform3D"),
            "Transform3D:concatenating": f("u: Transform3D", "Transform3D"),
            "Transform3D:inverted": f("", "Transform3D?"),
            "Transform3D:scaled": f("sx: number, sy: number, sz: number", "Transform3D"),
            "Transform3D:rotated": f("angle: number, x: number, y: number, z: number", "Transform3D"),
            "Transform3D:translated": f("tx: number, ty: number, tz: number", "Transform3D"),
        ]
        for i in 1...4 { for j in 1...4 { e["Transform3D.m\(i)\(j)"] = v("number") } }
        return e
    }()
}
