-- pop_in_and_out.lua — PopInAndOutCollectionViewTransition ported to Transit: a navigation
-- push from a collection view's cell in which snapshots of the tapped cell and of the
-- destination grow together from the cell's frame to the whole screen on a spring (damping
-- 0.7, 0.4 s), the cell's fading out while the destination's shows through (it appears after
-- 0.08 s); the pop shrinks a snapshot of the detail back into the cell while the cell's fades
-- in. The demo app's grid of twelve pictures, three to a row, pushes the picture's detail
-- through a storyboard segue. A module; scripts/spec/outside/pop_in_and_out_spec.lua runs it
-- and pins its frames and alphas.
--
-- Source: https://github.com/freedom27/PopInAndOutCollectionViewTransition,
-- PopInAndOutCollectionViewTransition/PopInAndOutAnimator.swift, CollectionPushAndPoppable.swift,
-- UIView+Screenshot.swift and DemoApp/DemoApp/CollectionViewController.swift,
-- ViewController.swift, Pictures.plist and Main.storyboard (its flow layout: spacings of 1,
-- no section inset) at 59070c1 (2016-09-22), © 2015 Stefano Vettor (the repository states no
-- licence; the port is written from reading it, not copied). One Lua line for each Swift line
-- where the contract allows; where it does not, the comment says so.
local M = {}

-- PopInAndOutAnimator.swift
local PopInAndOutAnimator = {}
PopInAndOutAnimator.__index = PopInAndOutAnimator
M.PopInAndOutAnimator = PopInAndOutAnimator

-- Swift's two initializers, init(operation:) and init(operation:andDuration:): one function
-- with an optional second argument
function PopInAndOutAnimator.new(operation, duration)
  return setmetatable({_operationType = operation, _transitionDuration = duration or 0.4}, PopInAndOutAnimator)
end

-- UIView+Screenshot.swift's `screenshot` renders the layer into a UIImage shown by a new
-- UIImageView; Transit has no images of views: `snapshotView()` (a copy of what the view shows
-- now, as snapshotView(afterScreenUpdates: false)) stands in for UIImageView(image: v.screenshot).
local function screenshotView(view)
  return view:snapshotView()
end

--MARK: Push and Pop animations performers
function PopInAndOutAnimator:performPushTransition(transitionContext)

  local toView = transitionContext:view("to")
  if not toView then
    -- Something really bad happend and it is not possible to perform the transition
    print("ERROR: Transition impossible to perform since either the destination view or the conteiner view are missing!")
    return
  end

  local container = transitionContext.containerView

  -- `as? CollectionPushAndPoppable`: a controller with the protocol's fields
  local fromViewController = transitionContext:viewController("from")
  local fromView = fromViewController.collectionView
  local currentCell = fromViewController.sourceCell
  if not (fromView and currentCell) then
    -- There are not enough info to perform the animation but it is still possible
    -- to perform the transition presenting the destination view
    container:addSubview(toView)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    return
  end

  -- Add to container the destination view
  container:addSubview(toView)

  -- Prepare the screenshot of the destination view for animation
  local screenshotToView = screenshotView(toView)
  -- set the frame of the screenshot equals to the cell's one
  screenshotToView.frame = currentCell.frame
  -- Now I get the coordinates of screenshotToView inside the container
  local containerCoord = fromView:convert(screenshotToView.frame.origin, {to = container})
  -- set a new origin for the screenshotToView to overlap it to the cell (Swift writes
  -- `frame.origin` through the property; Lua's frame is a copy, assigned back)
  local frame = screenshotToView.frame; frame.x, frame.y = containerCoord.x, containerCoord.y
  screenshotToView.frame = frame

  -- Prepare the screenshot of the source view for animation
  local screenshotFromView = screenshotView(currentCell)
  screenshotFromView.frame = screenshotToView.frame

  -- Add screenshots to transition container to set-up the animation
  container:addSubview(screenshotToView)
  container:addSubview(screenshotFromView)

  -- Set views initial states
  toView.isHidden = true
  screenshotToView.isHidden = true

  -- Delay to guarantee smooth effects: DispatchQueue.main.asyncAfter(deadline: .now() + 0.08)
  -- is a task waiting 0.08 s on the clock
  task(function()
    wait(0.08)
    screenshotToView.isHidden = false
  end)

  View.animate{duration = self._transitionDuration, delay = 0, usingSpringWithDamping = 0.7, initialSpringVelocity = 0,
               options = {}, animations = function()

    screenshotFromView.alpha = 0.0
    screenshotToView.frame = screen.bounds             -- UIScreen.main.bounds
    local full = screenshotToView.frame; full.x, full.y = 0.0, 0.0
    screenshotToView.frame = full
    screenshotFromView.frame = screenshotToView.frame

  end, completion = function(_)

    screenshotToView:removeFromSuperview()
    screenshotFromView:removeFromSuperview()
    toView.isHidden = false
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)

  end}
