/// The per-view slots of ``AnimationStore``: a view holds one while it has live tracks, with
/// copies of its model's two parts for the frame pass.
extension AnimationStore {
    /// Keeps the copy of an animated view's model in step (called by `View.model`'s didSet).
    mutating func updateModel(slot: Int32, _ model: ViewModel) {
        let i = Int(slot)
        if let d = AnimationStore.transformProperty, d.affineTransform(in: models[i]) != d.affineTransform(in: model.core) {
            modelTransforms[i] = Delta6(d.read(model))
        }
        models[i] = model.core
        layerModels[i] = model.layer
    }

    /// The view's slot, given on its first track.
    mutating func viewSlot(for view: View) -> Int32 {
        if view.animationSlot >= 0 { return view.animationSlot }
        counts.views += 1
        let slot: Int32
        if let s = freeViews.popLast() {
            views[Int(s)] = view
            isRendered[Int(s)] = false
            slotIsLive[Int(s)] = true
            slot = s
        } else {
            views.append(view)
            models.append(view.model.core)
            layerModels.append(view.model.layer)
            renderedLayers.append(LayerModel())
            hasLayerTracks.append(false)
            modelTransforms.append(Delta6())
            transformSums.append(Delta6())
            transformStamps.append(0)
            slotIsLive.append(true)
            rendered.append(ModelCore())
            isRendered.append(false)
            slot = Int32(views.count - 1)
        }
        models[Int(slot)] = view.model.core
        layerModels[Int(slot)] = view.model.layer
        modelTransforms[Int(slot)] = AnimationStore.transformProperty.map { Delta6($0.read(view.model)) } ?? Delta6()
        view.animationSlot = slot
        return slot
    }

    mutating func releaseViewSlot(of view: View) {
        let slot = view.animationSlot
        guard slot >= 0 else { return }
        views[Int(slot)] = nil
        slotIsLive[Int(slot)] = false
        if hasLayerTracks[Int(slot)] {
            hasLayerTracks[Int(slot)] = false
            layerSlotCount -= 1
        }
        freeViews.appendFree(slot, upTo: views.count)
        view.animationSlot = -1
        counts.views -= 1
    }

    /// Puts the slot in the layer table: from now until it is freed, the frame pass copies
    /// its model layer values to `renderedLayers` and the layer tracks write there.
    mutating func markLayerTracks(_ slot: Int32) {
        if hasLayerTracks[Int(slot)] { return }
        hasLayerTracks[Int(slot)] = true
        layerSlotCount += 1
    }

    /// The presentation the last frame pass rendered for `slot`: its core, and its layer's
    /// values — the model's when it has had no layer track (nothing moves them).
    func renderedPresentation(slot: Int) -> Presentation {
        var values = ViewModel()
        values.core = rendered[slot]
        values.layer = hasLayerTracks[slot] ? renderedLayers[slot] : layerModels[slot]
        return Presentation(values: values)
    }

    /// The address of `d`'s field in the frame pass's output for `slot`: in `rendered` or,
    /// for a layer property, in `renderedLayers`.
    mutating func withRenderedField(_ d: PropertyDescriptor, slot: Int32, _ body: (UnsafeMutableRawPointer) -> Void) {
        if d.inLayer {
            renderedLayers.withUnsafeMutableBytes { body($0.baseAddress! + (Int(slot) &* MemoryLayout<LayerModel>.stride &+ d.partOffset)) }
        } else {
            rendered.withUnsafeMutableBytes { body($0.baseAddress! + (Int(slot) &* MemoryLayout<ModelCore>.stride &+ d.partOffset)) }
        }
    }
}
