import TransitCore
import TransitLua

/// Seed 001's zoom (`transitions/zoom.lua`) in the article's scene: a grid of 18 cells whose
/// photos are inset by 5, item 8 selected; the detail's photo fills the width 120 points
/// down. Set-up presents the detail once and dismisses it (so both sides hold the detail
/// controller and start each cycle from the grid); a cycle presents it and dismisses it again.
enum ZoomTwin {
    static let selected = 8                         // as Lua counts items: the ninth cell is 9
    static let item = Size(120, 120), spacing = 6.0, inset = 5.0

    static let twin = Twin(name: "zoom", lua: lua, swift: swift)

    static func lua() throws -> TwinScene {
        let stage = try TwinScene.stage("""
            local CustomTransition = require "transitions.zoom"
            local W = screen.bounds.width
            local item, spacing, inset = Size(120, 120), 6, 5
            local first = ViewController{
              name = "first",
              customTransition = CustomTransition.new(),
              viewDidLoad = function(self)
                self.view.name = "gridView"
                local grid = CollectionView{name = "grid", frame = Rect(0, 100, W, 752), itemSize = item, spacing = spacing}
                grid.dataSource = {
                  numberOfItems = function() return 18 end,
                  cellForItemAt = function(_, _, index)
                    local cell = CollectionViewCell{name = "cell" .. index}
                    cell.photoView = ImageView{name = "photo" .. index, image = "photo" .. index,
                                               frame = Rect(inset, inset, item.width - 2 * inset, item.height - 2 * inset)}
                    cell:addSubview(cell.photoView)
                    return cell
                  end,
                }
                self.view:addSubview(grid)
                grid:reloadData()
                self.collectionView = grid
              end,
            }
            window.rootViewController = first
            first.collectionView:selectItem(\(selected))
            local second = ViewController{
              name = "second",
              indexPath = \(selected),
              viewDidLoad = function(self)
                self.view.name = "detail"
                self.photoView = ImageView{name = "detailPhoto", image = "photo\(selected)", frame = Rect(0, 120, W, W)}
                self.view:addSubview(self.photoView)
              end,
            }
            second.transitioningDelegate = first.customTransition
            detail = second     -- dismissed, the engine no longer holds it: this keeps its Lua fields
            first:present(second, true)
            """, chunkName: "=zoom")
        return try scene(stage.engine, stage: stage)
    }

    static func swift() throws -> TwinScene {
        let engine = Engine()
        let first = GridController(engine: engine)
        first.name = "first"
        try engine.window.setRootViewController(first)
        try first.collectionView.selectItem(at: selected - 1)
        let second = DetailController(engine: engine)
        second.name = "second"
        second.indexPath = selected - 1
        second.transitioningDelegate = first.customTransition
        try first.present(second, animated: true)
        return try scene(engine, stage: nil)
    }

    /// Finishes the set-up's present, takes the detail, dismisses it: the grid again.
    private static func scene(_ engine: Engine, stage: Stage?) throws -> TwinScene {
        guard let first = engine.window.rootViewController else { throw TwinError("zoom: no root controller") }
        var scene = TwinScene(engine: engine, stage: stage, present: {}, dismiss: {})
        try scene.runUntilIdle()
        guard let second = first.presentedViewController else { throw TwinError("zoom: the detail is not presented") }
        try second.dismiss(animated: true)
        try scene.runUntilIdle()
        scene = TwinScene(engine: engine, stage: stage,
                          present: { try first.present(second, animated: true) },
                          dismiss: { try second.dismiss(animated: true) })
        return scene
    }

    // MARK: The Swift side

    final class PhotoCell: CollectionViewCell {
        let photoView: ImageView
        required init(engine: Engine) {
            photoView = ImageView(engine: engine)
            super.init(engine: engine)
        }
    }

    final class Grid: CollectionViewDataSource {
        func numberOfItems(in collectionView: CollectionView) throws -> Int { 18 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) throws -> CollectionViewCell {
            let cell = PhotoCell(engine: collectionView.engine)
            cell.name = "cell\(index + 1)"
            cell.photoView.name = "photo\(index + 1)"
            cell.photoView.imageName = "photo\(index + 1)"
            try cell.photoView.setFrame(Rect(inset, inset, item.width - 2 * inset, item.height - 2 * inset))
            try cell.addSubview(cell.photoView)
            return cell
        }
    }

    final class GridController: ViewController {
        let customTransition = CustomTransition()
        let source = Grid()                          // the grid holds its data source weakly
        private(set) var collectionView: CollectionView!