end

function PopInAndOutAnimator:performPopTransition(transitionContext)

  local toView = transitionContext:view("to")
  if not toView then
    -- Something really bad happend and it is not possible to perform the transition
    print("ERROR: Transition impossible to perform since either the destination view or the conteiner view are missing!")
    return
  end

  local container = transitionContext.containerView

  local toViewController = transitionContext:viewController("to")
  local toCollectionView = toViewController.collectionView
  local fromViewController = transitionContext:viewController("from")
  local fromView = fromViewController and fromViewController.view
  local currentCell = toViewController.sourceCell
  if not (toCollectionView and fromViewController and fromView and currentCell) then
    -- There are not enough info to perform the animation but it is still possible
    -- to perform the transition presenting the destination view
    container:addSubview(toView)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    return
  end

  -- Add destination view to the container view
  container:addSubview(toView)

  -- Prepare the screenshot of the source view for animation
  local screenshotFromView = screenshotView(fromView)
  screenshotFromView.frame = fromView.frame

  -- Prepare the screenshot of the destination view for animation
  local screenshotToView = screenshotView(currentCell)
  screenshotToView.frame = screenshotFromView.frame

  -- Add screenshots to transition container to set-up the animation
  container:addSubview(screenshotToView)
  container:insertSubview(screenshotFromView, {below = screenshotToView})

  -- Set views initial states
  screenshotToView.alpha = 0.0
  fromView.isHidden = true
  currentCell.isHidden = true

  local containerCoord = toCollectionView:convert(currentCell.frame.origin, {to = container})

  View.animate{duration = self._transitionDuration, delay = 0, usingSpringWithDamping = 0.7, initialSpringVelocity = 0,
               options = {}, animations = function()

    screenshotToView.alpha = 1.0
    screenshotFromView.frame = currentCell.frame
    local frame = screenshotFromView.frame; frame.x, frame.y = containerCoord.x, containerCoord.y
    screenshotFromView.frame = frame
    screenshotToView.frame = screenshotFromView.frame

  end, completion = function(_)

    currentCell.isHidden = false
    screenshotFromView:removeFromSuperview()
    screenshotToView:removeFromSuperview()
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)

  end}
end

--MARK: UIViewControllerAnimatedTransitioning
function PopInAndOutAnimator:transitionDuration(transitionContext)
  return self._transitionDuration
end

function PopInAndOutAnimator:animateTransition(transitionContext)
  if self._operationType == "push" then
    self:performPushTransition(transitionContext)
  elseif self._operationType == "pop" then
    self:performPopTransition(transitionContext)
  end
end

-- DemoApp: Pictures.plist, in its order
M.pictures = {"sombrero", "westerlund", "pillars_of_creation", "ngc6302", "ngc3603", "ngc1275",
              "n90", "M1", "horse_head_nebula", "deep", "aro273", "antennae_galaxies"}

