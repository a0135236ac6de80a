describe("syntax", function()
  it("never loads", function()
    local x = = 1
  end)
end)
