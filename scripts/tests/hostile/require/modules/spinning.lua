-- spinning.lua — a module whose body never returns.
while true do end
