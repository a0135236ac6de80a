-- pageboy_delete.lua — Pageboy's page update on the current page ported to Transit: deleting
-- (or replacing) the page on screen swaps in the new page inside
-- UIView.transition(with:duration:options:animations:completion:) with .transitionCrossDissolve
-- over 0.25 s, through Pageboy's own UIView.crossDissolve extension. A module;
-- scripts/spec/outside/pageboy_delete_spec.lua deletes the current page of three and pins
-- the dissolve.
--
-- Source: https://github.com/uias/Pageboy at d522ccd (2025-12-27; these files last changed
-- in 0989a59, 2022-08-20): Sources/Pageboy/Utilities/Extensions/UIView+Animation.swift (all
-- of it), PageboyViewController+Updating.swift (performUpdates), PageboyViewController.swift
-- (deletePage) and PageboyViewController+Management.swift (updateViewControllers), © 2022 UI
-- At Six, MIT licence. Written from reading the Swift, one Lua line for each Swift line where
-- the contract allows; where it does not, the comment says so.
--
-- Not ported: Pageboy is built on UIPageViewController, which Transit does not have. The
-- page view controller here is a stand-in that does what setViewControllers(_:direction:
-- animated: false, completion:) shows — the one page's view in its view, the old one out —
-- and calls the completion at once; the paths that scroll to another page (performUpdates'
-- "update is happening on some other page" branch, scrollToPage) are left out, and so are
-- custom transitions (`transition`, nil by default), insertPage and the scroll view's
-- cancelTouches.
local M = {}

-- extension UIView { func crossDissolve(duration:during:completion:) }: Transit's views take
-- no new methods (their class is the engine's), so the extension is a function of the view.
function M.crossDissolve(view, duration, animations, completion)
  duration = duration or 0.25                                    -- Swift's default argument
  View.transition(view,
                  duration,
                  "transitionCrossDissolve",
                  animations,
                  completion)
end

-- The stand-in for UIPageViewController (see above): a table with a view, not a controller —
-- a Transit controller's `viewControllers` and `setViewControllers` are a container's (tab
-- bar, navigation) and cannot be redefined —, so Pageboy's addChild of it is not ported either.
local function PageViewController()
  local controller = {view = View{name = "pageViewController"}}
  controller.pages = {}                                          -- UIPageViewController's viewControllers

  function controller:setViewControllers(viewControllers, direction, animated, completion)
    for _, old in ipairs(self.pages) do old.view:removeFromSuperview() end
    self.pages = viewControllers
    for _, new in ipairs(viewControllers) do
      new.view.frame = self.view.bounds
      self.view:addSubview(new.view)
    end
    if completion then completion(true) end
  end

  return controller
end

-- PageboyViewController. Its dataSource (PageboyViewControllerDataSource) is a table with
-- numberOfViewControllers(pageboy) and viewControllerFor(pageboy, index) — Swift's
-- numberOfViewControllers(in:) and viewController(for:at:) — as Transit's delegates are.
function M.PageboyViewController(dataSource)
  local controller = ViewController{name = "pageboy"}
  controller.dataSource = dataSource
  controller.currentIndex = nil
  controller.isUpdatingViewControllers = false

  controller.viewDidLoad = function(self)
    self.pageViewController = PageViewController()
    self.pageViewController.view.frame = self.view.bounds
    self.view:addSubview(self.pageViewController.view)
    -- reloadData(): the count, and the first page (defaultPage) shown without animation
    self.viewControllerCount = self.dataSource:numberOfViewControllers(self)
    self:updateViewControllers({self.dataSource:viewControllerFor(self, 0)}, false, false, false, nil)
    self.currentIndex = 0                                       -- Pageboy's indices start at 0
  end

  -- verifyNewPageCount(then:)
  function controller:verifyNewPageCount(update)
    local oldPageCount = self.viewControllerCount
    local newPageCount = self.dataSource and self.dataSource:numberOfViewControllers(self)
    if not oldPageCount or not newPageCount then
      return
    end
    update(oldPageCount, newPageCount)
  end

  -- deletePage(at:then:completion:); `then` is Pageboy's .doNothing here (the scrolling
  -- behaviours are not ported)
  function controller:deletePage(index, completion)
    self:verifyNewPageCount(function(oldPageCount, newPageCount)
      assert(index < oldPageCount,
             ("Attempting to delete page at %d but there were only %d pages before the update"):format(index, oldPageCount))
      assert(newPageCount < oldPageCount,
             ("Attempt to delete page at %d but there are %d pages after the update"):format(index, newPageCount))

      local sanitizedIndex = math.min(index, newPageCount - 1)

      local newViewController, newIndex
      if sanitizedIndex >= 0 then
        newViewController = self.dataSource:viewControllerFor(self, sanitizedIndex)
        newIndex = sanitizedIndex
      else
        newViewController = nil
        newIndex = nil
      end

      self.viewControllerCount = newPageCount
      -- not ported: viewControllerIndexMap.removeAll(), pageViewController?.scrollView?.cancelTouches()

      self.view.isUserInteractionEnabled = false
      self:performUpdates(newIndex, newViewController, "delete",
                          function(currentIndex, newIdx)
                            if currentIndex > newIdx then
                              self.currentIndex = currentIndex - 1
                            end
                          end,
                          function(_)
                            self.view.isUserInteractionEnabled = true
                            if completion then completion() end
                          end)
    end)
  end

  -- performUpdates(for:viewController:update:indexOperation:completion:)
  function controller:performUpdates(newIndex, viewController, operation, indexOperation, completion)
    if newIndex == nil or viewController == nil then             -- no view controller - reset
      self:updateViewControllers({ViewController{}}, false, false, false, completion)
      self.currentIndex = nil
      return
    end

    local currentIndex = self.currentIndex
    if currentIndex == nil then   -- if no `currentIndex` - currently have no pages - set VC and index.
      self:updateViewControllers({viewController}, false, false, false, completion)
      self.currentIndex = newIndex
      return
    end

    -- If we are inserting a page that is lower/equal to the current index
    -- we have to move the current page up therefore we can't just cross-dissolve.
    local isInsertionThatRequiresMoving = operation == "insert" and newIndex <= currentIndex

    if not isInsertionThatRequiresMoving and newIndex == currentIndex then -- currently on the page for the update.
      M.crossDissolve(self.pageViewController.view, nil, function()
        self:updateViewControllers({viewController}, false, true, false, completion)
      end)
    else -- update is happening on some other page.
      indexOperation(currentIndex, newIndex)
      -- not ported: the rest of this branch reloads or scrolls the UIPageViewController
      if completion then completion(true) end
    end
  end

  -- updateViewControllers(to:from:to:direction:animated:async:force:completion:), without a
  -- custom transition (Pageboy's default). DispatchQueue.executeInMainThread runs its block at
  -- once on the main thread, where Transit's scripts run.
  function controller:updateViewControllers(viewControllers, animated, async, force, completion)
    local pageViewController = self.pageViewController
    if not pageViewController then
      return
    end
    if self.isUpdatingViewControllers and not force then
      return
    end

    self.isUpdatingViewControllers = true

    local updateBlock = function()
      pageViewController:setViewControllers(viewControllers, "forward", animated, function(finished)
        self.isUpdatingViewControllers = false
        if completion then completion(finished) end
      end)
    end

    -- Attempt to fix issue where fast scrolling causes crash.
    -- See https://github.com/uias/Pageboy/issues/140
    if async then
      task(function()                                            -- DispatchQueue.main.async
        wait()                                                   -- one run-loop turn
        updateBlock()
      end)
    else
      updateBlock()
    end
  end

  return controller
end

return M
