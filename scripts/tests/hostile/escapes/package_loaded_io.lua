-- attack: package.loaded.io must be nil in the sandbox
-- expect: ok "^held"
print(package.loaded.io == nil and "held" or "ESCAPED")
