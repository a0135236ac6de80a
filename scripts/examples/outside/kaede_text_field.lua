-- kaede_text_field.lua — TextFieldEffects' Kaede text field ported to Transit: when editing
-- begins, a coloured foreground slides from the field's left edge to 60 % of its width on
-- `usingSpringWithDamping: 0.8, initialSpringVelocity: 1.5` over 0.45 s while the placeholder
-- springs to 65 % (0.8, velocity 2, 0.35 s); when editing ends with no text, both spring back
-- over 0.3 s — the placeholder at 0.8, the foreground critically damped (1.0) with velocity
-- 2 — every block with `.beginFromCurrentState`. A module;
-- scripts/spec/outside/kaede_text_field_spec.lua focuses and leaves a field and pins the
-- two frames.
--
-- Source: https://github.com/raulriera/TextFieldEffects at 576f3b7 (2023-01-21),
-- TextFieldEffects/TextFieldEffects/KaedeTextField.swift and TextFieldEffects.swift (its
-- base class), © 2015 Raul Riera, MIT licence. One Lua line for each Swift line where the
-- contract allows; where it does not, the comment says so. Not ported: `UITextField` (none in
-- Transit: a `View` holds the `text` field and the methods; `isFirstResponder` is a field the
-- editing methods set); the notifications that call `textFieldDidBeginEditing` and
-- `textFieldDidEndEditing` (`NotificationCenter`: the spec calls them, as UIKit's editing
-- would); `draw(_:)`, which UIKit calls at the first display (the spec calls it);
-- `@IBInspectable`, `@IBDesignable`, `prepareForInterfaceBuilder`; the placeholder's font
-- and colour (a `Label` of Transit has no font; the colour sets nothing seen here) and
-- `editingRect`/`textRect` (where typed text goes: no typing); the `bounds` observer
-- (`didSet`: the spec draws once); the right-to-left direction (`semanticContentAttribute`:
-- Transit lays out left to right, so `directionOverride` is 1).
local M = {}

function M.KaedeTextField(frame)
  local field = View{name = "KaedeTextField", frame = frame}

  -- TextFieldEffects (the base class)
  field.placeholderLabel = Label{name = "placeholderLabel"}
  field.text = ""
  field.isFirstResponder = false

  -- KaedeTextField
  field.placeholderFontScale = 0.8
  field.placeholderSplit = 0.6
  field.foregroundView = View{name = "foregroundView"}
  field.placeholderInsets = Point(10, 5)
  field.textFieldInsets = Point(10, 0)

  function field:setPlaceholder(placeholder)                 -- `placeholder`'s didSet
    self.placeholder = placeholder
    self:updatePlaceholder()
  end

  function field:setForegroundColor(foregroundColor)         -- `foregroundColor`'s didSet
    self.foregroundColor = foregroundColor
    self:updateForegroundColor()
  end

  -- MARK: - TextFieldEffects

  function field:drawViewsForRect(rect)
    local frameRect = Rect(0, 0, rect.width, rect.height)

    self.foregroundView.frame = frameRect
    self.foregroundView.isUserInteractionEnabled = false
    self.placeholderLabel.frame = frameRect:insetBy(self.placeholderInsets.x, self.placeholderInsets.y)
    -- placeholderLabel.font = placeholderFontFromFont(font!): no fonts (see the header)

    self:updateForegroundColor()
    self:updatePlaceholder()

    if self.text ~= "" or self.isFirstResponder then
      self:animateViewsForTextEntry()
    end

    self:addSubview(self.foregroundView)
    self:addSubview(self.placeholderLabel)
  end

  function field:animateViewsForTextEntry()
    local directionOverride = 1.0                            -- left to right (see the header)

    View.animate{duration = 0.35, delay = 0.0, dampingRatio = 0.8, initialVelocity = 2.0, options = "beginFromCurrentState",
                 animations = function()
      -- `placeholderLabel.frame.origin = …`: a frame read is a copy, so a whole frame is set
      local f = self.placeholderLabel.frame
      self.placeholderLabel.frame = Rect(self.frame.width * (self.placeholderSplit + 0.05) * directionOverride,
                                         self.placeholderInsets.y, f.width, f.height)
    end}

    View.animate{duration = 0.45, delay = 0.0, dampingRatio = 0.8, initialVelocity = 1.5, options = "beginFromCurrentState",
                 animations = function()
      local f = self.foregroundView.frame
      self.foregroundView.frame = Rect(self.frame.width * self.placeholderSplit * directionOverride, 0, f.width, f.height)
    end, completion = function(_)
      if self.animationCompletionHandler then self.animationCompletionHandler("textEntry") end
    end}
  end

  function field:animateViewsForTextDisplay()
    if self.text == "" then
      View.animate{duration = 0.3, delay = 0.0, dampingRatio = 0.8, initialVelocity = 2.0, options = "beginFromCurrentState",
                   animations = function()
        local f = self.placeholderLabel.frame
        self.placeholderLabel.frame = Rect(self.placeholderInsets.x, self.placeholderInsets.y, f.width, f.height)
      end}

      View.animate{duration = 0.3, delay = 0.0, dampingRatio = 1.0, initialVelocity = 2.0, options = "beginFromCurrentState",
                   animations = function()
        local f = self.foregroundView.frame
        self.foregroundView.frame = Rect(0, 0, f.width, f.height)
      end, completion = function(_)
        if self.animationCompletionHandler then self.animationCompletionHandler("textDisplay") end
      end}
    end
  end

  -- MARK: - Private

  function field:updateForegroundColor()
    self.foregroundView.backgroundColor = self.foregroundColor or Color.clear   -- nil: clear
  end

  function field:updatePlaceholder()
    self.placeholderLabel.text = self.placeholder or ""
    -- placeholderLabel.textColor = placeholderColor: no text colour (see the header)
  end

  -- TextFieldEffects: the overrides and the editing observers

  function field:draw(rect)
    -- FIXME (the source's): short-circuit if the view is currently selected
    if self.isFirstResponder then return end
    self:drawViewsForRect(rect)
  end

  function field:setText(text)                               -- `text`'s didSet
    self.text = text
    if text ~= "" or self.isFirstResponder then
      self:animateViewsForTextEntry()
    else
      self:animateViewsForTextDisplay()
    end
  end

  function field:textFieldDidBeginEditing()
    self.isFirstResponder = true                             -- becomeFirstResponder, before it
    self:animateViewsForTextEntry()
  end

  function field:textFieldDidEndEditing()
    self.isFirstResponder = false
    self:animateViewsForTextDisplay()
  end

  return field
end

return M
