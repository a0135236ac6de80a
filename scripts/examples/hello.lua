-- hello.lua — the smallest Transit script: it runs in the sandbox and prints.
-- `transit run hello` finds it on the script search path.
local greeting = ("Hello from Transit on %s"):format(_VERSION)
print(greeting)
print(("sandboxed: io.open is %s, os.clock() reads the virtual clock: %s"):format(tostring(io.open), os.clock()))