-- DemoApp's ViewController: the picture's detail, its image view filling the view (the
-- storyboard pins it to the edges)
local function ViewController_()
  return ViewController{
    name = "picture",
    viewDidLoad = function(self)
      self.pictureView = ImageView{name = "pictureView", frame = self.view.bounds}
      self.view:addSubview(self.pictureView)
      self.pictureView.image = self.picture
    end,
  }
end

-- DemoApp's CollectionViewController. A UICollectionViewController's view is its collection
-- view: loadView makes it one, with the storyboard's flow layout.
function M.CollectionViewController()
  local controller = ViewController{
    name = "collection",
    loadView = function(self)
      -- UIKit's loadView sizes the view it makes to the screen ("the view's frame … the
      -- screen's bounds"), before the navigation controller lays it out
      self.view = CollectionView{name = "collectionView", frame = screen.bounds,
                                 minimumLineSpacing = 1, minimumInteritemSpacing = 1,
                                 sectionInset = EdgeInsets(0, 0, 0, 0)}
      self.collectionView = self.view
    end,

    viewDidLoad = function(self)
      -- Bundle.main.path(forResource: "Pictures", ofType: "plist"): the list above
      self.pictures = M.pictures

      -- UICollectionViewDelegateFlowLayout's sizeForItemAt, the same for every item: Transit's
      -- collection view takes one itemSize
      local screenRect = screen.bounds
      local screenWidth = screenRect.width
      local cellW = (screenWidth - 2) / 3
      local cellH = cellW
      self.collectionView.itemSize = Size(cellW, cellH)

      local controllerSelf = self
      self.collectionView.dataSource = {
        numberOfItems = function(_, _) return controllerSelf.pictures and #controllerSelf.pictures or 0 end,
        cellForItemAt = function(_, _, index)
          -- dequeueReusableCell(withReuseIdentifier: "photoCell", for:) as! PictureCell: a new
          -- cell with its outlet (PictureCell's `picture`, an image view filling it)
          local cell = CollectionViewCell{name = "photoCell" .. index}
          cell.picture = ImageView{frame = Rect(0, 0, cellW, cellH)}
          cell:addSubview(cell.picture)
          local picName = controllerSelf.pictures[index] .. ".jpg"
          cell.picture.image = picName
          -- the storyboard's "ShowPicture" segue starts from the cell
          cell:addGestureRecognizer(TapGestureRecognizer(function()
            controllerSelf:performSegue("ShowPicture", cell)
          end))
          return cell
        end,
      }
      self.collectionView:reloadData()

      -- It is important to define a navigationController delegate! In this case
      -- I used the ViewController as delegate... but it is not mandatory
      self.navigationController.delegate = self
    end,

    prepareForSegue = function(self, segue, sender)
      local vc = segue.destination
      local cell = sender
      -- This next line is very importat for the proper functioning of the animation:
      -- the sourceCell property tells the animator which is the cell involved in the transition
      self.sourceCell = cell
      vc.picture = cell.picture.image
    end,
  }

  --MARK: UINavigationControllerDelegate (its navigationController argument comes last: unused)
  function controller:animationControllerFor(operation, fromVC, toVC)
    -- In this method belonging to the protocol UINavigationControllerDelegate you must
    -- return an animator conforming to the protocol UIViewControllerAnimatedTransitioning.
    -- To perform the Pop in and Out animation PopInAndOutAnimator should be returned
    return PopInAndOutAnimator.new(operation)
  end

  return controller
end

-- Main.storyboard: the two scenes and the "show" segue between them. Transit's storyboard
-- segues present modally unless given a class; a show segue in a navigation stack pushes, so
-- the class does that.
function M.storyboard()
  storyboard.scene("collection", M.CollectionViewController)
  storyboard.scene("picture", ViewController_)
  storyboard.segue{from = "collection", to = "picture", identifier = "ShowPicture", class = {
    perform = function(self) self.source.navigationController:pushViewController(self.destination, true) end,
  }}
end

return M
