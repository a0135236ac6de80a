-- returns the traceback of its own loading
return debug.traceback("traced")