        override func viewDidLoad() throws {
            try view.name = "gridView"
            let grid = CollectionView(engine: engine)
            grid.name = "grid"
            try grid.setFrame(Rect(0, 100, engine.screen.bounds.width, 752))
            try grid.setItemSize(item)
            try grid.setSpacing(spacing)
            grid.dataSource = source
            try view.addSubview(grid)
            try grid.reloadData()
            collectionView = grid
        }
    }

    final class DetailController: ViewController {
        var indexPath = 0
        private(set) var photoView: ImageView!

        override func viewDidLoad() throws {
            try view.name = "detail"
            let photo = ImageView(engine: engine)
            photo.name = "detailPhoto"
            photo.imageName = "photo\(selected)"
            let W = engine.screen.bounds.width
            try photo.setFrame(Rect(0, 120, W, W))
            try view.addSubview(photo)
            photoView = photo
        }
    }

    /// zoom.lua's CustomTransition, line by line: the transitioning delegate and the animator.
    final class CustomTransition: TransitioningDelegate, AnimatedTransitioning {
        var isPresent = false

        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) throws -> (any AnimatedTransitioning)? {
            isPresent = true
            return self
        }

        func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? {
            isPresent = false
            return self
        }

        func transitionDuration(using context: TransitionContext) throws -> Double { 0.7 }

        func animateTransition(using context: TransitionContext) throws {
            if isPresent { try presentTransition(context) } else { try dismissalTransition(context) }
        }

        private func controllers(_ context: TransitionContext) throws -> (GridController, DetailController) {
            let ends = [context.viewController(forKey: .from), context.viewController(forKey: .to)]
            guard let grid = ends.lazy.compactMap({ $0 as? GridController }).first,
                  let detail = ends.lazy.compactMap({ $0 as? DetailController }).first else {
                throw TwinError("zoom: the transition is not between the grid and the detail")
            }
            return (grid, detail)
        }

        func presentTransition(_ context: TransitionContext) throws {
            let (firstViewController, secondViewController) = try controllers(context)
            let containerView = context.containerView
            let collectionView = firstViewController.collectionView!
            guard let cell = collectionView.indexPathsForSelectedItems.first.flatMap(collectionView.cellForItem(at:)) as? PhotoCell else {
                throw TwinError("zoom: no selected cell")
            }
            let animationView = ImageView(engine: containerView.engine)
            animationView.imageName = cell.photoView.imageName
            animationView.name = "animationView"
            try animationView.setFrame(containerView.convert(cell.photoView.frame, from: cell.photoView.superview))
            cell.photoView.isHidden = true

            let secondView = try secondViewController.view
            try secondView.setFrame(context.finalFrame(for: secondViewController))
            try secondView.setAlpha(0)
            secondViewController.photoView.isHidden = true

            try containerView.addSubview(secondView)
            try containerView.addSubview(animationView)

            try containerView.engine.animate(duration: try transitionDuration(using: context), animations: {
                try secondView.setAlpha(1.0)
                try animationView.setFrame(containerView.convert(secondViewController.photoView.frame, from: secondView))
            }, completion: { [unowned context] _ in
                secondViewController.photoView.isHidden = false
                cell.photoView.isHidden = false
                animationView.removeFromSuperview()
                try context.completeTransition(true)
            })
        }

        func dismissalTransition(_ context: TransitionContext) throws {
            let (firstViewController, secondViewController) = try controllers(context)
            let containerView = context.containerView

            let animationView = secondViewController.photoView.snapshotView()
            try animationView.setFrame(containerView.convert(secondViewController.photoView.frame,
                                                             from: secondViewController.photoView.superview))
            secondViewController.photoView.isHidden = true

            guard let cell = firstViewController.collectionView.cellForItem(at: secondViewController.indexPath) as? PhotoCell else {
                throw TwinError("zoom: no cell for the detail's item")
            }
            cell.photoView.isHidden = true

            let firstView = try firstViewController.view, secondView = try secondViewController.view
            try firstView.setFrame(context.finalFrame(for: firstViewController))
            try containerView.insertSubview(firstView, belowSubview: secondView)
            try containerView.addSubview(animationView)

            try containerView.engine.animate(duration: try transitionDuration(using: context), animations: {
                try secondView.setAlpha(0)
                try animationView.setFrame(containerView.convert(cell.photoView.frame, from: cell.photoView.superview))
            }, completion: { [unowned context] _ in
                animationView.removeFromSuperview()
                secondViewController.photoView.isHidden = false
                cell.photoView.isHidden = false
                if context.transitionWasCancelled { try secondView.setAlpha(1) }
                try context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
