-- A script's PresentationController{…} outlives a collection between its vending and the
-- presentation's start: the presented controller holds it, as UIKit's does. Before, nothing
-- held its box from presentationControllerForPresented's return until
-- presentationTransitionWillBegin anchored it, so a collection in between (here in the
-- presented controller's viewWillAppear) took the script's overrides and fields, and the
-- presentation ran UIKit's base behaviour: the override never ran, the frame was the whole
-- container.
describe("a vended PresentationController and the collector", function()
  it("keeps its overrides through a collection before the presentation begins", function()
    local began, frames = 0, 0
    local detail = ViewController{name = "detail", modalPresentationStyle = "custom",
      viewWillAppear = function() collectgarbage() end}
    local delegate = {}
    function delegate:presentationControllerForPresented(presented, presenting)
      return PresentationController{presentedViewController = presented, presentingViewController = presenting,
        presentationTransitionWillBegin = function() began = began + 1 end,
        frameOfPresentedViewInContainerView = function(pc)
          frames = frames + 1
          local b = pc.containerView.bounds
          return Rect(b.width / 2, 0, b.width / 2, b.height)
        end}
    end
    detail.transitioningDelegate = delegate
    local root = ViewController{name = "root"}
    window.rootViewController = root
    root:present(detail, false)
    clock.advance(1)
    assert.are.equal(1, began)
    assert.is_true(frames >= 1)
    local W, H = screen.bounds.width, screen.bounds.height
    assert.are.same(Rect(W / 2, 0, W / 2, H), detail.view.frame)
  end)
end)
