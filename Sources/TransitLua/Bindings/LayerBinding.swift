import Lua
import TransitCore

/// `view.layer` (LUA_API.md "Views"): the backing layer's Core Animation names — the anchor
/// point, the 3D transform, the z position, the shadow and the border, and the view's own
/// storage under the layer's names (`opacity` is `alpha`, `masksToBounds` is `clipsToBounds`,
/// `position` is `center`). One `Layer` userdata
/// per view (the core keeps one layer per view and the bridge one userdata per object), so
/// `v.layer == v.layer`. Setters go through the core's validated ones: NaN, a negative
/// radius or width, a wrong type are Lua errors naming the script's line.
enum LayerBinding {
    static func install(on stage: Stage) {
        let t = stage.values
        var layer = LuaClassDefinition<Layer>(name: "Layer")
        layer.property("anchorPoint", get: { c, l in c.push(l.anchorPoint, t) },
                       set: { c, l in try l.setAnchorPoint(c.point(3, t)) })
        layer.property("transform", get: { c, l in c.push(l.transform, t) },
                       set: { c, l in try l.setTransform(c.transform3D(3, t)) })
        layer.numberProperty("zPosition", get: { $0.zPosition }, set: { l, z in try l.setZPosition(z) })
        layer.numberProperty("shadowOpacity", get: { $0.shadowOpacity }, set: { l, o in try l.setShadowOpacity(o) })
        layer.numberProperty("shadowRadius", get: { $0.shadowRadius }, set: { l, r in try l.setShadowRadius(r) })
        layer.property("shadowOffset", get: { c, l in c.push(l.shadowOffset, t) },
                       set: { c, l in try l.setShadowOffset(c.size(3, t)) })
        layer.property("shadowColor", get: { c, l in c.push(l.shadowColor, t) },
                       set: { c, l in try l.setShadowColor(c.isNoneOrNil(3) ? nil : c.color(3, t)) })
        layer.numberProperty("borderWidth", get: { $0.borderWidth }, set: { l, w in try l.setBorderWidth(w) })
        layer.property("borderColor", get: { c, l in c.push(l.borderColor, t) },
                       set: { c, l in try l.setBorderColor(c.isNoneOrNil(3) ? nil : c.color(3, t)) })
        layer.property("isDoubleSided", get: { c, l in c.push(l.isDoubleSided) },
                       set: { c, l in try l.setDoubleSided(c.boolean(3)) })
        // UIView's storage under Core Animation's names (Layer.swift): the same values as the
        // view's `alpha`, `cornerRadius`, `clipsToBounds`, `backgroundColor`, `isHidden`.
        layer.numberProperty("opacity", get: { $0.opacity }, set: { l, o in try l.setOpacity(o) })
        layer.numberProperty("cornerRadius", get: { $0.cornerRadius }, set: { l, r in try l.setCornerRadius(r) })
        // CACornerMask as a list of Swift's names (one name alone is accepted), in bit order
        layer.property("maskedCorners", get: { c, l in
            let names = l.maskedCorners.names
            c.newTable(arrayCount: Int32(names.count))
            for (i, n) in names.enumerated() { c.push(n); c.setIndex(-2, i + 1) }
        }, set: { c, l in
            try l.setMaskedCorners(CornerMask(names: c.type(3) == .string ? [c.string(3)]
                                              : c.stringArray(3, what: "maskedCorners")))
        })
        layer.property("masksToBounds", get: { c, l in c.push(l.masksToBounds) },
                       set: { c, l in try l.setMasksToBounds(c.boolean(3)) })
        layer.property("backgroundColor", get: { c, l in c.push(l.backgroundColor, t) },
                       set: { c, l in try l.setBackgroundColor(c.isNoneOrNil(3) ? nil : c.color(3, t)) })
        layer.property("isHidden", get: { c, l in c.push(l.isHidden) },
                       set: { c, l in try l.setHidden(c.boolean(3)) })
        // The view's geometry under the layer's names (Layer.swift): `position` is `center`.
        layer.property("position", get: { c, l in c.push(l.position, t) }, set: { c, l in try l.setPosition(c.point(3, t)) })
        layer.property("bounds", get: { c, l in c.push(l.bounds, t) }, set: { c, l in try l.setBounds(c.rect(3, t)) })
        layer.property("frame", get: { c, l in c.push(l.frame, t) }, set: { c, l in try l.setFrame(c.rect(3, t)) })
        layer.property("view", get: { [unowned stage] c, l in stage.push(l.view, c) })
        layer.description { (l: Layer) -> String in
            "Layer of " + (l.view.map { ViewBinding.quoted($0.displayName) } ?? "a destroyed view")
        }
        stage.lua.defineClass(layer, as: stage.classes.layer)
    }

    /// `view.presentation.layer`: the layer's in-flight values, a plain table.
    static func pushPresentation(_ p: Presentation, _ c: LuaCall, _ t: ValueTypes) {
        c.newTable(fieldCount: 15)
        c.push(p.center, t); c.setField(-2, "position")
        c.push(p.bounds, t); c.setField(-2, "bounds")
        c.push(p.frame, t); c.setField(-2, "frame")
        c.push(p.anchorPoint, t); c.setField(-2, "anchorPoint")
        c.push(p.transform3D, t); c.setField(-2, "transform")
        c.push(p.zPosition); c.setField(-2, "zPosition")
        c.push(p.shadowOpacity); c.setField(-2, "shadowOpacity")
        c.push(p.shadowRadius); c.setField(-2, "shadowRadius")
        c.push(p.shadowOffset, t); c.setField(-2, "shadowOffset")
        c.push(p.shadowColor, t); c.setField(-2, "shadowColor")
        c.push(p.borderWidth); c.setField(-2, "borderWidth")
        c.push(p.borderColor, t); c.setField(-2, "borderColor")
        c.push(p.alpha); c.setField(-2, "opacity")
        c.push(p.cornerRadius); c.setField(-2, "cornerRadius")
        c.push(p.backgroundColor, t); c.setField(-2, "backgroundColor")
    }

    /// `view.layer`, added to `View`'s registration table.
    static func addViewMembers(_ view: inout LuaClassDefinition<View>, _ stage: Stage) {
        view.property("layer", get: { [unowned stage] c, v in c.push(v.layer, as: stage.classes.layer) })
        // UIView.transform3D (iOS 13): the layer's transform under UIKit's own name
        let t = stage.values
        view.property("transform3D", get: { c, v in c.push(v.layerTransform, t) },
                      set: { c, v in try v.setLayerTransform(c.transform3D(3, t)) })
    }
}
