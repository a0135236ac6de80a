/// The types of the Lua surface, which the binding tables do not carry (a bound property is a
/// name and two closures; a method is a name and a closure). One table, keyed by the names of
/// `Stage.surfaceNames()`, read by `LuaAPI` for the LuaLS annotations and the reference
/// table; `LuaAPITests` fails when a key names nothing in the surface, so it cannot drift.
/// A name missing here is `any` in the output: unknown, never guessed. Types are LuaLS's
/// notation (`number`, `string?`, `fun(t: number): number`, a class name).
public enum LuaAPITypes {
    public enum Entry: Sendable, Equatable {
        /// A field or property of this type.
        case value(String)
        /// A function or method (without `self`): its parameters (`dx: number, dy?: number`,
        /// `?` for optional) and its results (empty when it returns nothing).
        case function(params: String, returns: String)
    }

    static func f(_ params: String, _ returns: String = "") -> Entry { .function(params: params, returns: returns) }
    static func v(_ type: String) -> Entry { .value(type) }

    /// A colour may be a `Color`, a name or a hex string; a curve a `Curve`, a name or a function.
    static let color = "Color|string", curve = "Curve|string|fun(t: number): number"

    public static let entries: [String: Entry] = values.merging(views) { a, _ in a }
        .merging(animation) { a, _ in a }.merging(controllers) { a, _ in a }.merging(time) { a, _ in a }
        .merging(sheets) { a, _ in a }.merging(popover) { a, _ in a }
        .merging(timeline) { a, _ in a }
        .merging(layers) { a, _ in a }
        .merging(match) { a, _ in a }

    static let values: [String: Entry] = [
        "Point": f("x: number, y: number", "Point"), "Point.x": v("number"), "Point.y": v("number"),
        "Point.zero": v("Point"), "Point:applying": f("t: Transform", "Point"),
        "Size": f("width: number, height: number", "Size"), "Size.width": v("number"), "Size.height": v("number"),
        "Size.zero": v("Size"),
        // or Rect(origin, size), Swift's CGRect(origin:size:)
        "Rect": f("x: number|Point, y: number|Size, width?: number, height?: number", "Rect"),
        "Rect.x": v("number"), "Rect.y": v("number"), "Rect.width": v("number"), "Rect.height": v("number"),
        "Rect.minX": v("number"), "Rect.midX": v("number"), "Rect.maxX": v("number"),
        "Rect.minY": v("number"), "Rect.midY": v("number"), "Rect.maxY": v("number"),
        "Rect.origin": v("Point"), "Rect.size": v("Size"), "Rect.isNull": v("boolean"), "Rect.isEmpty": v("boolean"),
        "Rect.standardized": v("Rect"), "Rect.zero": v("Rect"), "Rect.null": v("Rect"),
        "Rect:insetBy": f("dx: number, dy: number", "Rect"), "Rect:offsetBy": f("dx: number, dy: number", "Rect"),
        "Rect:union": f("s: Rect", "Rect"), "Rect:intersection": f("s: Rect", "Rect"),
        "Rect:intersects": f("s: Rect", "boolean"), "Rect:contains": f("p: Point|Rect", "boolean"),
        "Rect:applying": f("t: Transform", "Rect"), "Rect:inset": f("insets: EdgeInsets", "Rect"),
        "EdgeInsets": f("top: number, left: number, bottom: number, right: number", "EdgeInsets"),
        "EdgeInsets.top": v("number"), "EdgeInsets.left": v("number"), "EdgeInsets.bottom": v("number"),
        "EdgeInsets.right": v("number"), "EdgeInsets.zero": v("EdgeInsets"),
        "Transform": f("a: number, b: number, c: number, d: number, tx: number, ty: number", "Transform"),
        "Transform.a": v("number"), "Transform.b": v("number"), "Transform.c": v("number"), "Transform.d": v("number"),
        "Transform.tx": v("number"), "Transform.ty": v("number"), "Transform.identity": v("Transform"),
        "Transform.isIdentity": v("boolean"),
        "Transform.rotation": f("angle: number", "Transform"), "Transform.scale": f("sx: number, sy: number", "Transform"),
        "Transform.translation": f("tx: number, ty: number", "Transform"),
        "Transform:rotated": f("angle: number", "Transform"), "Transform:scaled": f("sx: number, sy: number", "Transform"),
        "Transform:translated": f("tx: number, ty: number", "Transform"),
        "Transform:concatenating": f("u: Transform", "Transform"), "Transform:inverted": f("", "Transform?"),
        "Color": f("r: number, g: number, b: number, a?: number", "Color"),
        "Color.r": v("number"), "Color.g": v("number"), "Color.b": v("number"), "Color.a": v("number"),
        "Color.hex": f("s: string", "Color"),
        "Color:withAlphaComponent": f("alpha: number", "Color"),
    ]

    static let views: [String: Entry] = [
        "View": f("props?: table", "View"), "Label": f("props?: table", "Label"),
        "ImageView": f("props?: table", "ImageView"), "CollectionView": f("props?: table", "CollectionView"),
        "CollectionViewCell": f("props?: table", "CollectionViewCell"),
        "View.frame": v("Rect"), "View.bounds": v("Rect"), "View.center": v("Point"), "View.transform": v("Transform"),
        "View.alpha": v("number"), "View.backgroundColor": v("Color?"), "View.cornerRadius": v("number"),
        "View.clipsToBounds": v("boolean"), "View.isHidden": v("boolean"), "View.isUserInteractionEnabled": v("boolean"),
        "View.name": v("string?"), "View.tag": v("integer"), "View.superview": v("View?"), "View.subviews": v("View[]"), "View.mask": v("View?"),
        "View.window": v("Window?"), "View.presentation": v("table"), "View.autoresizingMask": v("string|string[]"),
        "View.safeAreaInsets": v("EdgeInsets"), "View.gestureRecognizers": v("GestureRecognizer[]"),
        "View:addSubview": f("v: View"), "View:insertSubview": f("v: View, where: table"),
        "View:removeFromSuperview": f(""), "View:bringSubviewToFront": f("v: View"), "View:sendSubviewToBack": f("v: View"),
        "View:isDescendant": f("v: View", "boolean"), "View:find": f("name: string", "View?"),
        "View:convert": f("rectOrPoint: Rect|Point, fromOrTo: table", "Rect|Point"),
        "View:snapshotView": f("", "View"), "View:pin": f("options?: table"),
        "View:addSubviewFill": f("v: View, insets?: EdgeInsets"), "View:setNeedsLayout": f(""),
        "View:layoutIfNeeded": f(""), "View:addGestureRecognizer": f("g: GestureRecognizer"),
        "View:removeGestureRecognizer": f("g: GestureRecognizer"),
        // a view's override or UIKit's own (also the `View` namespace's: an override's super)
        "View.hitTest": f("self: View, point: Point", "View?"),
        "View.pointInside": f("self: View, point: Point", "boolean"),
        "Label.text": v("string?"), "Label.textColor": v("Color?"), "Label.fontSize": v("number"),
        "Label.textAlignment": v("string"), "ImageView.image": v("string?"),
        "CollectionView.itemSize": v("Size"), "CollectionView.spacing": v("number?"),
        "CollectionView.minimumInteritemSpacing": v("number"), "CollectionView.minimumLineSpacing": v("number"),
        "CollectionView.sectionInset": v("EdgeInsets"),
        "CollectionView.contentOffset": v("Point"), "CollectionView.contentSize": v("Size"),
        "CollectionView.numberOfItems": v("integer"), "CollectionView.indexPathsForSelectedItems": v("integer[]"),
        "CollectionView:reloadData": f(""), "CollectionView:cellForItem": f("index: integer", "CollectionViewCell?"),
        "CollectionView:selectItem": f("index: integer"), "CollectionView:deselectItem": f("index: integer"),
        "CollectionViewCell.isSelected": v("boolean"),
        "window": v("Window"), "Window.interfaceOrientation": v("string"),
        "Window.rootViewController": v("ViewController?"),
        "Window:tap": f("x: number, y: number", "View?"), "Window:pan": f("options: table", "PanGestureRecognizer?"),
        "Window:touch": f("point: Point", "Touch?"), "Window:pinch": f("options: table", "PinchGestureRecognizer?"),
        "TapGestureRecognizer": f("action: function|table, name?: string", "TapGestureRecognizer"),
        "PanGestureRecognizer": f("action: function|table, name?: string", "PanGestureRecognizer"),
        "GestureRecognizer.state": v("string"), "GestureRecognizer.view": v("View?"),
        "GestureRecognizer.isEnabled": v("boolean"), "GestureRecognizer:location": f("view?: View", "Point"),
        "PanGestureRecognizer:translation": f("view?: View", "Point"),
        "PanGestureRecognizer:setTranslation": f("point: Point, view?: View"),
        "PanGestureRecognizer:velocity": f("view?: View", "Point"),
        "ScreenEdgePanGestureRecognizer": f("action: function|table, name?: string", "ScreenEdgePanGestureRecognizer"),
        "ScreenEdgePanGestureRecognizer.edges": v("string|string[]"),
        "PinchGestureRecognizer": f("action: function|table, name?: string", "PinchGestureRecognizer"),
        "PinchGestureRecognizer.scale": v("number"), "PinchGestureRecognizer.velocity": v("number"),
        "Touch:move": f("point: Point, duration?: number", "Touch"), "Touch:lift": f("", "Touch"),
        "Touch.location": v("Point"), "Touch.isDown": v("boolean"), "Touch.recognizer": v("PanGestureRecognizer"),
    ]
}
